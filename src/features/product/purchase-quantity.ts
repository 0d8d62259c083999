import type { Currency, Language } from '~/lib/constants';
import { formatPrice } from '~/lib/money';
import { showPoints } from './purchase-points';

type Money = { currency: Currency; lang: Language; krwPerUsd: number };

/** Quantity held between 1 and the stock; an empty or broken entry counts as 1. */
export function clampQuantity(value: number, max: number | undefined): number {
  const n = Number.isFinite(value) ? Math.trunc(value) : 1;
  const low = Math.max(1, n);
  return max !== undefined && max > 0 ? Math.min(low, max) : low;
}

/**
 * The product form's quantity stepper and total: the quantity is bounded by the stock of the product or
 * of the chosen option, and the total follows the option's price.
 */
export function bindQuantity(form: HTMLFormElement): void {
  const qty = form.querySelector<HTMLInputElement>('input[name="quantity"]');
  const option = form.querySelector<HTMLSelectElement>('select[name="option_id"]');
  const total = form.querySelector<HTMLElement>('[data-total]');
  const note = form.querySelector<HTMLElement>('[data-stock-note]');
  if (!qty) return;
  const money = JSON.parse(form.dataset.money ?? '{}') as Money;
  const productUnit = Number(form.dataset.unitPrice) || 0;

  const chosen = () => option?.selectedOptions[0];
  const max = () => {
    const o = chosen();
    if (option && o?.value) return Number(o.dataset.stock) || 0;
    return qty.max ? Number(qty.max) : undefined;
  };
  const unit = () => {
    const o = chosen();
    return option && o?.value ? Number(o.dataset.price) || 0 : productUnit;
  };
  const render = () => {
    const m = max();
    qty.value = String(clampQuantity(Number(qty.value), m));
    if (m !== undefined && m > 0) qty.max = String(m);
    if (total) total.textContent = unit() ? formatPrice(unit() * Number(qty.value), money) : formatPrice(null, money);
    if (!qty.disabled) showPoints(form, unit() * Number(qty.value));
    if (note) {
      const left = option && !chosen()?.value ? undefined : m;
      note.textContent =
        left !== undefined && left > 0 && left <= 10
          ? (note.dataset.template ?? '').replace('{count}', String(left))
          : '';
    }
  };

  for (const b of form.querySelectorAll<HTMLButtonElement>('[data-step]')) {
    b.addEventListener('click', () => {
      qty.value = String(Number(qty.value) + Number(b.dataset.step));
      render();
    });
  }
  qty.addEventListener('change', render);
  option?.addEventListener('change', render);
  render();
}
