import { withFieldErrors } from '~/features/forms/field-errors';
import { enableWhenReady } from '~/features/forms/until-ready';
import { postJson } from '~/lib/http';

/** Reads a form as JSON: checkboxes become booleans, other fields strings. */
export function formJson(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name || el.disabled) continue;
    out[el.name] = el.type === 'checkbox' ? el.checked : el.value;
  }
  return out;
}

/** Posts a form's fields as JSON; a 422's messages are shown by the shop's one field-error display. */
export function bindJsonForm<T>(form: HTMLFormElement, url: string, onSuccess: (data: T) => void): void {
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    try {
      onSuccess(await withFieldErrors(form, () => postJson<T>(url, formJson(form))));
    } catch {
      // A 422 is shown beside its fields; the shared client reports other refusals.
    } finally {
      if (button) button.disabled = false;
    }
  });
  // The page drew its submit button disabled until now (`data-until-ready`): a press before this
  // script ran would have sent the form by itself, without the token the server asks for.
  enableWhenReady(form);
}
