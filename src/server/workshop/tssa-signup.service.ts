import { eq } from 'drizzle-orm';
import type { Language } from '~/lib/constants';
import { type RefundQuote, type RefundRule, refundFor } from '~/lib/tssa/rules';
import { transact } from '../cache/after-commit.ts';
import { type Executor, getDb } from '../db/client.ts';
import { classSignups, orders } from '../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { isRetryable, violatedConstraint } from '../orders/order.repository.ts';
import { cancelOrder } from '../orders/order.service.ts';
import { shopSettings } from '../settings/settings.service.ts';
import { refundTossPart } from '../toss/toss-cancel.ts';
import {
  classesByIds,
  liveSignup,
  lockSignup,
  orderMakeup,
  type SignupRow,
  sessionsByIds,
  takeSeats,
} from './tssa.repository.ts';
import type { CancelResult, RefundPreview, SignupInput, SignupResult } from './tssa.types.ts';
import { refundRule } from './tssa-catalogue.service.ts';
import { signupMessages } from './tssa-messages.ts';
import { cancelSignupRow, notifyCancelled, putClassLine } from './tssa-seats.service.ts';
import { signupView } from './tssa-signup-view.service.ts';
import { sessionLabels } from './tssa-views.ts';

export const SIGNUP_GONE = '신청 내역을 찾을 수 없습니다.';
const MINUTE_MS = 60_000;

class Twice extends Error {}

/**
 * Signs a member up for a session, in one transaction: the seats are taken by a conditional update
 * (never past the capacity, with any number of processes), the sign-up waits for payment with its
 * class line in the member's cart, held for `tssa.hold_minutes` (then until the order's deposit
 * deadline). A full session puts the member on its waitlist when they ask (`waitlist`), else 409.
 * A past or cancelled session, or more heads than seats left, is a 422; signing up twice is a 409.
 */
