import { alertDialog, confirmDialog } from '~/lib/dialog';
import { CartError, changeLine, removeLine, removeSelectedLines, selectAllLines } from './cart.api';
import { setCartCount } from './cart.store';

/** A wished quantity held between 1 and the stock (the input's max). */
export function stepQuantity(value: number, max: number): number {
  const n = Number.isFinite(value) ? Math.trunc(value) : 1;
  return Math.max(1, Math.min(n, Math.max(1, max)));
}

const lineOf = (el: Element) => el.closest<HTMLElement>('[data-line-id]');
const lineId = (el: Element) => Number(lineOf(el)?.dataset.lineId);

/** The server renders the cart; after each change the cart region is rendered again and swapped in. */
async function refresh(root: HTMLElement): Promise<void> {
  const active = document.activeElement;
  const focusKey = active && root.contains(active) ? active.getAttribute('data-focus-key') : null;
  const res = await fetch(window.location.href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  const next = new DOMParser().parseFromString(await res.text(), 'text/html').querySelector('[data-cart-root]');
  if (!next) {
    window.location.reload();
    return;
  }
  root.innerHTML = next.innerHTML;
  setCartCount(next.getAttribute('data-count'));
  if (focusKey) {
    const target =
      root.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focusKey)}"]:not(:disabled)`) ??
      root.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focusKey.replace(/^(minus|plus)/, 'qty'))}"]`) ??
      root.querySelector<HTMLElement>('[data-select-all]') ??
      root.querySelector<HTMLElement>('a.button');
    target?.focus();
  }
  const status = document.querySelector<HTMLElement>('[data-cart-status]');
  const payable = root.querySelector('[data-payable]')?.textContent ?? '';
  if (status) status.textContent = `${root.dataset.updated ?? ''} ${payable}`.trim();
}

function messageOf(root: HTMLElement, err: unknown): string {
  if (err instanceof CartError) {
    const fields = Object.values(err.fields).map((m) => m[0]);
    if (err.status === 422 && fields.length) return fields.join('\n');
    if (err.message) return err.message;
  }
  return root.dataset.failed ?? '';
}

const queues = new WeakMap<HTMLElement, Promise<void>>();

/** Waits until the changes already asked for are done and the cart is drawn again. */
const settled = (root: HTMLElement) => queues.get(root) ?? Promise.resolve();

/**
 * Changes run one after another, in the order asked: the call, its refusal in a dialog, then the cart
 * as the server now sees it.
 */
function run(root: HTMLElement, action: () => Promise<unknown>): Promise<void> {
  const next = settled(root).then(async () => {
    root.setAttribute('aria-busy', 'true');
    try {
      await action();
    } catch (err) {
      await alertDialog({ message: messageOf(root, err) });
    } finally {
      try {
        await refresh(root);
      } finally {
        root.removeAttribute('aria-busy');
      }
    }
  });
  queues.set(
    root,
    next.catch(() => undefined),
  );
  return next;
}

/** The cart page's actions: select, quantity, option, remove one, remove the selected lines. */
export function bindCartPage(root: HTMLElement): void {
  root.addEventListener('change', (e) => {
    const el = e.target as HTMLInputElement | HTMLSelectElement;
    if (el.matches('[data-select-all]')) {
      const checked = (el as HTMLInputElement).checked;
      for (const box of root.querySelectorAll<HTMLInputElement>('[data-select-line]')) box.checked = checked;
      void run(root, () => selectAllLines(checked));
    } else if (el.matches('[data-select-line]')) {
      void run(root, () => changeLine(lineId(el), { selected: (el as HTMLInputElement).checked }));
    } else if (el.matches('[data-option-change]') && el.value) {
      void run(root, () => changeLine(lineId(el), { option_id: Number(el.value) }));
    } else if (el.matches('[data-quantity]')) {
      const quantity = stepQuantity(Number(el.value), Number((el as HTMLInputElement).max));
      void run(root, () => changeLine(lineId(el), { quantity }));
    }
  });

  root.addEventListener('click', async (e) => {
    const clicked = (e.target as Element).closest<HTMLButtonElement>('button');
    if (!clicked || clicked.disabled) return;
    // Earlier changes redraw the cart: act on the button as it is once they are done.
    const key = clicked.dataset.focusKey ?? '';
    await settled(root);
    const button = root.querySelector<HTMLButtonElement>(`button[data-focus-key="${CSS.escape(key)}"]`);
    if (!button || button.disabled) return;
    const id = lineId(button);
    if (button.dataset.step) {
      const input = lineOf(button)?.querySelector<HTMLInputElement>('[data-quantity]');
      if (!input) return;
      const quantity = stepQuantity(Number(input.value) + Number(button.dataset.step), Number(input.max));
      if (quantity !== Number(input.value)) await run(root, () => changeLine(id, { quantity }));
    } else if (button.matches('[data-remove-line]')) {
      const name = lineOf(button)?.dataset.lineName ?? '';
      const message = (root.dataset.confirmRemoveOne ?? '').replace('{name}', name);
      if (await confirmDialog({ message })) await run(root, () => removeLine(id));
    } else if (button.matches('[data-remove-selected]')) {
      if (!root.querySelector('[data-select-line]:checked')) {
        await alertDialog({ message: root.dataset.noneSelected ?? '' });
      } else if (await confirmDialog({ message: root.dataset.confirmRemove ?? '' })) {
        await run(root, () => removeSelectedLines());
      }
    }
  });
}
