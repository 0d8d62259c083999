/**
 * The two-factor panel of /admin/security: turning it on (the password again, then the QR code and
 * a code), the recovery codes shown once, and new recovery codes. Turning it off is one of the back
 * office's action forms (admin-forms.ts).
 */
import { ApiError, http } from '~/lib/http';
import { say, showErrors } from '../admin-forms';
import { withReauth } from './reauth';

type Setup = { data: { secret: string; otpauth_uri: string; qr_code: string } };
type Codes = { message: string; data: { recovery_codes: string[] } };

const messageOf = (err: ApiError) => (err.data as { message?: string } | undefined)?.message ?? '';

function showCodes(panel: HTMLElement, codes: string[]) {
  const box = panel.querySelector<HTMLElement>('[data-recovery-codes]');
  const list = panel.querySelector<HTMLElement>('[data-recovery-list]');
  if (!box || !list) return;
  list.replaceChildren(
    ...codes.map((code) => {
      const li = document.createElement('li');
      li.textContent = code;
      return li;
    }),
  );
  box.hidden = false;
  box.focus();
}

export function bindTwoFactor(panel: HTMLElement) {
  const start = panel.querySelector<HTMLButtonElement>('[data-two-factor-start]');
  const setup = panel.querySelector<HTMLElement>('[data-two-factor-setup]');
  const enable = panel.querySelector<HTMLFormElement>('[data-two-factor-enable]');
  start?.addEventListener('click', async () => {
    const status = panel.querySelector<HTMLElement>('[data-start-status]');
    start.disabled = true;
    try {
      const { data } = await withReauth(() =>
        http.post('/api/admin/security/totp/setup', { context: { handles: [403, 409] } }).json<Setup>(),
      );
      const qr = panel.querySelector<HTMLImageElement>('[data-two-factor-qr]');
      if (qr) qr.src = data.qr_code;
      const secret = panel.querySelector<HTMLElement>('[data-two-factor-secret]');
      if (secret) secret.textContent = data.secret.replace(/(.{4})/g, '$1 ').trim();
      if (setup) setup.hidden = false;
      start.hidden = true;
      enable?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (status) status.textContent = messageOf(err);
    } finally {
      start.disabled = false;
    }
  });
  enable?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const code = new FormData(enable).get('code');
    try {
      const answer = await http
        .post('/api/admin/security/totp/enable', { json: { code }, context: { handles: [409, 422, 429] } })
        .json<Codes>();
      showErrors(enable, {});
      if (setup) setup.hidden = true;
      showCodes(panel, answer.data.recovery_codes);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      showErrors(enable, err.fieldErrors);
      say(enable, messageOf(err), 'error');
    }
  });
  const renew = panel.querySelector<HTMLButtonElement>('[data-recovery-new]');
  renew?.addEventListener('click', async () => {
    const status = panel.querySelector<HTMLElement>('[data-recovery-status]');
    try {
      const answer = await withReauth(() =>
        http.post('/api/admin/security/recovery-codes', { context: { handles: [403, 409] } }).json<Codes>(),
      );
      if (status) status.textContent = answer.message;
      showCodes(panel, answer.data.recovery_codes);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (status) status.textContent = messageOf(err);
    }
  });
  panel.querySelector('[data-recovery-done]')?.addEventListener('click', () => window.location.reload());
}
