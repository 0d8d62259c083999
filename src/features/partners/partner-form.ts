import { clearFieldErrors, errorsOf, showFieldErrors } from '~/features/forms/field-errors';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { ApiError, deleteJson, postJson, putJson } from '~/lib/http';
import { messageOf } from '~/lib/http-errors';
import { applicationsApi, applyPath, type Kind, receiptPath, translateErrors, visitorApi } from './partners';

type Words = {
  created: string;
  /** What a visitor is told once received, `{receipt}` being the receipt number. */
  createdVisitor: string;
  updated: string;
  withdrawn: string;
  withdrawConfirm: string;
  errorTitle: string;
  failed: string;
  /** English for the API's Korean messages on an English page; empty on a Korean one. */
  messages: Record<string, string>;
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * The form as the API reads it: a checkbox group (`data-many`) is a list, a lone checkbox a boolean,
 * radios their chosen value, anything else its text. Disabled controls (a hidden store address) are left out.
 */
export function applicationJson(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const el of Array.from(form.elements)) {
    if (!isControl(el) || !el.name || el.disabled) continue;
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (el.dataset.many === undefined) out[el.name] = el.checked;
      else out[el.name] = [...((out[el.name] as string[] | undefined) ?? []), ...(el.checked ? [el.value] : [])];
    } else if (el instanceof HTMLInputElement && el.type === 'radio') {
      if (el.checked) out[el.name] = el.value;
    } else {
      out[el.name] = el.value;
    }
  }
  return out;
}

/** Field errors beside their fields; other refusals (409, 429) in the shop's dialog, in the page's language. */
async function explain(err: unknown, words: Words, form?: HTMLFormElement): Promise<void> {
  const errors = errorsOf(err);
  if (errors && form) {
    showFieldErrors(form, translateErrors(errors, words.messages));
    return;
  }
  // The shared client already sends a 401 to the login page and a 404 to the not-found page.
  if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return;
  const sent = err instanceof ApiError ? messageOf(err.data) : undefined;
  await alertDialog({ title: words.errorTitle, message: sent ? (words.messages[sent] ?? sent) : words.failed });
}

const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;

/** The store address is asked for only when the dealer applicant has a store. */
function wireStoreAddress(form: HTMLFormElement): void {
  const box = form.querySelector<HTMLElement>('[data-store-address]');
  if (!box) return;
  const sync = () => {
    const yes = form.querySelector<HTMLInputElement>('input[name="has_store"]:checked')?.value === 'yes';
    box.hidden = !yes;
    for (const input of box.querySelectorAll('input')) input.disabled = !yes;
  };
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'has_store') sync();
  });
  sync();
}

/** Spec 5: a text area with a limit shows how much of it is used. */
function wireCounters(form: HTMLFormElement): void {
  for (const area of form.querySelectorAll<HTMLTextAreaElement>('textarea[data-count]')) {
    const out = form.querySelector<HTMLElement>(`[data-count-for="${CSS.escape(area.name)}"]`);
    const show = () => {
      if (out) out.textContent = `${area.value.length.toLocaleString()}/${area.maxLength.toLocaleString()}`;
    };
    area.addEventListener('input', show);
    show();
  }
}

function wireForm(form: HTMLFormElement, words: Words): void {
  const kind = form.dataset.kind as Kind;
  const id = form.dataset.id ? Number(form.dataset.id) : undefined;
  wireStoreAddress(form);
  wireCounters(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button?.disabled) return;
    clearFieldErrors(form);
    if (button) button.disabled = true;
    try {
      if (id === undefined && form.dataset.visitor !== undefined) {
        const res = await postJson<{ data: { receipt_no: string } }>(visitorApi(kind), applicationJson(form), {
          silent: true,
        });
        await alertDialog({ message: words.createdVisitor.replace('{receipt}', res.data.receipt_no) });
        window.location.assign(receiptPath(kind, res.data.receipt_no));
      } else if (id === undefined) {
        const res = await postJson<{ data: { id: number } }>(applicationsApi(kind), applicationJson(form), {
          silent: true,
        });
        await alertDialog({ message: words.created });
        window.location.assign(applyPath(kind, res.data.id, 'show'));
      } else {
        await putJson(applicationsApi(kind, id), applicationJson(form), { silent: true });
        await alertDialog({ message: words.updated });
        window.location.assign(applyPath(kind, id, 'show'));
      }
    } catch (err) {
      await explain(err, words, form);
      // Another application opened meanwhile, or review began: the page as it is now says what is possible.
      if (isConflict(err)) window.location.assign(id === undefined ? applyPath(kind) : applyPath(kind, id, 'show'));
    } finally {
      if (button) button.disabled = false;
    }
  });
}

/** The application forms, and the withdraw button of an application still received. */
export function bindPartnerPage(root: Document): void {
  const words = JSON.parse(root.getElementById('partner-words')?.textContent ?? '{}') as Words;
  words.messages ??= {};
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-partner-form]')) wireForm(form, words);

  root.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-withdraw]') : null;
    if (!button?.dataset.withdraw || !(await confirmDialog({ message: words.withdrawConfirm }))) return;
    try {
      await deleteJson(button.dataset.withdraw, { silent: true });
      await alertDialog({ message: words.withdrawn });
      window.location.assign(button.dataset.after ?? '/');
    } catch (err) {
      await explain(err, words);
      if (isConflict(err)) window.location.reload();
    }
  });
}
