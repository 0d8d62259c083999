import { randomBytes } from 'node:crypto';
import { recordAudit } from '../audit/audit.service.ts';
import { getDb } from '../db/client.ts';
import { UnauthorizedError, ValidationError } from '../http/errors.ts';
import { countAttempt } from '../http/rate-limit.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { hashToken } from '../members/session.service.ts';
import { CODE_ATTEMPTS, takeCode, WRONG_CODE } from './second-factor.service.ts';
import { deleteChallenge, insertChallenge, liveChallenge, memberOf, twoFactorOf } from './two-factor.repository.ts';

/** The cookie of a half-made sign-in, sent only to the login calls. */
export const CHALLENGE_COOKIE = 'shop_2fa';
export const CHALLENGE_PATH = '/api/v1/login';
/** How long the code may be given after the password: then the sign-in starts again. */
export const CHALLENGE_MS = 5 * 60_000;
const EXPIRED = '인증 시간이 지났습니다. 아이디와 비밀번호로 다시 로그인해 주세요.';

/** Begins a sign-in that waits for the code: the token for the browser's cookie (only its hash is kept). */
export async function startChallenge(memberId: number, remember: boolean, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertChallenge(await getDb(), {
    id: hashToken(token),
    member_id: memberId,
    remember,
    expires_at: new Date(now.getTime() + CHALLENGE_MS),
    created_at: now,
  });
  return token;
}

/**
 * Finishes a sign-in with the authenticator's code or a recovery code: the member and whether to
 * keep them signed in. A missing or expired sign-in is a 401 (start again); a wrong code a 422,
 * under CODE_ATTEMPTS' limit; the challenge ends with the right code, so it signs in once.
 */
export async function completeChallenge(
  token: string | undefined,
  code: string,
  now = new Date(),
): Promise<{ member: MemberRow; remember: boolean; recovery: boolean }> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw new UnauthorizedError(EXPIRED);
  const db = await getDb();
  const challenge = await liveChallenge(db, hashToken(token), now);
  if (!challenge) throw new UnauthorizedError(EXPIRED);
  const attempt = await countAttempt([CODE_ATTEMPTS, String(challenge.member_id)]);
  const result = await db.transaction(async (tx) => {
    const member = await memberOf(tx, challenge.member_id);
    const row = await twoFactorOf(tx, challenge.member_id);
    if (!member || member.left_at || member.blocked_at || !row?.enabled_at) throw new UnauthorizedError(EXPIRED);
    const kind = await takeCode(tx, row, code, now, { recovery: true });
    if (!kind) throw new ValidationError({ code: [WRONG_CODE] });
    // Two right codes racing for one sign-in: one ends it, the other's code is given back (rolled back).
    if (!(await deleteChallenge(tx, challenge.id))) throw new UnauthorizedError(EXPIRED);
    if (kind === 'recovery') {
      await recordAudit(tx, {
        actor: { id: member.id, login_id: member.login_id },
        action: 'two_factor.recovery_used',
        entityType: 'member',
        entityId: member.id,
        changes: { recovery_code: { before: 'unused', after: 'used' } },
      });
    }
    return { member, remember: challenge.remember, recovery: kind === 'recovery' };
  });
  await attempt.succeeded();
  return result;
}
