/**
 * The product editor: the form's fields, its option rows and its other row lists (colour swatches,
 * the disclosure table) are sent as one JSON body (a new product is made with POST, a known one saved
 * with PUT); field errors are shown beside their fields and the rows' under their tables.
 */
import { ApiError, http } from '~/lib/http';
import { listRowErrors, say as sayIn, showErrors } from '../admin-forms';

const LISTS = new Set(['badges', 'icons']);

function bodyOf(form: HTMLFormElement): Record<string, unknown> {
  const body: Record<string, unknown> = {};
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
  for (const list of form.querySelectorAll<HTMLElement>('tbody[data-rows]')) {
    body[list.dataset.rows ?? ''] = [...list.querySelectorAll<HTMLTableRowElement>('tr[data-row]')].map((tr) => {
      const row: Record<string, string> = {};
      for (const input of tr.querySelectorAll<HTMLInputElement>('input[data-key]'))
        row[input.dataset.key ?? ''] = input.value;
      return row;
    });
  }
  return body;
}

function showAllErrors(form: HTMLFormElement, errors: Record<string, string[]>) {
  showErrors(form, errors);
  listRowErrors(form, errors);
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
    // The rows' errors keep their dotted keys (`options.1.stock`), so each is listed with its row number.
    const raw = (err.data as { errors?: Record<string, string[]> } | undefined)?.errors;
    showAllErrors(form, raw ?? err.fieldErrors);
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
    for (const add of form.querySelectorAll<HTMLButtonElement>('[data-add-row]')) {
      add.addEventListener('click', () => {
        const name = add.dataset.addRow ?? '';
        const list = form.querySelector<HTMLElement>(`tbody[data-rows="${name}"]`);
        const row = form.querySelector<HTMLTemplateElement>(`template[data-row-template="${name}"]`);
        if (!list || !row) return;
        list.append(row.content.cloneNode(true));
        list.querySelector<HTMLInputElement>('tr[data-row]:last-child input')?.focus();
      });
    }
    form.addEventListener('click', (event) => {
      (event.target as Element).closest('[data-remove-row]')?.closest('tr')?.remove();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void save(form);
    });
  }
}
