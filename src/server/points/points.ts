/**
 * The rules of a member's points, pure (the service loads the ledger and calls these):
 * - Points lapse `points.expire_months` (12 unless set) after they were earned, on Korea's calendar:
 *   earned on 31 January, they lapse at the same time on the last day of the month it ends in.
 * - Every entry that takes points away (spent on an order, lapsed, taken back by the shop) takes
 *   them from the oldest earning first (FIFO). So what is left of the earnings is always a tail of
 *   them, and what lapses is the part of the lapsed earnings that was never spent.
 * - A refund of points spent on an order is a new earning, from the day it was refunded.
 */

export const DEFAULT_EXPIRE_MONTHS = 12;
/** Lapsed points are written off with this reason; the pages word an entry by its kind. */
export const LAPSED_REASON = '유효기간 만료 소멸';
/** The account page shows the points that lapse within this many days. */
export const EXPIRING_SOON_DAYS = 30;
const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;

export function expireMonthsOf(rules: { expire_months?: number | undefined } | undefined): number {
  const months = rules?.expire_months;
  return typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : DEFAULT_EXPIRE_MONTHS;
}

/**
 * `months` months after `at` on Korea's calendar (UTC+9 all year), the day clamped to the last of the
 * month as PostgreSQL's `timestamp + interval` does, so the job's query and the page agree.
 */
export function addMonths(at: Date, months: number): Date {
  const wall = new Date(at.getTime() + KST_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = Date.UTC(
    year,
    month,
    Math.min(wall.getUTCDate(), lastDay),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(moved - KST_MS);
}

/** An entry that added points: earned on an order, given by the shop, refunded. */
export type Earning = { id: number; amount: number; created_at: Date };
export type UnspentLot = { id: number; unspent: number; earned_at: Date; lapses_at: Date };

const oldestFirst = (a: Earning, b: Earning) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id;

/** What is left of each earning after `taken` points were spent or lapsed, oldest first (FIFO). */
export function unspentLots(earnings: readonly Earning[], taken: number, months: number): UnspentLot[] {
  let left = Math.max(taken, 0);
  const out: UnspentLot[] = [];
  for (const e of [...earnings].sort(oldestFirst)) {
    const used = Math.min(e.amount, left);
    left -= used;
    if (e.amount > used) {
      out.push({
        id: e.id,
        unspent: e.amount - used,
        earned_at: e.created_at,
        lapses_at: addMonths(e.created_at, months),
      });
    }
  }
  return out;
}

/**
 * The points that lapse by `until`: the unspent part of the earnings whose months end by then, and
 * the newest of those earnings (an 'expire' entry names it, so one lapse is written once).
 */
export function lapsing(lots: readonly UnspentLot[], until: Date): { amount: number; through: number | null } {
  const due = lots.filter((l) => l.lapses_at.getTime() <= until.getTime());
  return { amount: due.reduce((sum, l) => sum + l.unspent, 0), through: due.at(-1)?.id ?? null };
}

/** The end of the account page's "soon": now plus EXPIRING_SOON_DAYS. */
export function soonAfter(now: Date): Date {
  return new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
}