export async function signUp(
  memberId: number,
  input: SignupInput,
  now = new Date(),
  lang: Language = 'kr',
): Promise<SignupResult> {
  const db = await getDb();
  const { says, label: labelOf } = signupMessages(lang);
  const [session] = await sessionsByIds(db, [input.session_id]);
  const [cls] = session ? await classesByIds(db, [session.class_id]) : [];
  if (!session || !cls?.is_active || cls.product_id === null) throw new ValidationError({ session_id: [says.unknown] });
  const label = labelOf(cls, session.starts_at);
  if (session.status === 'cancelled') throw new ValidationError({ session_id: [says.cancelled(label)] });
  if (session.starts_at.getTime() <= now.getTime()) throw new ValidationError({ session_id: [says.past(label)] });
  if (input.head_count > session.capacity)
    throw new ValidationError({ head_count: [says.tooMany(label, session.capacity - session.seats_taken)] });
  if (await liveSignup(db, session.id, memberId)) throw new ConflictError(says.twice(label));
  const holdMinutes = (await shopSettings()).tssa?.hold_minutes ?? 60;
  const productId = cls.product_id;

  for (let attempt = 0; ; attempt++) {
    try {
      const made = await transact(db, async (tx) => {
        const taken = await takeSeats(tx, session.id, input.head_count);
        if (!taken) {
          const [now_] = await sessionsByIds(tx, [session.id]);
          const left = now_ ? Math.max(0, now_.capacity - now_.seats_taken) : 0;
          if (now_?.status === 'cancelled') throw new ValidationError({ session_id: [says.cancelled(label)] });
          if (left > 0) throw new ValidationError({ head_count: [says.tooMany(label, left)] });
          if (!input.waitlist) throw new ConflictError(says.full(label), { waitlist: true });
        }
        const [row] = await tx
          .insert(classSignups)
          .values({
            session_id: session.id,
            member_id: memberId,
            head_count: input.head_count,
            status: taken ? 'pending_payment' : 'waitlisted',
            amount: cls.price * input.head_count,
            hold_until: taken ? new Date(now.getTime() + holdMinutes * MINUTE_MS) : null,
            created_at: now,
            updated_at: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new Twice();
        const line = taken ? await putClassLine(tx, row, productId) : null;
        return { row, line };
      });
      const signup = await signupView(db, made.row, now);
      return { signup, waitlisted: made.row.status === 'waitlisted', cart_line_id: made.line };
    } catch (err) {
      if (err instanceof Twice || violatedConstraint(err) === 'class_signups_session_member_key')
        throw new ConflictError(says.twice(label));
      if (isRetryable(err) && attempt < 3) continue;
      throw err;
    }
  }
}

async function ownSignup(db: Executor, memberId: number, id: number) {
  const [row] = await db.select().from(classSignups).where(eq(classSignups.id, id));
  if (!row || row.member_id !== memberId) throw new NotFoundError(SIGNUP_GONE);
  return row;
}

/** What cancelling would give back now, by the refund rule (computed by the server); 404 for another's. */
export async function refundPreview(memberId: number, signupId: number, now = new Date()): Promise<RefundPreview> {
  const db = await getDb();
  const s = await ownSignup(db, memberId, signupId);
  const [session] = await sessionsByIds(db, [s.session_id]);
  const rule = await refundRule();
  const paid = s.status === 'confirmed' ? s.amount : 0;
  const quote: RefundQuote = session
    ? refundFor(paid, session.starts_at, now, rule)
    : { rate: 0, amount: 0, days_before: 0 };
  const started = !session || session.starts_at.getTime() <= now.getTime();
  const cancellable =
    ['pending_payment', 'offered', 'waitlisted'].includes(s.status) || (s.status === 'confirmed' && !started);
  return { ...quote, signup_id: s.id, paid, rule, cancellable };
}

/**
 * The member cancels their sign-up. Waiting, or unpaid without an order: cancelled, nothing to refund.
 * Unpaid with an order awaiting deposit: that order is cancelled (and the sign-up with it). Paid: the
 * refund rule decides what comes back (until the session starts). The freed seats go to the waitlist.
 */
export async function cancelSignup(
  memberId: number,
  signupId: number,
  now = new Date(),
  lang: Language = 'kr',
): Promise<CancelResult> {
  const db = await getDb();
  const { says, label: labelOf } = signupMessages(lang);
  const found = await ownSignup(db, memberId, signupId);
  if (found.order_id !== null && ['pending_payment', 'offered'].includes(found.status)) {
    const [order] = await db.select().from(orders).where(eq(orders.id, found.order_id));
    if (order?.status === 'awaiting_deposit') {
      const makeup = await orderMakeup(db, order.id);
      if (makeup.lines > makeup.seats) throw new ConflictError(says.withGoods(order.od_id));
      await cancelOrder(order.od_id, String(memberId), 'TSSA 클래스 신청 취소', (o) => o.member_id === memberId, now);
      const after = await ownSignup(db, memberId, signupId);
      return { signup: await signupView(db, after, now), refund: { rate: 0, amount: 0, days_before: 0 } };
    }
  }
  const rule = await refundRule();
  await refundAtToss(db, found, rule, now);
  const result = await transact(db, async (tx) => {
    const s = await lockSignup(tx, signupId, memberId);
    if (!s) throw new NotFoundError(SIGNUP_GONE);
    const [session] = await sessionsByIds(tx, [s.session_id]);
    const [cls] = session ? await classesByIds(tx, [session.class_id]) : [];
    if (!session || !cls) throw new NotFoundError(SIGNUP_GONE);
    const label = labelOf(cls, session.starts_at);
    if (!['pending_payment', 'offered', 'waitlisted', 'confirmed'].includes(s.status))
      throw new ConflictError(says.notCancellable);
    if (s.status === 'confirmed' && session.starts_at.getTime() <= now.getTime())
      throw new ConflictError(says.started(label));
    const refund = refundFor(s.status === 'confirmed' ? s.amount : 0, session.starts_at, now, rule);
    const row = await cancelSignupRow(tx, s, 'member', s.status === 'confirmed' ? refund.amount : null, now);
    if (!row) throw new ConflictError(says.notCancellable);
    if (s.status === 'confirmed')
      await notifyCancelled(tx, s, sessionLabels(cls, session.starts_at), refund.amount, {
        ko: '신청하신 취소가 처리되었습니다',
        en: 'Cancelled as you asked',
      });
    return { row, refund };
  });
  return { signup: await signupView(db, result.row, now), refund: result.refund };
}

/**
 * A paid seat's refund goes back at Toss first when the order was paid there (nothing changes when Toss
 * refuses: 409). The same sign-up's refund is asked once, whatever the retries.
 */
async function refundAtToss(db: Executor, s: SignupRow, rule: RefundRule, now: Date): Promise<void> {
  if (s.status !== 'confirmed' || s.order_id === null) return;
  const [session] = await sessionsByIds(db, [s.session_id]);
  if (!session || session.starts_at.getTime() <= now.getTime()) return;
  const { amount } = refundFor(s.amount, session.starts_at, now, rule);
  await refundTossPart(s.order_id, amount, 'TSSA 클래스 신청 취소', `refund-signup-${s.id}`);
}

/** The class line of a sign-up that waits for payment, put back in the cart if it left it. */
export async function payableLine(
  memberId: number,
  signupId: number,
  lang: Language = 'kr',
): Promise<{ cart_line_id: number }> {
  const db = await getDb();
  const { says } = signupMessages(lang);
  const s = await ownSignup(db, memberId, signupId);
  if (!['pending_payment', 'offered'].includes(s.status) || s.order_id !== null)
    throw new ConflictError(says.notPayable);
  const [session] = await sessionsByIds(db, [s.session_id]);
  const [cls] = session ? await classesByIds(db, [session.class_id]) : [];
  if (!cls?.product_id) throw new NotFoundError(SIGNUP_GONE);
  const productId = cls.product_id;
  const id = await transact(db, (tx) => putClassLine(tx, s, productId));
  return { cart_line_id: id };
}
