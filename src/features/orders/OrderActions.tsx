import { useState } from 'react';
import { errorsOf, groupFieldErrors, revealFieldErrors } from '~/features/forms/field-errors';
import { alertDialog, confirmDialog, promptDialog } from '~/lib/dialog';
import { reloadPage } from '~/lib/navigation';
import { ORDER_REASON_MAX_LENGTH, type OrderAction, requestOrderAction } from './orders.api';
import './OrderActions.css';

export type OrderActionLabels = Record<
  | 'cancel'
  | 'cancelAsk'
  | 'cancelled'
  | 'return'
  | 'returnAsk'
  | 'returnReason'
  | 'returned'
  | 'exchange'
  | 'exchangeAsk'
  | 'exchangeReason'
  | 'exchanged'
  | 'confirm'
  | 'confirmAsk'
  | 'confirmed',
  string
>;

export type OrderActionsProps = {
  odId: string;
  /** What the order's status allows (return and exchange go together). */
  can: { cancel: boolean; returnOrExchange: boolean; confirm: boolean };
  labels: OrderActionLabels;
};

/** How each action asks first and what it says when done. */
function stepsOf(labels: OrderActionLabels) {
  return {
    cancel: { name: labels.cancel, ask: labels.cancelAsk, reason: null, done: labels.cancelled },
    return: { name: labels.return, ask: labels.returnAsk, reason: labels.returnReason, done: labels.returned },
    exchange: { name: labels.exchange, ask: labels.exchangeAsk, reason: labels.exchangeReason, done: labels.exchanged },
    confirm: { name: labels.confirm, ask: labels.confirmAsk, reason: null, done: labels.confirmed },
  } satisfies Record<OrderAction, { name: string; ask: string; reason: string | null; done: string }>;
}

/**
 * The member's order actions: cancel and purchase confirmation ask first; return and exchange ask
 * for the reason in the shop's dialog (at most 500 characters, never empty). The server decides
 * whether the order's status allows it; once done, the page is drawn again with the new status.
 */
export function OrderActions({ odId, can, labels }: OrderActionsProps) {
  const [sending, setSending] = useState<OrderAction | null>(null);
  const steps = stepsOf(labels);

  const act = async (action: OrderAction) => {
    if (sending) return;
    const step = steps[action];
    let body: { reason?: string } = {};
    if (step.reason) {
      const reason = await promptDialog({
        title: step.name,
        message: step.ask,
        inputLabel: step.reason,
        maxLength: ORDER_REASON_MAX_LENGTH,
      });
      if (!reason) return;
      body = { reason };
    } else if (!(await confirmDialog({ message: step.ask }))) {
      return;
    }
    setSending(action);
    try {
      await requestOrderAction(odId, action, body);
      await alertDialog({ message: step.done });
      reloadPage();
    } catch (err) {
      // A refusal (409 and the like) was shown by the shared client; a 422 has no field on the page.
      const errors = errorsOf(err);
      if (errors) revealFieldErrors(null, groupFieldErrors(errors), { scroll: false });
      setSending(null);
    }
  };

  const button = (action: OrderAction, primary = false) => (
    <button
      type="button"
      className={primary ? 'button' : 'button button--ghost'}
      disabled={sending === action}
      onClick={() => void act(action)}
    >
      {steps[action].name}
    </button>
  );

  if (!can.cancel && !can.returnOrExchange && !can.confirm) return null;
  return (
    <div className="order-actions">
      {can.cancel && button('cancel')}
      {can.returnOrExchange && (
        <>
          {button('return')}
          {button('exchange')}
        </>
      )}
      {can.confirm && button('confirm', true)}
    </div>
  );
}
