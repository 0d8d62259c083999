import { describe, expect, it } from 'vitest';
import { addMonths, type Earning, expireMonthsOf, lapsing, soonAfter, unspentLots } from './points';

const at = (iso: string) => new Date(iso);
const earning = (id: number, amount: number, iso: string): Earning => ({ id, amount, created_at: at(iso) });

describe('points lapse after their months, on Korea’s calendar', () => {
  it('lapse at the same time of day the given months later', () => {
    expect(addMonths(at('2025-03-15T01:00:00Z'), 12).toISOString()).toBe('2026-03-15T01:00:00.000Z');
  });

  it('clamp to the last day of a shorter month, as PostgreSQL does (31 January + 1 month = 28 February)', () => {
    // 10:00 on 31 January in Seoul.
    expect(addMonths(at('2025-01-31T01:00:00Z'), 1).toISOString()).toBe('2025-02-28T01:00:00.000Z');
    expect(addMonths(at('2024-01-31T01:00:00Z'), 1).toISOString()).toBe('2024-02-29T01:00:00.000Z');
  });

  it('count the day in Seoul, not in UTC: 00:30 on 1 March in Seoul is still 1 March a month later', () => {
    // 2025-02-28T15:30Z is 00:30 on 1 March in Seoul.
    expect(addMonths(at('2025-02-28T15:30:00Z'), 1).toISOString()).toBe('2025-03-31T15:30:00.000Z');
  });

  it('use 12 months unless the setting names a whole number above zero', () => {
    expect(expireMonthsOf(undefined)).toBe(12);
    expect(expireMonthsOf({})).toBe(12);
    expect(expireMonthsOf({ expire_months: 0 })).toBe(12);
    expect(expireMonthsOf({ expire_months: 6 })).toBe(6);
  });
});

describe('spending takes the oldest earned points first (FIFO)', () => {
  const earnings = [
    earning(3, 500, '2025-06-01T00:00:00Z'),
    earning(1, 2000, '2025-01-10T00:00:00Z'),
    earning(2, 1500, '2025-02-10T00:00:00Z'),
  ];

  it('leave the newest earnings whole and the oldest spent', () => {
    expect(unspentLots(earnings, 2500, 12).map((l) => [l.id, l.unspent])).toEqual([
      [2, 1000],
      [3, 500],
    ]);
  });

  it('leave every earning whole when nothing was spent, each lapsing its months after it was earned', () => {
    const lots = unspentLots(earnings, 0, 12);
    expect(lots.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(lots[0]?.lapses_at.toISOString()).toBe('2026-01-10T00:00:00.000Z');
  });

  it('leave nothing when everything was spent', () => {
    expect(unspentLots(earnings, 4000, 12)).toEqual([]);
  });
});

describe('what lapses', () => {
  const earnings = [earning(1, 2000, '2025-01-10T00:00:00Z'), earning(2, 1500, '2025-02-10T00:00:00Z')];

  it('is the unspent part of the earnings whose months have ended, named by the newest of them', () => {
    const lots = unspentLots(earnings, 500, 12);
    expect(lapsing(lots, at('2026-01-10T00:00:00Z'))).toEqual({ amount: 1500, through: 1 });
    expect(lapsing(lots, at('2026-02-10T00:00:00Z'))).toEqual({ amount: 3000, through: 2 });
  });

  it('is nothing before the months end, or when the earnings were spent', () => {
    expect(lapsing(unspentLots(earnings, 0, 12), at('2026-01-09T23:59:59Z'))).toEqual({ amount: 0, through: null });
    expect(lapsing(unspentLots(earnings, 3500, 12), at('2027-01-01T00:00:00Z'))).toEqual({ amount: 0, through: null });
  });

  it('is nothing more once written off: the lapse counts as taken, so a second look finds none', () => {
    const first = lapsing(unspentLots(earnings, 500, 12), at('2026-01-10T00:00:00Z'));
    const again = lapsing(unspentLots(earnings, 500 + first.amount, 12), at('2026-01-10T00:00:00Z'));
    expect(again).toEqual({ amount: 0, through: null });
  });

  it('soon means within 30 days', () => {
    expect(soonAfter(at('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});
