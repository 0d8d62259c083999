import type { APIContext } from 'astro';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { getDb } from '../db/client.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { countAttempt } from '../http/rate-limit.ts';
import { verifyPassword } from '../members/password.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { setPasswordConfirmed } from './two-factor.repository.ts';

/** A password given again counts for the sensitive calls of the next five minutes, in that session only. */
export const REAUTH_WINDOW_MS = 5 * 60_000;
export const REAUTH_REQUIRED = 'reauth_required';

/** Wrong passwords given again: 5 in 15 minutes per administrator, counted before the check. */
export const PASSWORD_AGAIN = {
  name: 'admin-password-again',
  points: 5,
  durationSeconds: 15 * 60,
  message: '비밀번호 확인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
};
const WRONG = '비밀번호가 올바르지 않습니다.';

/** 403 with `code: reauth_required`: the page asks for the password and sends the call again. */
export class ReauthRequiredError extends HttpError {
  constructor() {
    super(403, '보안을 위해 비밀번호를 다시 입력해 주세요.', { code: REAUTH_REQUIRED });
  }
}

/**
 * The guard of a sensitive call (roles, payout settings, recovery codes): the session's administrator
 * gave their password within REAUTH_WINDOW_MS, else 403 `reauth_required`. Signing in does not count,
 * so a session taken over unattended cannot make such a change without the password.
 */
export function requireRecentPassword(ctx: Pick<APIContext, 'locals'>, now = new Date()): void {
  const at = ctx.locals.session?.session.password_confirmed_at;
  if (!at || now.getTime() - at.getTime() > REAUTH_WINDOW_MS || at.getTime() > now.getTime()) {
    throw new ReauthRequiredError();
  }
}

/** Whether the administrator's password is right, under PASSWORD_AGAIN's limit (429 past it). */
export async function checkAdminPassword(admin: MemberRow, password: string): Promise<boolean> {
  const attempt = await countAttempt([PASSWORD_AGAIN, String(admin.id)]);
  if (!(await verifyPassword(admin.password_hash, password))) return false;
  await attempt.succeeded();
  return true;
}

/**
 * POST /api/admin/reauth: the administrator gives their password again. Right, the session may make
 * sensitive calls for five minutes; wrong, a 422. Both are kept in the audit log.
 */
export async function confirmPassword(
  actor: AuditActor,
  admin: MemberRow,
  sessionId: string,
  password: string,
  now = new Date(),
): Promise<{ confirmed_until: Date }> {
  const ok = await checkAdminPassword(admin, password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (ok) await setPasswordConfirmed(tx, sessionId, now);
    await recordAudit(tx, {
      actor,
      action: 'reauth',
      entityType: 'member',
      entityId: admin.id,
      changes: { password_again: { before: null, after: ok ? 'confirmed' : 'wrong' } },
    });
  });
  if (!ok) throw new ValidationError({ password: [WRONG] });
  return { confirmed_until: new Date(now.getTime() + REAUTH_WINDOW_MS) };
}
