import type { Currency, Language } from '~/lib/constants';
import { alertDialog } from '~/lib/dialog';
import { formatAmount } from '~/lib/money';
import { goTo } from '~/lib/navigation';
import { addLinesToCart } from '../cart/cart.api';
import { cartLabels } from '../cart/cart.labels';
import { announceAdded, explainFailure, orderFormUrl } from '../cart/cart-add';
import { showPoints } from './purchase-points';
import { clampQuantity } from './purchase-quantity';

/** One chosen option of the product form: its name, price and stock, and the quantity asked. */
export type ChosenLine = { optionId: number; name: string; unit: number; stock: number; quantity: number };

/** Adds an option as a line of one; an option already chosen is left as it is (`added` false). */
export function addChoice(
  lines: readonly ChosenLine[],
  option: Omit<ChosenLine, 'quantity'>,
): { lines: ChosenLine[]; added: boolean } {
  if (lines.some((l) => l.optionId === option.optionId)) return { lines: [...lines], added: false };
  return { lines: [...lines, { ...option, quantity: 1 }], added: true };
}

/** A line's quantity, held between 1 and its option's stock. */
export function setQuantity(lines: readonly ChosenLine[], optionId: number, quantity: number): ChosenLine[] {
  return lines.map((l) => (l.optionId === optionId ? { ...l, quantity: clampQuantity(quantity, l.stock) } : l));
}

export function removeChoice(lines: readonly ChosenLine[], optionId: number): ChosenLine[] {
  return lines.filter((l) => l.optionId !== optionId);
}

export function linesTotal(lines: readonly ChosenLine[]): number {
  return lines.reduce((sum, l) => sum + l.unit * l.quantity, 0);
}

type Money = { currency: Currency; lang: Language; krwPerUsd: number };
type Words = { remove: string; quantity: string; decrease: string; increase: string; already: string };

const fill = (template: string, name: string) => template.replace('{name}', name);

function lineItem(line: ChosenLine, words: Words, price: string): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'line';
  li.dataset.optionId = String(line.optionId);
  const name = document.createElement('p');
  name.className = 'line__name';
  name.textContent = line.name;
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'line__remove';
  remove.dataset.remove = '';
  remove.setAttribute('aria-label', fill(words.remove, line.name));
  remove.textContent = '×';
  const stepper = document.createElement('div');
  stepper.className = 'stepper';
  const minus = document.createElement('button');
  minus.type = 'button';
  minus.dataset.step = '-1';
  minus.setAttribute('aria-label', fill(words.decrease, line.name));
  minus.textContent = '−';
  minus.disabled = line.quantity <= 1;
  const qty = document.createElement('input');
  qty.type = 'number';
  qty.inputMode = 'numeric';
  qty.min = '1';
  if (line.stock > 0) qty.max = String(line.stock);
  qty.value = String(line.quantity);
  qty.setAttribute('aria-label', fill(words.quantity, line.name));
  const plus = document.createElement('button');
  plus.type = 'button';
  plus.dataset.step = '1';
  plus.setAttribute('aria-label', fill(words.increase, line.name));
  plus.textContent = '+';
  plus.disabled = line.stock > 0 && line.quantity >= line.stock;
  stepper.append(minus, qty, plus);
  const amount = document.createElement('strong');
  amount.className = 'line__price';
  amount.textContent = price;
  li.append(name, remove, stepper, amount);
  return li;
}

/**
 * The product form of a product with options: each option chosen becomes a line with its quantity
 * (−/+), its price and a remove button; the total and the points follow the lines; the cart button
 * adds every line at once and the buy button opens the order form with exactly these lines.
 */
export function bindPurchaseLines(form: HTMLFormElement): void {
  if (form.dataset.linesWired) return;
  form.dataset.linesWired = '1';
  const picker = form.querySelector<HTMLSelectElement>('select[data-option-picker]');
  const list = form.querySelector<HTMLUListElement>('[data-lines]');
  const total = form.querySelector<HTMLElement>('[data-total]');
  if (!picker || !list) return;
  const money = JSON.parse(form.dataset.money ?? '{}') as Money;
  const words = JSON.parse(form.dataset.words ?? '{}') as Words;
  const itId = Number(form.querySelector<HTMLInputElement>('input[name="it_id"]')?.value);
  let lines: ChosenLine[] = [];

  const render = () => {
    list.replaceChildren(...lines.map((l) => lineItem(l, words, formatAmount(l.unit * l.quantity, money))));
    list.hidden = lines.length === 0;
    const sum = linesTotal(lines);
    if (total) total.textContent = formatAmount(sum, money);
    showPoints(form, sum);
  };

  picker.addEventListener('change', () => {
    const o = picker.selectedOptions[0];
    if (!o?.value) return;
    const optionId = Number(o.value);
    const result = addChoice(lines, {
      optionId,
      name: o.dataset.name ?? o.textContent?.trim() ?? '',
      unit: Number(o.dataset.price) || 0,
      stock: Number(o.dataset.stock) || 0,
    });
    picker.value = '';
    lines = result.lines;
    render();
    const focus = () =>
      list.querySelector<HTMLInputElement>(`[data-option-id="${optionId}"] input`)?.focus({ preventScroll: true });
    if (result.added) return;
    void alertDialog({ message: words.already }).then(focus);
  });

  list.addEventListener('click', (e) => {
    const button = (e.target as Element).closest('button');
    const li = button?.closest<HTMLElement>('[data-option-id]');
    if (!button || !li) return;
    const optionId = Number(li.dataset.optionId);
    if (button.dataset.remove !== undefined) {
      lines = removeChoice(lines, optionId);
      render();
      picker.focus();
      return;
    }
    const line = lines.find((l) => l.optionId === optionId);
    if (!line) return;
    lines = setQuantity(lines, optionId, line.quantity + Number(button.dataset.step));
    render();
    list
      .querySelector<HTMLButtonElement>(`[data-option-id="${optionId}"] [data-step="${button.dataset.step}"]`)
      ?.focus();
  });

  list.addEventListener('change', (e) => {
    const input = e.target as HTMLInputElement;
    const li = input.closest<HTMLElement>('[data-option-id]');
    if (!li) return;
    lines = setQuantity(lines, Number(li.dataset.optionId), Number(input.value));
    render();
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const submitter = (e as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = submitter?.value === 'buy' ? 'buy' : 'cart';
    if (lines.length === 0) {
      await alertDialog({ message: cartLabels().chooseOption });
      picker.focus();
      return;
    }
    if (form.dataset.busy) return;
    form.dataset.busy = '1';
    try {
      const answer = await addLinesToCart({
        it_id: itId,
        lines: lines.map((l) => ({ option_id: l.optionId, quantity: l.quantity })),
        buy_now: action === 'buy',
      });
      form.dispatchEvent(new CustomEvent('purchase:added', { bubbles: true }));
      if (action === 'buy') goTo(orderFormUrl(answer.lines.map((l) => l.id)));
      else await announceAdded();
    } catch (err) {
      await explainFailure(err);
    } finally {
      delete form.dataset.busy;
    }
  });

  render();
}
