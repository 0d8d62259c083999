import { ERROR_SCROLL_OFFSET_PX } from '~/lib/constants';
import { ApiError, postJson } from '~/lib/http';

/** Reads a form as JSON: checkboxes become booleans, other fields strings. */
export function formJson(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name || el.disabled) continue;
    out[el.name] = el.type === 'checkbox' ? el.checked : el.value;
  }
  return out;
}

function clearErrors(form: HTMLFormElement): void {
  for (const el of form.querySelectorAll<HTMLElement>('[data-error-for]')) el.textContent = '';
  for (const el of form.querySelectorAll('[aria-invalid="true"]')) el.removeAttribute('aria-invalid');
}

/** Spec 5: each field's first message beside it; the first error field scrolled to 120px below the top. */
function showErrors(form: HTMLFormElement, errors: Record<string, string[]>): boolean {
  let first: HTMLElement | undefined;
  for (const [field, messages] of Object.entries(errors)) {
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(field)}"]`);
    const input = form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
    if (!slot) continue;
    slot.textContent = messages[0] ?? '';
    input?.setAttribute('aria-invalid', 'true');
    first ??= input ?? slot;
  }
  if (!first) return false;
  window.scrollTo({
    top: first.getBoundingClientRect().top + window.scrollY - ERROR_SCROLL_OFFSET_PX,
    behavior: 'smooth',
  });
  first.focus({ preventScroll: true });
  return true;
}

/** Posts a form's fields as JSON; 422 messages go beside their fields, cleared on the next submit and on edit. */
export function bindJsonForm<T>(form: HTMLFormElement, url: string, onSuccess: (data: T) => void): void {
  form.addEventListener('input', (e) => {
    const name = (e.target as HTMLInputElement).name;
    const slot = name ? form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`) : null;
    if (slot) slot.textContent = '';
    (e.target as HTMLElement).removeAttribute('aria-invalid');
  });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    clearErrors(form);
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    try {
      onSuccess(await postJson<T>(url, formJson(form)));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422 && !showErrors(form, err.fieldErrors)) {
        const { alertDialog } = await import('~/lib/dialog');
        await alertDialog({
          message: Object.values(err.fieldErrors)
            .map((m) => m[0])
            .join('\n'),
        });
      }
    } finally {
      if (button) button.disabled = false;
    }
  });
}
