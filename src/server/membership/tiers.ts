/**
 * Membership tiers, worked out from the settings alone (no database): which tier an amount of
 * confirmed purchases reaches, what is left to the next one, and Korea's calendar months the monthly
 * recalculation counts by.
 */
import type { MemberTier } from '../settings/settings.types.ts';

const KST_MS = 9 * 3_600_000;

/** The tiers as the settings hold them, lowest first (an empty list: the shop has none). */
export function orderedTiers(tiers: readonly MemberTier[] | undefined): MemberTier[] {
  return [...(tiers ?? [])].sort((a, b) => a.min_amount - b.min_amount);
}

/** The highest tier `amount` reaches; the lowest tier when it reaches none; null when there are none. */
export function tierFor(tiers: readonly MemberTier[] | undefined, amount: number): MemberTier | null {
  const list = orderedTiers(tiers);
  let found = list[0] ?? null;
  for (const t of list) if (amount >= t.min_amount) found = t;
  return found;
}

/** The tier after the one `amount` reaches and what is still missing to it; null at the top. */
export function nextTierFor(
  tiers: readonly MemberTier[] | undefined,
  amount: number,
): { tier: MemberTier; remaining: number } | null {
  const next = orderedTiers(tiers).find((t) => t.min_amount > amount);
  return next ? { tier: next, remaining: next.min_amount - amount } : null;
}

/** The Seoul month `now` is in, as `YYYY-MM`. */
export function seoulMonth(now: Date): string {
  const d = new Date(now.getTime() + KST_MS);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Midnight in Seoul on the first of `month` (`YYYY-MM`), `add` months later (or earlier). */
export function monthStart(month: string, add = 0): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + add, 1) - KST_MS);
}

/** What a month's recalculation counts: the confirmed purchases of the twelve months before its first day. */
export function countedWindow(month: string): { from: Date; to: Date } {
  return { from: monthStart(month, -12), to: monthStart(month) };
}
