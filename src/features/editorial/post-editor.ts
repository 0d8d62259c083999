import { clearFieldErrors, errorsOf, showFieldErrors } from '~/features/forms/field-errors';
import { enableWhenReady } from '~/features/forms/until-ready';
import { formJson } from '~/features/members/form-submit';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { ApiError, deleteJson, http, postForm, postJson, putJson } from '~/lib/http';
import { messageOf } from '~/lib/http-errors';
import { afterSave } from './editorial';

type Words = {
  saved: string;
  removeConfirm: string;
  removed: string;
  deleteConfirm: string;
  errorTitle: string;
  failed: string;
  /** English for the API's Korean messages on an English page; empty on a Korean one. */
  messages: Record<string, string>;
};

const say = (words: Words, text: string) => words.messages[text] ?? text;

/** Field errors beside their fields; any other refusal in the shop's dialog, in the page's language. */
async function explain(err: unknown, words: Words, form?: HTMLFormElement): Promise<void> {
  const errors = errorsOf(err);
  if (errors && form) {
    const translated = Object.fromEntries(
      Object.entries(errors).map(([k, list]) => [k, list.map((m) => say(words, m))]),
    );
    showFieldErrors(form, translated);
    return;
  }
  // The shared client already sends a 401 to the login page and a 404 to the not-found page.
  if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return;
  const sent = err instanceof ApiError ? messageOf(err.data) : undefined;
  await alertDialog({ title: words.errorTitle, message: sent ? say(words, sent) : words.failed });
}

/** Multipart when the editor carries files (an update then says PUT in a header, spec 7), JSON otherwise. */
function send(form: HTMLFormElement): Promise<{ data: { id: number } }> {
  const api = form.dataset.api ?? '';
  const update = form.dataset.method === 'PUT';
  if (form.dataset.multipart === undefined) {
    const body = formJson(form);
    return update ? putJson(api, body, { silent: true }) : postJson(api, body, { silent: true });
  }
  const body = new FormData(form);
  const headers: Record<string, string> = update ? { 'X-HTTP-Method-Override': 'PUT' } : {};
  return postForm(api, body, { silent: true, headers });
}

function wireChosenFiles(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const list = form.querySelector<HTMLElement>('[data-chosen]');
  if (!input || !list) return;
  input.addEventListener('change', () => {
    list.replaceChildren(
      ...Array.from(input.files ?? []).map((file) => {
        const li = document.createElement('li');
        li.textContent = file.name;
        return li;
      }),
    );
  });
}

function wireForm(form: HTMLFormElement, words: Words): void {
  wireChosenFiles(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button?.disabled) return;
    clearFieldErrors(form);
    if (button) button.disabled = true;
    try {
      const res = await send(form);
      await alertDialog({ message: words.saved });
      window.location.assign(afterSave(form.dataset.after ?? '/', res.data.id));
    } catch (err) {
      await explain(err, words, form);
    } finally {
      if (button) button.disabled = false;
    }
  });
}

/** Removes one attached file at once (after asking), and its row with it. */
async function removeFile(button: HTMLElement, words: Words): Promise<void> {
  const url = button.dataset.removeFile;
  if (!url || !(await confirmDialog({ message: words.removeConfirm }))) return;
  try {
    await http.delete(url, { json: { id: Number(button.dataset.fileId) }, context: { silent: true } });
    const row = button.closest('[data-file-row]');
    const list = row?.parentElement;
    row?.remove();
    if (list && list.children.length === 0) list.remove();
    await alertDialog({ message: words.removed });
  } catch (err) {
    await explain(err, words);
  }
}

async function deletePost(button: HTMLElement, words: Words): Promise<void> {
  const url = button.dataset.deletePost;
  if (!url || !(await confirmDialog({ message: words.deleteConfirm }))) return;
  try {
    await deleteJson(url, { silent: true });
    window.location.assign(button.dataset.after ?? '/');
  } catch (err) {
    await explain(err, words);
  }
}

/** The operators' editors: saving, removing an attached file, deleting the entry. */
export function bindPostEditor(root: Document): void {
  const words = JSON.parse(root.getElementById('editor-words')?.textContent ?? '{}') as Words;
  words.messages ??= {};
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-post-editor]')) wireForm(form, words);
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const remove = target?.closest<HTMLElement>('[data-remove-file]');
    if (remove) void removeFile(remove, words);
    const del = target?.closest<HTMLElement>('[data-delete-post]');
    if (del) void deletePost(del, words);
  });
  // The buttons were drawn disabled: a press before this script had bound them would have done nothing.
  enableWhenReady(root);
}
