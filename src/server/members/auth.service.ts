import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { giveAutoCoupon } from '../coupons/auto-coupon.service.ts';
import { usableCouponCount } from '../coupons/member-coupon.service.ts';
import { getDb, type Tx } from '../db/client.ts';
import { members, notifications } from '../db/schema/index.ts';
import { ValidationError } from '../http/errors.ts';
import { countAttempt, reset } from '../http/rate-limit.ts';
import type { ProfileInput } from './account.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { MemberRow } from './session.repository.ts';

/** A sign-up in the shop's own names: login id and e-mail lower-cased, the mobile number with hyphens. */
export type RegisterInput = { login_id: string; password: string } & Omit<ProfileInput, 'current_password'>;

const TOO_MANY = '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.';
/**
 * Failures are counted per id from one address (5 in 15 minutes), so that someone guessing at an
 * id locks out only their own address, not the owner; per address (20 in 15 minutes); and per id
 * from every address together (30 in an hour), a wider net for guessing spread over many addresses.
 */
const PER_ID_ADDRESS = { name: 'login-id-ip', points: 5, durationSeconds: 15 * 60, message: TOO_MANY };
const PER_IP = { name: 'login-ip', points: 20, durationSeconds: 15 * 60, message: TOO_MANY };
const PER_ID = {
  name: 'login-id',
  points: 30,
  durationSeconds: 60 * 60,
  message: '이 아이디의 로그인 시도가 너무 많습니다. 잠시 후 다시 시도하시거나 비밀번호 찾기를 이용해 주세요.',
};
/** One message whether the id is unknown or the password is wrong, so ids cannot be discovered. */
const BAD_LOGIN = '아이디 또는 비밀번호가 올바르지 않습니다.';
/** Said only to someone who gave the right password, so it tells nobody else that the id exists. */
export const BLOCKED_LOGIN = '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.';
/** Verifying against this keeps unknown ids as slow as wrong passwords. */
const DUMMY_HASH = hashPassword('timing-equaliser-not-a-password');

async function findByLoginId(loginId: string): Promise<MemberRow | undefined> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.login_id})`, loginId.toLowerCase()))
    .limit(1);
  return rows[0];
}

/**
 * Checks credentials under the brute-force limits above. Each attempt is counted before the
 * password is verified, so a burst of simultaneous guesses verifies at most the limit.
 */
export async function authenticate(loginId: string, password: string, ip: string): Promise<MemberRow> {
  const id = loginId.toLowerCase();
  const attempt = await countAttempt([PER_ID_ADDRESS, `${id}|${ip}`], [PER_IP, ip], [PER_ID, id]);
  const member = await findByLoginId(id);
  const live = member && !member.left_at ? member : undefined;
  // An unknown id still costs one verification, so timing does not tell ids apart.
  const verified = await verifyPassword(live ? live.password_hash : await DUMMY_HASH, password);
  const ok = Boolean(live) && verified;
  if (!ok || !member) throw new ValidationError({ login_id: [BAD_LOGIN] });
  if (member.blocked_at) throw new ValidationError({ login_id: [BLOCKED_LOGIN] });
  await attempt.succeeded();
  await reset(PER_ID_ADDRESS, `${id}|${ip}`);
  return member;
}

/**
 * A new member, with the sign-up coupon when the shop gives one. A member who signs up through Kakao or
 * Naver has no password yet (`passwordHash: ''`, which no password matches) and their provider account
 * is linked in the same transaction (`inTx`).
 */
export async function registerMember(
  input: RegisterInput,
  extra: { passwordHash?: string; inTx?: (tx: Tx, made: MemberRow) => Promise<void> } = {},
): Promise<MemberRow> {
  const db = await getDb();
  const clash = await db
    .select({ login_id: members.login_id, email: members.email })
    .from(members)
    .where(sql`lower(${members.login_id}) = ${input.login_id} or lower(${members.email}) = ${input.email}`);
  const errors: Record<string, string[]> = {};
  if (clash.some((m) => m.login_id.toLowerCase() === input.login_id))
    errors.login_id = ['이미 사용 중인 아이디입니다.'];
  if (clash.some((m) => m.email.toLowerCase() === input.email)) errors.email = ['이미 가입된 이메일입니다.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const passwordHash = extra.passwordHash ?? (await hashPassword(input.password));
  // The member and, when the shop gives one, the sign-up coupon: together or not at all.
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(members)
      .values({
        login_id: input.login_id,
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        password_hash: passwordHash,
        birth_date: input.birth_date ?? null,
        zonecode: input.zonecode ?? null,
        address1: input.address1 ?? null,
        address2: input.address2 ?? null,
        marketing_consent: input.agree_marketing,
        marketing_consent_at: input.agree_marketing ? new Date() : null,
        terms_agreed_at: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (made) {
      await extra.inTx?.(tx, made);
      await giveAutoCoupon(tx, made.id, 'signup', new Date());
    }
    return made;
  });
  // Two sign-ups racing for one id: the unique index decides, the loser gets the same message.
  if (!row) throw new ValidationError({ login_id: ['이미 사용 중인 아이디입니다.'] });
  return row;
}

/**
 * The counts login-check reports: usable coupons (the 사용 가능 tab of /my-page/coupon: not used, and
 * neither its own days nor the coupon's end passed) and unread notifications.
 */
export async function memberCounts(memberId: number): Promise<{ coupon_count: number; notification_count: number }> {
  const db = await getDb();
  const [coupon_count, unread] = await Promise.all([
    usableCouponCount(memberId),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.member_id, memberId), isNull(notifications.read_at))),
  ]);
  return { coupon_count, notification_count: Number(unread[0]?.n ?? 0) };
}
