import { withFieldErrors } from '~/features/forms/field-errors';
import { enableWhenReady } from '~/features/forms/until-ready';
import { ApiError, postJson } from '~/lib/http';
import { formJson } from './form-submit';

/**
 * The second step of an administrator's sign-in with two-factor on: the login form's answer says
 * `two_factor`, and the code form takes its place. A right code signs in (`onSignedIn`); a sign-in
 * that waited too long (401) goes back to the password with the server's words.
 */
export function bindTwoFactorStep(loginForm: HTMLFormElement, codeForm: HTMLFormElement, onSignedIn: () => void) {
  const status = codeForm.querySelector<HTMLElement>('[data-status]');
  const back = (message: string) => {
    codeForm.hidden = true;
    loginForm.hidden = false;
    const password = loginForm.querySelector<HTMLInputElement>('input[name="password"]');
    if (password) password.value = '';
    const note = loginForm.querySelector<HTMLElement>('[data-login-note]');
    if (note) note.textContent = message;
    password?.focus();
  };
  codeForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = codeForm.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    try {
      await withFieldErrors(codeForm, () =>
        postJson('/api/v1/login/two-factor', formJson(codeForm), { handles: [401] }),
      );
      onSignedIn();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401)
        back((err.data as { message?: string } | undefined)?.message ?? '');
    } finally {
      if (button) button.disabled = false;
    }
  });
  enableWhenReady(codeForm);
  return {
    /** After a right password: the code form, focused. */
    show(message: string) {
      loginForm.hidden = true;
      codeForm.hidden = false;
      if (status) status.textContent = message;
      const input = codeForm.querySelector<HTMLInputElement>('input[name="code"]');
      if (input) {
        input.value = '';
        input.focus();
      }
    },
  };
}
