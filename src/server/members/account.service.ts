import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import type { ProfileInput } from './account.schema.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteMemberSessions, type MemberRow } from './session.repository.ts';

/** Only your own account: another member's id answers 404, as if it did not exist. */
export async function updateProfile(me: MemberRow, mbId: string, input: ProfileInput): Promise<MemberRow> {
  if (mbId.toLowerCase() !== me.login_id.toLowerCase()) throw new NotFoundError('회원 정보를 찾을 수 없습니다.');
  const db = await getDb();
  const taken = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(sql`lower(${members.email})`, input.mb_email), ne(members.id, me.id)))
    .limit(1);
  if (taken.length) throw new ValidationError({ mb_email: ['이미 가입된 이메일입니다.'] });
  const [row] = await db
    .update(members)
    .set({
      name: input.mb_name,
      mobile: input.mb_hp,
      email: input.mb_email,
      birth_date: input.mb_birth ?? null,
      zonecode: input.mb_zip ?? null,
      address1: input.mb_addr1 ?? null,
      address2: input.mb_addr2 ?? null,
      marketing_consent: input.agree_marketing,
      updated_at: new Date(),
    })
    .where(eq(members.id, me.id))
    .returning();
  if (!row) throw new NotFoundError('회원 정보를 찾을 수 없습니다.');
  return row;
}

async function checkPassword(me: MemberRow, password: string, field: string): Promise<void> {
  if (!(await verifyPassword(me.password_hash, password)))
    throw new ValidationError({ [field]: ['비밀번호가 올바르지 않습니다.'] });
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
      points_balance: 0,
      left_at: new Date(),
      updated_at: new Date(),
    })
    .where(eq(members.id, me.id));
  await deleteMemberSessions(db, me.id);
}
