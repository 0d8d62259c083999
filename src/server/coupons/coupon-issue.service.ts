/**
 * The one way a member comes to hold a coupon, whether they take it (쿠폰 받기) or an operator gives
 * it: under the coupon's row lock, never past its total limit (409) nor past what one member may
 * hold (409), valid for its days from now and never past the coupon's end. Issuing to every member
 * at once (`admin-coupons`) follows the same limits in one statement under the same lock.
 */

import type { Tx } from '../db/client.ts';
import { ConflictError } from '../http/errors.ts';
import { type CouponRow, countTaken, giveCoupon, issuedCount } from './coupon.repository.ts';

const DAY_MS = 86_400_000;

export const SOLD_OUT = '준비된 수량이 모두 소진된 쿠폰입니다.';

/** When a coupon taken at `now` stops being usable: after its days, never past the coupon's end. */
export function takenExpiry(c: Pick<CouponRow, 'valid_days' | 'ends_at'>, now: Date): Date | null {
  const byDays = c.valid_days ? new Date(now.getTime() + c.valid_days * DAY_MS) : null;
  if (byDays && c.ends_at) return new Date(Math.min(byDays.getTime(), c.ends_at.getTime()));
  return byDays ?? c.ends_at;
}

/** Whether the coupon may still be taken or given: not ended by its window nor by an operator. */
export const isIssuable = (c: CouponRow, now: Date) => !c.closed_at && (!c.ends_at || c.ends_at > now);

/** How many more may be issued in all; null: no total limit. */
export async function remainingOf(tx: Tx, c: CouponRow): Promise<number | null> {
  if (c.total_limit === null) return null;
  return Math.max(0, c.total_limit - (await issuedCount(tx, c.id)));
}

/**
 * Gives the member one of the coupon, locked by the caller (`lockCoupon`): 409 with `atLimit` when
 * the member already holds as many as one may, 409 when the total is issued.
 */
export async function issueOne(tx: Tx, coupon: CouponRow, memberId: number, now: Date, atLimit: string) {
  if ((await countTaken(tx, memberId, coupon.id)) >= coupon.per_member_limit) throw new ConflictError(atLimit);
  if ((await remainingOf(tx, coupon)) === 0) throw new ConflictError(SOLD_OUT);
  const given = await giveCoupon(tx, memberId, coupon.id, takenExpiry(coupon, now));
  return { member_coupon_id: given?.id ?? 0, coupon_id: coupon.id, expires_at: given?.expires_at ?? null };
}
