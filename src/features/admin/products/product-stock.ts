/**
 * A product's stock page: the product's own count, or each option's, sent as one call; the counts
 * the server kept are shown back (the total is the options' sum), field errors beside their fields.
 */
import { ApiError, http } from '~/lib/http';
import { say, showErrors } from '../admin-forms';

type Answer = { message: string; data: { stock: number; options: { id: number; stock: number }[] } };

function changes(form: HTMLFormElement) {
  const options: { id: number; stock: string }[] = [];
  let stock: string | undefined;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-original]')) {
    if (input.value.trim() === input.dataset.original) continue;
    if (input.dataset.option) options.push({ id: Number(input.dataset.option), stock: input.value.trim() });
    else stock = input.value.trim();
  }
  return options.length ? { options } : stock === undefined ? undefined : { stock };
}

async function save(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const body = changes(form);
  showErrors(form, {});
  if (!body) return say(form, button?.dataset.nothing ?? '', 'error');
  if (button) button.disabled = true;
  try {
    const answer = await http
      .put(`/api/admin/products/${form.dataset.productStock}/stock`, {
        json: body,
        context: { handles: [403, 404, 409, 422] },
      })
      .json<Answer>();
    const kept = new Map(answer.data.options.map((o) => [String(o.id), o.stock]));
    for (const input of form.querySelectorAll<HTMLInputElement>('input[data-original]')) {
      const value = input.dataset.option ? kept.get(input.dataset.option) : answer.data.stock;
      if (value === undefined) continue;
      input.value = String(value);
      input.dataset.original = String(value);
    }
    const total = form.querySelector<HTMLElement>('[data-stock-total]');
    if (total) total.textContent = answer.data.stock.toLocaleString('ko-KR');
    say(form, answer.message, 'ok');
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const data = err.data as { message?: string; errors?: Record<string, string[]> } | undefined;
    showErrors(form, data?.errors ?? {});
    say(form, data?.message ?? '', 'error');
  } finally {
    if (button) button.disabled = false;
  }
}

export function bindProductStock() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-product-stock]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void save(form);
    });
  }
}
