/**
 * The product list's bulk edit: the cells an operator changed (price, stock) are sent as one call,
 * each product saved on its own; every row's result is written beside it and the summary below.
 */
import { ApiError, http } from '~/lib/http';
import { fill } from '~/lib/i18n';
import { say as sayIn } from '../admin-forms';

type RowResult = { row: number; it_id: number | null; ok: boolean; message: string };
type Answer = { done: number; failed: number; results: RowResult[] };

function changedRows(form: HTMLFormElement) {
  const rows: { it_id: number; base_price?: string; stock?: string }[] = [];
  for (const tr of form.querySelectorAll<HTMLTableRowElement>('tr[data-product]')) {
    const row: { it_id: number; base_price?: string; stock?: string } = { it_id: Number(tr.dataset.product) };
    for (const input of tr.querySelectorAll<HTMLInputElement>('input[data-field]')) {
      if (input.value.trim() === (input.dataset.original ?? '')) continue;
      const field = input.dataset.field as 'base_price' | 'stock';
      row[field] = input.value.trim();
    }
    if (row.base_price !== undefined || row.stock !== undefined) rows.push(row);
  }
  return rows;
}

async function save(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const rows = changedRows(form);
  const say = (text: string, tone: 'ok' | 'error') => sayIn(form, text, tone);
  for (const cell of form.querySelectorAll<HTMLElement>('[data-row-result]')) cell.textContent = '';
  if (!rows.length) return say(button?.dataset.nothing ?? '', 'error');
  if (button) button.disabled = true;
  try {
    const answer = await http
      .post('/api/admin/products/bulk', {
        json: { rows },
        context: { handles: [403, 422] },
      })
      .json<Answer>();
    for (const r of answer.results) {
      const sent = rows[r.row - 1];
      const tr = sent && form.querySelector<HTMLTableRowElement>(`tr[data-product="${sent.it_id}"]`);
      if (!tr) continue;
      const cell = tr.querySelector<HTMLElement>('[data-row-result]');
      if (cell) {
        cell.textContent = r.message;
        cell.dataset.ok = String(r.ok);
      }
      if (!r.ok) continue;
      for (const input of tr.querySelectorAll<HTMLInputElement>('input[data-field]')) {
        input.dataset.original = input.value.trim();
      }
    }
    say(
      fill(button?.dataset.summary ?? '{done} / {failed}', { done: answer.done, failed: answer.failed }),
      answer.failed ? 'error' : 'ok',
    );
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    say((err.data as { message?: string } | undefined)?.message ?? '', 'error');
  } finally {
    if (button) button.disabled = false;
  }
}

export function bindProductBulk(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-product-bulk]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void save(form);
    });
  }
}
