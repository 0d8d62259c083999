/**
 * The coupons the shop gives by itself (Korean shoppers expect them): one on sign-up, one on the
 * first confirmed purchase, and one each year in the birthday month. Which coupon each is is a setting
 * (`loyalty`, by coupon code, chosen in /admin/settings); none set gives nothing.
 *
 * Each is given once per member (and per year for the birthday): a grant row is claimed in the same
 * transaction that gives the coupon, under the coupon's row lock, and its unique index
 * (`auto_coupon_grants_once`) settles two processes or two requests trying at once. The coupon's own
 * rules still hold: an operator's closed or ended coupon, one not yet begun, one whose total is issued or
 * that the member already holds as many of as one may, is not given (and nothing is claimed, so a
 * birthday coupon is tried again by the next run once the operator fixes it). The member is told in
 * the shop's notifications.
 */
import { formatDate } from '~/lib/dates';
import type { Tx } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { logger } from '../log.ts';
import { mailOrigin } from '../mail/outbox.service.ts';
import { queueMemberMessage } from '../messages/message.service.ts';
import { notifyMember } from '../notifications/notification.service.ts';
import {
  birthdayMembersDue,
  claimGrant,
  couponByCode,
  hasOtherConfirmedOrder,
  loyaltySetting,
  noteGrantCoupon,
} from './auto-coupon.repository.ts';
import { countTaken, giveCoupon, lockCoupon } from './coupon.repository.ts';
import { isIssuable, remainingOf, takenExpiry } from './coupon-issue.service.ts';

export type AutoCouponKind = 'signup' | 'first_order' | 'birthday';
type Message = { title: string; title_en: string };

const SETTING = { signup: 'signup_coupon', first_order: 'first_order_coupon', birthday: 'birthday_coupon' } as const;

const MESSAGES: Record<AutoCouponKind, Message> = {
  signup: {
    title: '가입을 환영합니다! 신규 회원 쿠폰을 드렸어요.',
    title_en: 'Welcome! Your new member coupon is ready.',
  },
  first_order: {
    title: '첫 구매 감사 쿠폰을 드렸어요.',
    title_en: 'Thank you for your first purchase: here is a coupon.',
  },
  birthday: {
    title: '생일을 축하합니다! 생일 쿠폰을 드렸어요.',
    title_en: 'Happy birthday! Your birthday coupon is ready.',
  },
};

/**
 * Gives the member `kind`'s coupon inside the caller's transaction, once per `period`; answers the
 * member coupon's id, or null when nothing was given.
 */
export async function giveAutoCoupon(
  tx: Tx,
  memberId: number,
  kind: AutoCouponKind,
  now: Date,
  period = '',
): Promise<number | null> {
  const code = (await loyaltySetting(tx))?.[SETTING[kind]];
  if (!code) return null;
  return giveCouponOnce(tx, { memberId, kind, code, now, period, message: MESSAGES[kind] });
}

/**
 * Gives the member the coupon `code` once per `kind` and `period` inside the caller's transaction
 * (the grant's unique index settles two processes), keeping the coupon's own rules, and tells the
 * member; answers the member coupon's id, or null when nothing was given.
 */
export async function giveCouponOnce(
  tx: Tx,
  g: { memberId: number; kind: string; code: string; now: Date; period: string; message: Message },
): Promise<number | null> {
  const { memberId, kind, code, now, period } = g;
  const found = await couponByCode(tx, code);
  if (!found) {
    logger.warn({ kind, code }, 'the automatic coupon named in the settings does not exist');
    return null;
  }
  const coupon = await lockCoupon(tx, found.id);
  if (!coupon || !isIssuable(coupon, now) || (coupon.starts_at && coupon.starts_at > now)) return null;
  if ((await countTaken(tx, memberId, coupon.id)) >= coupon.per_member_limit) return null;
  if ((await remainingOf(tx, coupon)) === 0) return null;
  const grant = await claimGrant(tx, { memberId, kind, period, couponId: coupon.id });
  if (grant === undefined) return null;
  const expiry = takenExpiry(coupon, now);
  const given = await giveCoupon(tx, memberId, coupon.id, expiry);
  if (!given) return null;
  await noteGrantCoupon(tx, grant, given.id);
  await notifyMember(memberId, { ...g.message, link: '/my-page/coupon' }, tx);
  // The coupons the jobs give (birthday, tier) are advertising by text: to those who agree, by day.
  if (kind === 'birthday' || kind === 'tier') {
    const origin = await mailOrigin(tx);
    await queueMemberMessage(
      tx,
      {
        event: 'coupon_benefit',
        key: `coupon:${kind}:${period}:${memberId}`,
        memberId,
        variables: (language) => ({
          coupon: (language === 'en' && coupon.name_en) || coupon.name,
          until: expiry ? formatDate(expiry) : '-',
          url: `${origin}/my-page/coupon`,
        }),
      },
      now,
    );
  }
  return given.id;
}

/** At an order's confirmation: the first-purchase coupon when the member had no confirmed order before. */
export async function giveFirstOrderCoupon(tx: Tx, memberId: number, orderId: number, now: Date): Promise<void> {
  if (await hasOtherConfirmedOrder(tx, memberId, orderId)) return;
  await giveAutoCoupon(tx, memberId, 'first_order', now);
}

const KST_MS = 9 * 3_600_000;
const BATCH = 200;

/**
 * Gives this year's birthday coupon to every member born in this month on Korea's calendar who has
 * not had it, one member per transaction; run by the coupon job of every process. Answers how many.
 */
export async function giveBirthdayCoupons(now = new Date()): Promise<number> {
  const seoul = new Date(now.getTime() + KST_MS);
  const month = seoul.getUTCMonth() + 1;
  const year = String(seoul.getUTCFullYear());
  const db = await getDb();
  if (!(await loyaltySetting(db))?.birthday_coupon) return 0;
  let given = 0;
  let afterId = 0;
  // Keyset pages: a member the coupon could not be given to (its limits) stays due for the next run.
  for (;;) {
    const due = await birthdayMembersDue(db, { month, year, afterId, limit: BATCH });
    for (const memberId of due) {
      const id = await db.transaction((tx) => giveAutoCoupon(tx, memberId, 'birthday', now, year));
      if (id !== null) given += 1;
    }
    if (due.length < BATCH) break;
    afterId = due.at(-1) ?? afterId;
  }
  return given;
}
