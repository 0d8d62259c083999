/**
 * The back office's action forms: each `form[data-admin-action]` is sent to its API call with the
 * shop's XSRF header (the one HTTP client), its field errors shown beside the fields, its message in
 * its status line, and a bulk call's row results listed. With `data-redirect` success opens that
 * address, its `{names}` filled from the answer's `data` (a record just made); otherwise, without
 * `data-results`, the page is read again, so it shows the record as it now is.
 */
import { confirmDialog } from '~/lib/dialog';
import { ApiError, http } from '~/lib/http';
import { fill } from '~/lib/i18n';
import { withReauth } from './security/reauth';

type RowResult = { row?: number; od_id: string; ok: boolean; message: string };
type Answer = {
  message?: string;
  done?: number;
  failed?: number;
  results?: RowResult[];
  data?: Record<string, string | number>;
};

function bodyOf(form: HTMLFormElement): FormData | Record<string, unknown> {
  const data = new FormData(form);
  if (form.hasAttribute('data-upload')) return data;
  const lists = (form.dataset.list ?? '').split(',').filter(Boolean);
  const body: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    // `lines[12]` fields make one object: { lines: { "12": value } }.
    const entry = /^(\w+)\[(\w+)\]$/.exec(key);
    if (entry?.[1] && entry[2]) {
      const group = (body[entry[1]] ?? {}) as Record<string, unknown>;
      group[entry[2]] = data.get(key);
      body[entry[1]] = group;
    } else body[key] = lists.includes(key) ? data.getAll(key) : data.get(key);
  }
  for (const key of lists) body[key] ??= [];
  return body;
}

/** Field errors beside their fields (`[data-error-for]`), the fields marked invalid. */
export function showErrors(form: HTMLElement, errors: Record<string, string[]>) {
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = slot.dataset.errorFor ?? '';
    slot.textContent = errors[name]?.[0] ?? '';
    const field = form.querySelector(`[name="${name}"]`);
    if (errors[name]) field?.setAttribute('aria-invalid', 'true');
    else field?.removeAttribute('aria-invalid');
  }
}

/**
 * Errors of a form's row lists (`options.1.stock`, `items.0.price`) under their tables
 * (`[data-error-list="options"]`), each with its row number; pass the answer's raw errors, since the
 * shared client groups dotted keys under their first part.
 */
export function listRowErrors(form: HTMLElement, errors: Record<string, string[]>) {
  for (const list of form.querySelectorAll<HTMLElement>('[data-error-list]')) {
    const name = list.dataset.errorList ?? '';
    list.replaceChildren(
      ...Object.entries(errors)
        .filter(([key]) => key === name || key.startsWith(`${name}.`))
        .map(([key, messages]) => {
          const li = document.createElement('li');
          const row = /^[a-z_]+\.(\d+)/.exec(key)?.[1];
          li.textContent = row === undefined ? (messages[0] ?? '') : `#${Number(row) + 1}: ${messages[0] ?? ''}`;
          return li;
        }),
    );
  }
}

/** The form's status line (`[data-status]`). */
export function say(form: HTMLElement, text: string, tone: 'ok' | 'error') {
  const status = form.querySelector<HTMLElement>('[data-status]');
  if (!status) return;
  status.textContent = text;
  status.dataset.tone = tone;
}

function listResults(form: HTMLFormElement, answer: Answer) {
  const list = form.querySelector<HTMLElement>('[data-result-list]');
  if (!list || !answer.results) return;
  list.replaceChildren(
    ...answer.results.map((r) => {
      const li = document.createElement('li');
      const where = r.row === undefined ? r.od_id : `${r.row}: ${r.od_id}`;
      li.textContent = `${where} — ${r.message}`;
      li.dataset.ok = String(r.ok);
      return li;
    }),
  );
  const template = document.body.dataset.adminSummary ?? '{done} / {failed}';
  say(form, fill(template, { done: answer.done ?? 0, failed: answer.failed ?? 0 }), answer.failed ? 'error' : 'ok');
}

async function send(form: HTMLFormElement) {
  const question = form.dataset.confirm;
  if (question && !(await confirmDialog({ message: question }))) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  try {
    const body = bodyOf(form);
    const method = (form.dataset.method ?? 'post').toLowerCase() as 'post' | 'put' | 'delete';
    // A sensitive call (a role) asks for the password again first, then is sent once more.
    const answer = await withReauth(() =>
      http(form.dataset.adminAction ?? '', {
        method,
        ...(method === 'delete' ? {} : body instanceof FormData ? { body } : { json: body }),
        context: { handles: [403, 404, 409, 422] },
      }).json<Answer>(),
    );
    showErrors(form, {});
    if (form.hasAttribute('data-results')) listResults(form, answer);
    else if (form.dataset.redirect) {
      say(form, answer.message ?? '', 'ok');
      window.location.assign(fill(form.dataset.redirect, answer.data ?? {}));
    } else {
      say(form, answer.message ?? '', 'ok');
      window.location.reload();
    }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    showErrors(form, err.fieldErrors);
    // A form with row lists shows each row's problem under its list, with the row's number.
    if (form.querySelector('[data-error-list]')) {
      listRowErrors(form, (err.data as { errors?: Record<string, string[]> } | undefined)?.errors ?? {});
    }
    const message = (err.data as { message?: string } | undefined)?.message ?? '';
    say(form, message, 'error');
  } finally {
    if (button) button.disabled = false;
  }
}

export function bindAdminForms(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-admin-action]')) {
    form.addEventListener('submit', (event) => {
      // A button with its own formaction (the packing slips) opens its page as a plain form does.
      if (event.submitter?.hasAttribute('formaction')) return;
      event.preventDefault();
      void send(form);
    });
  }
  for (const all of root.querySelectorAll<HTMLInputElement>('[data-select-all]')) {
    all.addEventListener('change', () => {
      for (const box of document.querySelectorAll<HTMLInputElement>('input[name="od_ids"]')) box.checked = all.checked;
    });
  }
}
