import { and, eq, inArray } from 'drizzle-orm';
import { formatDateTime } from '~/lib/dates';
import { refundFor } from '~/lib/tssa/rules';
import type { Executor } from '../db/client.ts';
import { classSignups } from '../db/schema/index.ts';
import { ConflictError } from '../http/errors.ts';
import { CLASS_LINE_NAME, CLASS_LINE_REFUSED, type ClassPrice } from './class-line.ts';
import { classesByIds, sessionsByIds, signupsOfOrder } from './tssa.repository.ts';
import { refundRule } from './tssa-catalogue.service.ts';
import { cancelSignupRow, notifyCancelled } from './tssa-seats.service.ts';
import { sessionLabels } from './tssa-views.ts';

type LineRow = { id: number; signup_id?: number | null };

/**
 * Each class line's price now (by line id): the sign-up's fee per head while it waits for payment and
 * its session is open and to come; otherwise refused. Lines without a sign-up are left out.
 */
export async function classPrices(
  db: Executor,
  rows: readonly LineRow[],
  now = new Date(),
): Promise<Map<number, ClassPrice>> {
  const out = new Map<number, ClassPrice>();
  const ids = rows.flatMap((r) => (r.signup_id ? [r.signup_id] : []));
  if (!ids.length) return out;
  const signups = await db.select().from(classSignups).where(inArray(classSignups.id, ids));
  const sessions = await sessionsByIds(db, [...new Set(signups.map((s) => s.session_id))]);
  const classes = await classesByIds(db, [...new Set(sessions.map((s) => s.class_id))]);
  for (const r of rows) {
    const s = signups.find((x) => x.id === r.signup_id);
    if (!s) continue;
    const session = sessions.find((x) => x.id === s.session_id);
    const cls = session && classes.find((c) => c.id === session.class_id);
    if (!session || !cls) continue;
    const open =
      ['pending_payment', 'offered'].includes(s.status) &&
      s.order_id === null &&
      session.status === 'open' &&
      session.starts_at.getTime() > now.getTime();
    if (!open) {
      out.set(r.id, CLASS_LINE_REFUSED);
      continue;
    }
    const when = formatDateTime(session.starts_at);
    out.set(r.id, {
      unitPrice: Math.round(s.amount / s.head_count),
      headCount: s.head_count,
      ...CLASS_LINE_NAME(cls.title, cls.title_en, when, when),
    });
  }
  return out;
}

/**
 * A placed order takes its class lines' sign-ups, in its transaction: each is linked to the order and
 * held until its deposit deadline (or confirmed at once when nothing is left to pay).
 */
export async function attachSignups(
  tx: Executor,
  order: { id: number; status: string; deposit_deadline: Date | null },
  taken: readonly LineRow[],
  now: Date,
): Promise<void> {
  const ids = taken.flatMap((r) => (r.signup_id ? [r.signup_id] : []));
  if (!ids.length) return;
  const paid = order.status === 'paid';
  await tx
    .update(classSignups)
    .set({
      order_id: order.id,
      status: paid ? 'confirmed' : undefined,
      hold_until: paid ? null : order.deposit_deadline,
      offer_until: null,
      updated_at: now,
    })
    .where(and(inArray(classSignups.id, ids), inArray(classSignups.status, ['pending_payment', 'offered'])));
}

const actorKind = (actor: string) =>
  actor.startsWith('admin:') ? 'shop' : actor === 'system' || actor === 'toss' ? 'system' : 'member';

/**
 * A member may not cancel a paid order holding a class seat whose refund rule no longer gives the
 * whole fee back: that seat is cancelled from the TSSA records, where the rule decides the refund.
 */
export async function refuseCancelOfClassSeats(tx: Executor, orderId: number, actor: string, now: Date) {
  if (actorKind(actor) !== 'member') return;
  const rule = await refundRule();
  for (const s of await signupsOfOrder(tx, orderId)) {
    if (s.status !== 'confirmed') continue;
    const [session] = await sessionsByIds(tx, [s.session_id]);
    if (session && refundFor(s.amount, session.starts_at, now, rule).rate < 100)
      throw new ConflictError(
        '환불 규정이 적용되는 TSSA 클래스 신청이 있어 주문 전체를 취소할 수 없습니다. 마이페이지 TSSA 기록에서 신청을 취소해 주세요.',
        { signup_id: s.id },
      );
  }
}

/**
 * The sign-ups of an order follow it, in its transaction: paid confirms them; cancelled or returned
 * cancels them (seats freed and offered to the waitlist; a paid seat is refunded with the order).
 */
export async function followOrderForClasses(tx: Executor, orderId: number, to: string, actor: string, now: Date) {
  if (to !== 'paid' && to !== 'cancelled' && to !== 'returned') return;
  for (const s of await signupsOfOrder(tx, orderId)) {
    if (to === 'paid') {
      if (!['pending_payment', 'offered'].includes(s.status)) continue;
      await tx
        .update(classSignups)
        .set({ status: 'confirmed', hold_until: null, offer_until: null, updated_at: now })
        .where(and(eq(classSignups.id, s.id), eq(classSignups.status, s.status)));
      continue;
    }
    if (!['pending_payment', 'offered', 'confirmed'].includes(s.status)) continue;
    const refund = s.status === 'confirmed' ? s.amount : null;
    const row = await cancelSignupRow(tx, s, actorKind(actor), refund, now);
    if (!row) continue;
    const [session] = await sessionsByIds(tx, [s.session_id]);
    const [cls] = session ? await classesByIds(tx, [session.class_id]) : [];
    if (session && cls)
      await notifyCancelled(tx, s, sessionLabels(cls, session.starts_at), refund, {
        ko: '주문이 취소되어 신청도 취소되었습니다',
        en: 'The order was cancelled, and the sign-up with it',
      });
  }
}
