/**
 * The FAQ's order form: "위로" and "아래로" move a row one place, keeping focus on the button pressed
 * and saying the row's new place in the form's status line; the form (sent by `../admin-forms.ts`)
 * sends every row's `ids` field in the rows' new order.
 */
import { fill } from '~/lib/i18n';

function renumber(rows: HTMLElement[]): void {
  rows.forEach((row, i) => {
    const n = row.querySelector('[data-order-n]');
    if (n) n.textContent = String(i + 1);
  });
}

export function bindFaqOrder(form: HTMLFormElement): void {
  const body = form.querySelector('tbody');
  const status = form.querySelector<HTMLElement>('[data-order-moved]');
  if (!body) return;
  form.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-move]');
    const row = button?.closest('tr');
    if (!button || !row) return;
    const sibling = button.dataset.move === 'up' ? row.previousElementSibling : row.nextElementSibling;
    if (!sibling) return;
    if (button.dataset.move === 'up') sibling.before(row);
    else sibling.after(row);
    button.focus();
    const rows = [...body.querySelectorAll<HTMLElement>('tr[data-faq]')];
    renumber(rows);
    if (status) {
      status.textContent = fill(form.dataset.movedLabel ?? '', {
        question: row.dataset.question ?? '',
        n: rows.indexOf(row) + 1,
      });
    }
  });
}
