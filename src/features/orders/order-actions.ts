import { alertDialog, confirmDialog, promptDialog } from '~/lib/dialog';
import { ApiError, postJson } from '~/lib/http';

/** Where each action of the order page goes. */
export const ORDER_ACTION_PATHS = {
  cancel: 'cancel',
  return: 'return',
  exchange: 'exchange',
  confirm: 'confirm',
} as const;

/**
 * The member's order actions: cancel and purchase confirmation ask first; return and exchange ask
 * for the reason in the shop's dialog (at most 500 characters, never empty). The server decides whether the order's status allows it; the page then reloads.
 */
export function bindOrderActions(root: HTMLElement): void {
  const odId = root.dataset.odId ?? '';
  root.addEventListener('click', async (e) => {
    const button = (e.target as Element | null)?.closest<HTMLButtonElement>('button[data-order-action]');
    if (!button || button.disabled) return;
    const action = button.dataset.orderAction as keyof typeof ORDER_ACTION_PATHS;
    let body: Record<string, string> = {};
    if (button.dataset.ask) {
      const reason = await promptDialog({
        title: button.textContent?.trim() || undefined,
        message: button.dataset.ask,
        inputLabel: button.dataset.askLabel ?? '',
        maxLength: 500,
      });
      if (!reason) return;
      body = { reason };
    } else if (!(await confirmDialog({ message: button.dataset.confirm ?? '' }))) {
      return;
    }
    button.disabled = true;
    try {
      await postJson(`/api/v1/orders/${encodeURIComponent(odId)}/${ORDER_ACTION_PATHS[action]}`, body);
      await alertDialog({ message: button.dataset.done ?? '' });
      window.location.reload();
    } catch (err) {
      // 409 and others already showed their message; a 422 names the field.
      if (err instanceof ApiError && err.status === 422) {
        const first = Object.values(err.fieldErrors)[0]?.[0];
        if (first) await alertDialog({ message: first });
      }
      button.disabled = false;
    }
  });
}
