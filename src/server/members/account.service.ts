import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { countAttempt } from '../http/rate-limit.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteMemberSessions, type MemberRow } from './session.repository.ts';

/** A member's own details as they edit them; `current_password` is needed only for a new e-mail. */
export type ProfileInput = {
  name: string;
  mobile: string;
  email: string;
  birth_date?: string | undefined;
  zonecode?: string | undefined;
  address1?: string | undefined;
  address2?: string | undefined;
  agree_marketing: boolean;
  current_password?: string | undefined;
};

/**
 * Only your own account: another member's id answers 404, as if it did not exist. A new e-mail
 * needs the current password: the e-mail is where password resets go, so whoever holds a session
 * for a moment must not be able to take the account with it.
 */
export async function updateProfile(me: MemberRow, loginId: string, input: ProfileInput): Promise<MemberRow> {
  if (loginId.toLowerCase() !== me.login_id.toLowerCase()) throw new NotFoundError('회원 정보를 찾을 수 없습니다.');
  if (input.email !== me.email.toLowerCase()) {
    if (!input.current_password)
      throw new ValidationError({ current_password: ['이메일을 바꾸려면 현재 비밀번호를 입력해 주세요.'] });
    await checkPassword(me, input.current_password, 'current_password');
  }
  const db = await getDb();
  const taken = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(sql`lower(${members.email})`, input.email), ne(members.id, me.id)))
    .limit(1);
  if (taken.length) throw new ValidationError({ email: ['이미 가입된 이메일입니다.'] });
  const [row] = await db
    .update(members)
    .set({
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      birth_date: input.birth_date ?? null,
      zonecode: input.zonecode ?? null,
      address1: input.address1 ?? null,
      address2: input.address2 ?? null,
      marketing_consent: input.agree_marketing,
      // The time of agreeing is kept while the member agrees, and dropped when they withdraw.
      marketing_consent_at: input.agree_marketing ? sql`coalesce(${members.marketing_consent_at}, now())` : null,
      updated_at: new Date(),
    })
    .where(eq(members.id, me.id))
    .returning();
  if (!row) throw new NotFoundError('회원 정보를 찾을 수 없습니다.');
  return row;
}

/** Wrong current passwords: 5 in 15 minutes per member, counted before the check (see countAttempt). */
const PASSWORD_CHECK = {
  name: 'password-check',
  points: 5,
  durationSeconds: 15 * 60,
  message: '비밀번호 확인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
};

async function checkPassword(me: MemberRow, password: string, field: string): Promise<void> {
  const attempt = await countAttempt([PASSWORD_CHECK, String(me.id)]);
  if (!(await verifyPassword(me.password_hash, password)))
    throw new ValidationError({ [field]: ['비밀번호가 올바르지 않습니다.'] });
  await attempt.succeeded();
}

/** A new password ends every session of the member, this one included. */
export async function changePassword(me: MemberRow, current: string, next: string): Promise<void> {
  await checkPassword(me, current, 'current_password');
  const db = await getDb();
  await db
    .update(members)
    .set({ password_hash: await hashPassword(next), updated_at: new Date() })
    .where(eq(members.id, me.id));
  await deleteMemberSessions(db, me.id);
}

/**
 * Leaving the shop: personal data is replaced so the person cannot be identified; orders stay
 * (the e-commerce act keeps purchase records for five years) but point to no one.
 */
export async function unregister(me: MemberRow, password: string): Promise<void> {
  await checkPassword(me, password, 'password');
  const db = await getDb();
  const tag = `left_${me.id}_${randomBytes(4).toString('hex')}`;
  await db
    .update(members)
    .set({
      login_id: tag,
      name: '탈퇴회원',
      mobile: '',
      email: `${tag}@invalid.local`,
      password_hash: await hashPassword(randomBytes(24).toString('base64url')),
      birth_date: null,
      zonecode: null,
      address1: null,
      address2: null,
      marketing_consent: false,
      marketing_consent_at: null,
      points_balance: 0,
      left_at: new Date(),
      updated_at: new Date(),
    })
    .where(eq(members.id, me.id));
  await deleteMemberSessions(db, me.id);
}
