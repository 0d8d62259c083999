import { describe, expect, it } from 'vitest';
import type { MemberTier } from '../settings/settings.types.ts';
import { countedWindow, monthStart, nextTierFor, seoulMonth, tierFor } from './tiers.ts';

const tier = (name: string, min_amount: number): MemberTier => ({
  name,
  name_en: name,
  min_amount,
  point_rate_percent: 1,
  monthly_coupon: null,
});
// Out of order on purpose: the settings may hold them so.
const TIERS = [tier('골드', 700_000), tier('웰컴', 0), tier('실버', 300_000)];

describe('membership tiers by the last twelve months’ confirmed purchases', () => {
  it('is the highest tier whose threshold the amount reaches', () => {
    expect(tierFor(TIERS, 0)?.name).toBe('웰컴');
    expect(tierFor(TIERS, 299_999)?.name).toBe('웰컴');
    expect(tierFor(TIERS, 300_000)?.name).toBe('실버');
    expect(tierFor(TIERS, 5_000_000)?.name).toBe('골드');
    expect(tierFor([], 1_000)).toBeNull();
    expect(tierFor(undefined, 1_000)).toBeNull();
  });

  it('names the next tier and what is missing to it, none at the top', () => {
    expect(nextTierFor(TIERS, 120_000)).toEqual({ tier: TIERS[2], remaining: 180_000 });
    expect(nextTierFor(TIERS, 700_000)).toBeNull();
  });

  it('counts by Korea’s months: the twelve before the first, from midnight in Seoul', () => {
    expect(seoulMonth(new Date('2027-02-28T14:59:59Z'))).toBe('2027-02');
    expect(seoulMonth(new Date('2027-02-28T15:00:00Z'))).toBe('2027-03');
    expect(monthStart('2027-03').toISOString()).toBe('2027-02-28T15:00:00.000Z');
    expect(monthStart('2027-01', -1).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(countedWindow('2027-03')).toEqual({
      from: new Date('2026-02-28T15:00:00Z'),
      to: new Date('2027-02-28T15:00:00Z'),
    });
  });
});
