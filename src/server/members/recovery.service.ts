import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { members, passwordResetTokens } from '../db/schema/index.ts';
import { ValidationError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { sendMail } from '../mail/mailer.ts';
import { hashPassword } from './password.ts';
import { deleteMemberSessions } from './session.repository.ts';

const RESET_TTL_MS = 30 * 60_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const maskId = (id: string) => (id.length <= 3 ? `${id[0]}**` : `${id.slice(0, 3)}${'*'.repeat(id.length - 3)}`);

/**
 * Find-id: by name with mobile or email. The answer never says whether someone matched; a match
 * gets the id (partly masked) by mail.
 */
export async function findId(
  input: {
    name: string;
    mobile?: string | undefined;
    email?: string | undefined;
  },
  origin: string | undefined,
): Promise<void> {
  const db = await getDb();
  const byContact = input.email
    ? eq(sql`lower(${members.email})`, input.email)
    : eq(members.mobile, input.mobile ?? '');
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.name, input.name), byContact, isNull(members.left_at)))
    .limit(1);
  const m = rows[0];
  if (!m || !canLink(origin, 'find-id')) return;
  await sendMail({
    to: m.email,
    subject: '[에반스캔들] 아이디 안내',
    body: `${m.name}님의 아이디는 ${maskId(m.login_id)} 입니다.\n로그인: ${new URL('/login', origin).href}`,
  });
}

/** Reset: a single-use link valid for 30 minutes, sent to the member's email. Same answer either way. */
export async function requestReset(
  input: { login_id: string; email: string },
  origin: string | undefined,
): Promise<void> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(members)
    .where(
      and(
        eq(sql`lower(${members.login_id})`, input.login_id),
        eq(sql`lower(${members.email})`, input.email),
        isNull(members.left_at),
      ),
    )
    .limit(1);
  const m = rows[0];
  if (!m) return;
  await mailResetLink(m, origin);
}

/**
 * Sends the member a single-use reset link valid for 30 minutes (the 비밀번호 찾기 mail; an
 * administrator may send it too). Returns whether it went out: without a trusted origin it cannot.
 */
export async function mailResetLink(m: { id: number; email: string }, origin: string | undefined): Promise<boolean> {
  if (!canLink(origin, 'password-reset')) return false;
  const token = randomBytes(32).toString('base64url');
  await (await getDb())
    .insert(passwordResetTokens)
    .values({ token_hash: hash(token), member_id: m.id, expires_at: new Date(Date.now() + RESET_TTL_MS) });
  const link = new URL(`/shop/reset?token=${token}`, origin).toString();
  await sendMail({
    to: m.email,
    subject: '[에반스캔들] 비밀번호 재설정',
    body: `아래 링크에서 30분 안에 새 비밀번호를 설정해 주세요.\n${link}\n요청하지 않으셨다면 이 메일을 무시해 주세요.`,
  });
  return true;
}

/**
 * Mail goes out only with links on a trusted origin (see trustedOrigin); without one the shop
 * sends nothing and says why in the log, since the person asking is told the same either way.
 */
function canLink(origin: string | undefined, mail: string): origin is string {
  if (origin) return true;
  logger.error({ mail }, 'mail not sent: set PUBLIC_ORIGIN so that its links point to the shop');
  return false;
}

/** Uses a reset token once: sets the password and ends every session of the member. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(passwordResetTokens.token_hash, hash(token)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, new Date()),
        ),
      )
      .returning({ member_id: passwordResetTokens.member_id });
    if (!used)
      throw new ValidationError({
        token: ['링크가 만료되었거나 이미 사용되었습니다. 비밀번호 찾기를 다시 해 주세요.'],
      });
    await tx
      .update(members)
      .set({ password_hash: await hashPassword(password), updated_at: new Date() })
      .where(eq(members.id, used.member_id));
    await deleteMemberSessions(tx, used.member_id);
  });
}
