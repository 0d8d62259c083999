/**
 * The password given again, in the browser: a call the server refuses with 403 `reauth_required`
 * opens the back office's password dialog (ReauthDialog.astro), which sends the password to
 * `/api/admin/reauth` and, once it is right, the call is made again. Any back-office script wraps a
 * sensitive call in `withReauth`.
 */
import { ApiError, http } from '~/lib/http';

export const REAUTH_REQUIRED = 'reauth_required';

export function isReauthRequired(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    err.status === 403 &&
    (err.data as { code?: string } | undefined)?.code === REAUTH_REQUIRED
  );
}

/** Opens the password dialog: true once the server took the password, false when the person cancels. */
export function askPassword(): Promise<boolean> {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-reauth]');
  const form = dialog?.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="password"]');
  const error = form?.querySelector<HTMLElement>('[data-error-for="password"]');
  if (!dialog || !form || !input || !error) return Promise.resolve(false);
  const showError = (text: string) => {
    error.textContent = text;
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  showError('');
  input.value = '';
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      form.removeEventListener('submit', submit);
      dialog.removeEventListener('close', cancelled);
      if (dialog.open) dialog.close();
      resolve(ok);
    };
    const cancelled = () => finish(false);
    const submit = async (event: SubmitEvent) => {
      event.preventDefault();
      if ((event.submitter as HTMLButtonElement | null)?.value === 'cancel') return finish(false);
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"][value="confirm"]');
      if (button) button.disabled = true;
      try {
        await http.post('/api/admin/reauth', { json: { password: input.value }, context: { handles: [422, 429] } });
        finish(true);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        showError(err.fieldErrors.password?.[0] ?? (err.data as { message?: string } | undefined)?.message ?? '');
        input.focus();
      } finally {
        if (button) button.disabled = false;
      }
    };
    form.addEventListener('submit', submit);
    dialog.addEventListener('close', cancelled);
    dialog.showModal();
    input.focus();
  });
}

/** Makes the call; when the server asks for the password again, asks for it and makes the call once more. */
export async function withReauth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isReauthRequired(err) || !(await askPassword())) throw err;
    return call();
  }
}
