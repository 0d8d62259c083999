/**
 * The product editor: the form's fields, its option rows and the fields it keeps as they were are
 * sent as one JSON body (a new product is made with POST, a known one saved with PUT); field errors
 * are shown beside their fields and the options' under the option table.
 */
import { ApiError, http } from '~/lib/http';
import { say as sayIn, showErrors } from '../admin-forms';

const LISTS = new Set(['badges', 'icons']);

function bodyOf(form: HTMLFormElement): Record<string, unknown> {
  const body: Record<string, unknown> = JSON.parse(form.dataset.kept ?? '{}');
  for (const [key, value] of new FormData(form).entries()) {
    if (typeof value !== 'string') continue;
    body[key] = LISTS.has(key)
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : value;
  }
  body.options = [...form.querySelectorAll<HTMLTableRowElement>('tr[data-option]')].map((tr) => {
    const option: Record<string, string | number> = {};
    if (tr.dataset.optionId) option.id = Number(tr.dataset.optionId);
    for (const input of tr.querySelectorAll<HTMLInputElement>('input[data-key]')) {
      option[input.dataset.key ?? ''] = input.value;
    }
    return option;
  });
  return body;
}

function showAllErrors(form: HTMLFormElement, errors: Record<string, string[]>) {
  showErrors(form, errors);
  const list = form.querySelector<HTMLElement>('[data-error-list="options"]');
  if (list) {
    list.replaceChildren(
      ...Object.entries(errors)
        .filter(([key]) => key.startsWith('options'))
        .map(([key, messages]) => {
          const li = document.createElement('li');
          const row = /^options\.(\d+)/.exec(key)?.[1];
          li.textContent = row === undefined ? (messages[0] ?? '') : `#${Number(row) + 1}: ${messages[0] ?? ''}`;
          return li;
        }),
    );
  }
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

async function save(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const say = (text: string, tone: 'ok' | 'error') => sayIn(form, text, tone);
  if (button) button.disabled = true;
  try {
    const method = form.dataset.method === 'put' ? 'put' : 'post';
    const answer = await http(form.dataset.action ?? '', {
      method,
      json: bodyOf(form),
      context: { handles: [403, 404, 409, 422] },
    }).json<{ message?: string; data: { it_id: number } }>();
    showAllErrors(form, {});
    say(answer.message ?? '', 'ok');
    if (method === 'post') window.location.assign(`/admin/products/${answer.data.it_id}?created=1`);
    else window.location.reload();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    showAllErrors(form, err.fieldErrors);
    say((err.data as { message?: string } | undefined)?.message ?? '', 'error');
  } finally {
    if (button) button.disabled = false;
  }
}

export function bindProductEditor(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-product-editor]')) {
    const rows = form.querySelector<HTMLElement>('[data-option-rows]');
    const template = form.querySelector<HTMLTemplateElement>('template[data-option-template]');
    const stock = form.querySelector<HTMLInputElement>('input[name="stock"]');
    const sync = () => {
      if (stock) stock.readOnly = Boolean(rows?.querySelector('tr[data-option]'));
    };
    form.querySelector('[data-add-option]')?.addEventListener('click', () => {
      if (!rows || !template) return;
      rows.append(template.content.cloneNode(true));
      rows.querySelector<HTMLInputElement>('tr[data-option]:last-child input')?.focus();
      sync();
    });
    rows?.addEventListener('click', (event) => {
      const button = (event.target as Element).closest('[data-remove-option]');
      if (!button) return;
      button.closest('tr')?.remove();
      sync();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void save(form);
    });
  }
}
