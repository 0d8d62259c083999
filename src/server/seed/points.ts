import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { members, orders, pointLedger } from '../db/schema/index.ts';
import { type Earning, expireMonthsOf, LAPSED_REASON, lapsing, unspentLots } from '../points/points.ts';
import { POINT_ENTRIES } from './members.data.ts';
import { DEMO_LOGIN } from './members.ts';
import { daysAgo } from './random.ts';
import { SEED_SETTINGS } from './settings.data.ts';

type Entry = { amount: number; reason: string; kind: string; order_id: number | null; at: Date };

/**
 * The demo member's points ledger as the shop would have written it: the seeded entries and the
 * points of the confirmed order in the order they happened, and the sign-up points that lapsed
 * unspent written off on the day they lapsed (as the expiry job does), each with its running
 * balance; the member's balance is the last one.
 */
export async function seedPoints(db: Executor, now: number): Promise<void> {
  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.login_id, DEMO_LOGIN));
  if (!demo) return;
  const confirmed = await db
    .select({ id: orders.id, od_id: orders.od_id, points: orders.points_earned, at: orders.confirmed_at })
    .from(orders)
    .where(and(eq(orders.member_id, demo.id), eq(orders.status, 'confirmed')));
  const events: Entry[] = [
    ...POINT_ENTRIES.map((e) => ({ ...e, kind: 'manual', order_id: null, at: daysAgo(e.daysAgo, now) })),
    ...confirmed
      .filter((o) => o.points > 0 && o.at)
      .map((o) => ({
        amount: o.points,
        reason: `주문 ${o.od_id} 구매확정 적립`,
        kind: 'earn',
        order_id: o.id,
        at: o.at as Date,
      })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

  const months = expireMonthsOf(SEED_SETTINGS.points);
  const earnings: Earning[] = [];
  let taken = 0;
  let balance = 0;
  const write = async (e: Entry, source: number | null = null) => {
    balance += e.amount;
    const [row] = await db
      .insert(pointLedger)
      .values({
        member_id: demo.id,
        amount: e.amount,
        balance_after: balance,
        reason: e.reason,
        kind: e.kind,
        order_id: e.order_id,
        source_entry_id: source,
        created_at: e.at,
      })
      .returning({ id: pointLedger.id });
    if (e.amount > 0) earnings.push({ id: row?.id ?? 0, amount: e.amount, created_at: e.at });
    else taken -= e.amount;
  };
  const lapseUntil = async (until: Date) => {
    const lots = unspentLots(earnings, taken, months);
    const due = lapsing(lots, until);
    const last = lots.find((l) => l.id === due.through);
    if (due.amount > 0 && last) {
      await write(
        { amount: -due.amount, reason: LAPSED_REASON, kind: 'expire', order_id: null, at: last.lapses_at },
        last.id,
      );
    }
  };
  for (const e of events) {
    await lapseUntil(e.at);
    await write(e);
  }
  await lapseUntil(new Date(now));
  await db.update(members).set({ points_balance: balance }).where(eq(members.id, demo.id));
}
