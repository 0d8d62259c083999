/** The TSSA sign-up rules both sides need: states, the refund rule and seat arithmetic. */

export const SIGNUP_STATES = [
  'pending_payment',
  'confirmed',
  'waitlisted',
  'offered',
  'cancelled',
  'attended',
  'no_show',
] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

/** States that hold seats of the session (an offered seat is kept for the waiting member). */
export const HOLDS_SEAT: readonly SignupState[] = ['pending_payment', 'offered', 'confirmed'];

/** Who cancelled a sign-up: the member, the shop (an operator, or the session cancelled) or the system (unpaid). */
export type CancelledBy = 'member' | 'shop' | 'system';

/**
 * The refund rule (settings `tssa.refund`): the whole fee until `full_days` days before the session's
 * day, `partial_rate` % until `partial_days` days before, nothing after. Days are counted on Korea's
 * calendar.
 */
export type RefundRule = { full_days: number; partial_days: number; partial_rate: number };
export const DEFAULT_REFUND_RULE: RefundRule = { full_days: 3, partial_days: 1, partial_rate: 50 };

const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const seoulDay = (d: Date) => Math.floor((d.getTime() + KST_MS) / DAY_MS);

/** Whole calendar days (Seoul) from `now` to the session's day: 0 on the day, 1 the day before. */
export function daysBefore(startsAt: Date, now: Date): number {
  return seoulDay(startsAt) - seoulDay(now);
}

export type RefundQuote = {
  /** The percentage refunded: 100, the partial rate or 0. */
  rate: number;
  /** The won refunded (rounded down to 10 won). */
  amount: number;
  days_before: number;
};

/** What cancelling now gives back of `paid` won for a session starting at `startsAt`. */
export function refundFor(
  paid: number,
  startsAt: Date,
  now: Date,
  rule: RefundRule = DEFAULT_REFUND_RULE,
): RefundQuote {
  const days = daysBefore(startsAt, now);
  const rate =
    startsAt.getTime() <= now.getTime()
      ? 0
      : days >= rule.full_days
        ? 100
        : days >= rule.partial_days
          ? rule.partial_rate
          : 0;
  return { rate, amount: Math.floor((paid * rate) / 100 / 10) * 10, days_before: days };
}

/** Seats still open (never below zero). */
export const seatsLeft = (s: { capacity: number; seats_taken: number }) => Math.max(0, s.capacity - s.seats_taken);

/** Whether `head_count` more seats fit. */
export const seatsFit = (s: { capacity: number; seats_taken: number }, headCount: number) =>
  headCount > 0 && s.seats_taken + headCount <= s.capacity;

/**
 * Which waiting sign-ups get the seats now free, first come first served: the earliest in line whose
 * head count fits is offered; a larger party further ahead is passed over only while it does not fit.
 */
export function waitlistOffers<W extends { id: number; head_count: number; created_at: Date }>(
  waiting: readonly W[],
  free: number,
): W[] {
  const line = [...waiting].sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
  const out: W[] = [];
  let left = free;
  for (const w of line) {
    if (left <= 0) break;
    if (w.head_count <= left) {
      out.push(w);
      left -= w.head_count;
    }
  }
  return out;
}
