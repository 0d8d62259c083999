import { getDb } from '../db/client.ts';
import { ConflictError } from '../http/errors.ts';
import { type OrderPeriod, periodStart } from '../http/page-query.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { lockPoints } from '../orders/holdings.ts';
import { isRetryable, violatedConstraint } from '../orders/order.repository.ts';
import { shopSettings } from '../settings/settings.service.ts';
import {
  earningsAndTaken,
  type LedgerRow,
  latestBalance,
  ledgerPage,
  membersWithLapsedPoints,
  writeOffLapsed,
} from './point.repository.ts';
import {
  addMonths,
  EXPIRING_SOON_DAYS,
  expireMonthsOf,
  LAPSED_REASON,
  lapsing,
  soonAfter,
  unspentLots,
} from './points.ts';

export type LedgerEntry = LedgerRow & {
  /** When an earning's points lapse (whether or not they have been spent by then); null for other entries. */
  lapses_at: Date | null;
};

export type PointSummary = {
  balance: number;
  expire_months: number;
  /** The points that lapse within EXPIRING_SOON_DAYS, by the day each batch lapses, soonest first. */
  expiring: { amount: number; within_days: number; lots: { amount: number; lapses_at: Date }[] };
};

const months = async () => expireMonthsOf((await shopSettings()).points);

/** A page of the member's ledger, newest first, over the period (`all`: from the start). */
export async function myPointPage(
  memberId: number,
  q: { period: OrderPeriod; page: number; perPage: number },
  now = new Date(),
): Promise<Page<LedgerEntry>> {
  const db = await getDb();
  const [n, { rows, total }] = await Promise.all([
    months(),
    ledgerPage(db, memberId, {
      from: periodStart(q.period, now),
      offset: offsetOf(q.page, q.perPage),
      limit: q.perPage,
    }),
  ]);
  const data = rows.map((r) => ({ ...r, lapses_at: r.amount > 0 ? addMonths(r.created_at, n) : null }));
  return toPage(data, total, q.page, q.perPage);
}

/** The member's balance and the points that lapse within the next 30 days, oldest earnings spent first. */
export async function pointSummary(memberId: number, now = new Date()): Promise<PointSummary> {
  const db = await getDb();
  const [n, { earnings, taken }, balance] = await Promise.all([
    months(),
    earningsAndTaken(db, memberId),
    latestBalance(db, memberId),
  ]);
  const lots = unspentLots(earnings, taken, n);
  const soon = lots.filter((l) => l.lapses_at.getTime() <= soonAfter(now).getTime());
  const byDay = new Map<number, number>();
  for (const l of soon) byDay.set(l.lapses_at.getTime(), (byDay.get(l.lapses_at.getTime()) ?? 0) + l.unspent);
  return {
    balance,
    expire_months: n,
    expiring: {
      amount: soon.reduce((sum, l) => sum + l.unspent, 0),
      within_days: EXPIRING_SOON_DAYS,
      lots: [...byDay].map(([at, amount]) => ({ amount, lapses_at: new Date(at) })),
    },
  };
}

const BATCH = 200;

/**
 * The expiry job: every member's points whose months have ended and were never spent are written
 * off, one 'expire' entry per member and run. Each member is handled under the member's lock and
 * worked out again there, so a second process running at the same time finds nothing left to do;
 * the entry's unique lapse mark refuses a double write in any case.
 */
export async function expireLapsedPoints(now = new Date()): Promise<{ members: number; points: number }> {
  const db = await getDb();
  const n = await months();
  const due = await membersWithLapsedPoints(db, n, now, BATCH);
  let done = 0;
  let points = 0;
  for (const memberId of due) {
    const written = await expireMember(memberId, n, now);
    if (written > 0) {
      done++;
      points += written;
    }
  }
  return { members: done, points };
}

async function expireMember(memberId: number, n: number, now: Date): Promise<number> {
  const db = await getDb();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const balance = await lockPoints(tx, memberId);
        const { earnings, taken } = await earningsAndTaken(tx, memberId);
        const due = lapsing(unspentLots(earnings, taken, n), now);
        const amount = Math.min(due.amount, balance);
        if (amount <= 0 || due.through === null) return 0;
        await writeOffLapsed(tx, { memberId, balance, amount, through: due.through, reason: LAPSED_REASON, now });
        return amount;
      });
    } catch (err) {
      // Another process wrote this lapse first: nothing is left to do for this member.
      if (violatedConstraint(err) === 'point_ledger_expire_source_key' || err instanceof ConflictError) return 0;
      if (isRetryable(err) && attempt < 3) continue;
      throw err;
    }
  }
}
