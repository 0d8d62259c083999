import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { groupFieldErrors } from '~/features/forms/field-errors';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { fill } from '~/lib/i18n';
import type { CartLineWire, CartWire } from '~/server/cart/cart.serializer';
import { type CartPageLabels, stepQuantity } from './cart';
import { CartError, changeLine, getCart, removeLine, removeSelectedLines, selectAllLines } from './cart.api';

/** What to tell the shopper about a refused call: each field's message, the server's message, or `fallback`. */
function refusalOf(err: unknown, fallback: string): string {
  if (err instanceof CartError) {
    const fields = Object.values(groupFieldErrors(err.fields));
    if (err.status === 422 && fields.length) return fields.join('\n');
    if (err.message) return err.message;
  }
  return fallback;
}

/** The control to give the focus to: the one used, or the nearest one left when it is gone or disabled. */
function focusTarget(root: HTMLElement, key: string): HTMLElement | null {
  const byKey = (k: string) => root.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(k)}"]:not(:disabled)`);
  return (
    byKey(key) ??
    byKey(key.replace(/^(minus|plus)/, 'qty')) ??
    root.querySelector<HTMLElement>('[data-focus-key="select-all"]') ??
    root.querySelector<HTMLElement>('a.button')
  );
}

type Options = { cart: CartWire; labels: CartPageLabels; announce: (cart: CartWire) => string };

/**
 * The cart page's state and changes. A change shows at once on the control used (a box ticked, a
 * quantity, an option); the server is then asked, in the order the changes were made, its refusal
 * shown in a dialog, and once no change is waiting the cart is drawn again as the server prices it
 * (totals are never worked out here).
 */
export function useCartPage({ cart: first, labels: l, announce }: Options) {
  const [cart, setCart] = useState(first);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(0);

  /** The control that had the focus when the cart was last drawn (its `data-focus-key`). */
  const focusedBefore = useRef<string | undefined>(undefined);

  /** Draws `next`, noting the control in use so that the drawing cannot take the focus from it. */
  const draw = useCallback((next: (c: CartWire) => CartWire) => {
    const root = rootRef.current;
    const active = document.activeElement;
    focusedBefore.current =
      root && active instanceof HTMLElement && root.contains(active) ? active.dataset.focusKey : undefined;
    setCart(next);
  }, []);

  // When a drawing took the focus from the control in use (its line removed, the button now
  // disabled), the focus goes to the same control drawn again or the nearest one left.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const key = focusedBefore.current;
    focusedBefore.current = undefined;
    const now = document.activeElement;
    const lost =
      !now || now === document.body || !now.isConnected || (now instanceof HTMLButtonElement && now.disabled);
    if (root && key && lost) focusTarget(root, key)?.focus();
  });

  const redraw = useCallback(async () => {
    try {
      const next = await getCart(); // its count goes to the header badge (setCartCount)
      // A change asked for meanwhile is already shown, and the cart is drawn again after it.
      if (waiting.current > 0) return;
      draw(() => next);
      setStatus(announce(next));
    } catch {
      await alertDialog({ message: l.failed });
    } finally {
      if (waiting.current === 0) setBusy(false);
    }
  }, [announce, draw, l]);

  const run = useCallback(
    (action: () => Promise<unknown>): Promise<void> => {
      waiting.current += 1;
      setBusy(true);
      const next = queue.current.then(async () => {
        try {
          await action();
        } catch (err) {
          await alertDialog({ message: refusalOf(err, l.failed) });
        }
        waiting.current -= 1;
        if (waiting.current === 0) await redraw();
      });
      queue.current = next.catch(() => undefined);
      return next;
    },
    [l, redraw],
  );

  /** Shows a change to one line before the server has it, then sends it. */
  const change = (id: number, patch: Partial<CartLineWire>, action: () => Promise<unknown>) => {
    draw((c) => ({ ...c, lines: c.lines.map((line) => (line.id === id ? { ...line, ...patch } : line)) }));
    return run(action);
  };

  return {
    cart,
    busy,
    status,
    rootRef,
    select: (line: CartLineWire, selected: boolean) =>
      change(line.id, { selected }, () => changeLine(line.id, { selected })),
    selectAll(selected: boolean) {
      draw((c) => ({ ...c, lines: c.lines.map((line) => ({ ...line, selected })) }));
      return run(() => selectAllLines(selected));
    },
    /** A typed or stepped quantity, held between 1 and the stock; nothing is sent when it does not change. */
    setQuantity(line: CartLineWire, wished: number) {
      const quantity = stepQuantity(wished, line.stock);
      if (quantity === line.quantity) return Promise.resolve();
      return change(line.id, { quantity }, () => changeLine(line.id, { quantity }));
    },
    setOption: (line: CartLineWire, optionId: number) =>
      change(line.id, { option_id: optionId }, () => changeLine(line.id, { option_id: optionId })),
    async remove(line: CartLineWire, name: string) {
      if (await confirmDialog({ message: fill(l.confirmRemoveOne, { name }) })) await run(() => removeLine(line.id));
    },
    async removeSelected() {
      if (!cart.lines.some((line) => line.selected)) await alertDialog({ message: l.noneSelected });
      else if (await confirmDialog({ message: l.confirmRemove })) await run(() => removeSelectedLines());
    },
  };
}
