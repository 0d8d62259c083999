import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { formatDateTime } from '~/lib/dates';
import { type CancelledBy, HOLDS_SEAT, type SignupState, waitlistOffers } from '~/lib/tssa/rules';
import { transact } from '../cache/after-commit.ts';
import { memberCart } from '../cart/cart-owner.ts';
import { type Executor, getDb } from '../db/client.ts';
import { cartLines, classSignups } from '../db/schema/index.ts';
import { notifyMember } from '../notifications/notification.service.ts';
import { shopSettings } from '../settings/settings.service.ts';
import {
  classesByIds,
  freeSeats,
  lockedWaitlist,
  lockSession,
  lockSignup,
  type SessionRow,
  type SignupRow,
  takeSeats,
} from './tssa.repository.ts';
import { sessionLabel } from './tssa-views.ts';

/** Seats and the waitlist, inside the caller's transaction. */

const HOUR_MS = 3_600_000;
const MY_TSSA = '/my-page/tssa';

/** The member's cart gets the class line that pays for a sign-up (once). */
export async function putClassLine(
  tx: Executor,
  s: Pick<SignupRow, 'id' | 'member_id' | 'head_count'>,
  productId: number,
) {
  const cart = await memberCart(tx, s.member_id);
  const [found] = await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.signup_id, s.id));
  if (found) return found.id;
  const [row] = await tx
    .insert(cartLines)
    .values({ cart_id: cart.id, product_id: productId, quantity: s.head_count, signup_id: s.id })
    .returning({ id: cartLines.id });
  return row?.id as number;
}

/**
 * Cancels a sign-up that is in `from` (a conditional update: a sign-up another worker moved first is
 * left alone and undefined is answered). Its seats are freed and offered to the waitlist, and its
 * class line leaves the cart.
 */
export async function cancelSignupRow(
  tx: Executor,
  s: SignupRow,
  by: CancelledBy,
  refund: number | null,
  now: Date,
): Promise<SignupRow | undefined> {
  const [row] = await tx
    .update(classSignups)
    .set({ status: 'cancelled', cancelled_by: by, cancelled_at: now, refund_amount: refund, updated_at: now })
    .where(and(eq(classSignups.id, s.id), eq(classSignups.status, s.status)))
    .returning();
  if (!row) return undefined;
  await tx.delete(cartLines).where(eq(cartLines.signup_id, s.id));
  if (HOLDS_SEAT.includes(s.status as SignupState)) {
    await freeSeats(tx, s.session_id, s.head_count);
    await offerFreedSeats(tx, s.session_id, now);
  }
  return row;
}

/**
 * Offers a session's free seats to its waitlist, first in line first (a party too large for what is
 * free waits on while a smaller one behind it fits): each one offered holds its seats, gets the class
 * line in the cart and a notification, and has `tssa.offer_hours` (24) to pay before it moves on.
 * Nothing is offered for a cancelled or started session.
 */
export async function offerFreedSeats(tx: Executor, sessionId: number, now: Date): Promise<SignupRow[]> {
  const session = await lockSession(tx, sessionId);
  if (session?.status !== 'open' || session.starts_at.getTime() <= now.getTime()) return [];
  const free = session.capacity - session.seats_taken;
  if (free <= 0) return [];
  const waiting = await lockedWaitlist(tx, sessionId);
  const chosen = waitlistOffers(waiting, free);
  if (!chosen.length) return [];
  const hours = (await shopSettings()).tssa?.offer_hours ?? 24;
  const until = new Date(now.getTime() + hours * HOUR_MS);
  const [cls] = await classesByIds(tx, [session.class_id]);
  const offered: SignupRow[] = [];
  for (const w of chosen) {
    if (!(await takeSeats(tx, sessionId, w.head_count))) break;
    const [row] = await tx
      .update(classSignups)
      .set({ status: 'offered', offer_until: until, hold_until: until, updated_at: now })
      .where(and(eq(classSignups.id, w.id), eq(classSignups.status, 'waitlisted')))
      .returning();
    if (!row) continue;
    if (cls?.product_id) await putClassLine(tx, row, cls.product_id);
    await notifyOffer(tx, row, session, cls?.title ?? '', cls?.title_en ?? '', until);
    offered.push(row);
  }
  return offered;
}

async function notifyOffer(
  tx: Executor,
  s: SignupRow,
  session: SessionRow,
  title: string,
  titleEn: string,
  until: Date,
) {
  const when = sessionLabel(title, session.starts_at);
  const due = formatDateTime(until);
  await notifyMember(
    s.member_id,
    {
      title: '대기하시던 클래스에 자리가 났습니다',
      body: `${when} · ${due}까지 결제하시면 자리가 확정됩니다. 장바구니에 담아 두었습니다.`,
      title_en: 'A seat is free in the class you were waiting for',
      body_en: `${titleEn} · Pay by ${due} (Korea time) to keep the seat; it is in your cart.`,
      link: MY_TSSA,
    },
    tx,
  );
}

/** Tells members their sign-up was cancelled, with the refund when there is one. */
export async function notifyCancelled(
  tx: Executor,
  s: Pick<SignupRow, 'member_id'>,
  label: { ko: string; en: string },
  refund: number | null,
  why: { ko: string; en: string },
) {
  const money = refund && refund > 0 ? ` · 환불 ${refund.toLocaleString('ko-KR')}원` : '';
  const moneyEn = refund && refund > 0 ? ` · Refund ₩${refund.toLocaleString('en-US')}` : '';
  await notifyMember(
    s.member_id,
    {
      title: 'TSSA 클래스 신청이 취소되었습니다',
      body: `${label.ko} · ${why.ko}${money}`,
      title_en: 'Your TSSA class sign-up was cancelled',
      body_en: `${label.en} · ${why.en}${moneyEn}`,
      link: MY_TSSA,
    },
    tx,
  );
}

/** The sign-ups that hold seats or wait, of the given sessions, for an operator's cancellation. */
export function liveSignupsOf(tx: Executor, sessionIds: number[]) {
  return tx
    .select()
    .from(classSignups)
    .where(
      and(
        inArray(classSignups.session_id, sessionIds),
        inArray(classSignups.status, ['pending_payment', 'offered', 'confirmed', 'waitlisted']),
      ),
    )
    .for('update');
}

/** Sign-ups whose hold or offer ran out before an order took them, oldest first. */
export async function overdueHolds(now: Date, limit: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: classSignups.id })
    .from(classSignups)
    .where(
      and(
        inArray(classSignups.status, ['pending_payment', 'offered']),
        isNull(classSignups.order_id),
        lt(classSignups.hold_until, now),
      ),
    )
    .orderBy(asc(classSignups.hold_until))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Frees one overdue hold (locked, then a conditional update): true when this worker freed it. */
export async function expireHold(id: number, now: Date): Promise<boolean> {
  return transact(await getDb(), async (tx) => {
    const s = await lockSignup(tx, id);
    if (!s || !['pending_payment', 'offered'].includes(s.status) || s.order_id !== null) return false;
    if (!s.hold_until || s.hold_until.getTime() >= now.getTime()) return false;
    return (await cancelSignupRow(tx, s, 'system', null, now)) !== undefined;
  });
}
