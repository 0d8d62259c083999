import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_RULE, daysBefore, refundFor, seatsFit, seatsLeft, waitlistOffers } from './rules';

// A session at 14:00 on 10 December 2026, Korea's time (05:00 UTC).
const SESSION = new Date('2026-12-10T05:00:00Z');
const seoul = (iso: string) => new Date(`${iso}+09:00`);

describe('the TSSA refund rule (full until 3 days before, 50 % until the day before, none after)', () => {
  it('counts whole days on Korea’s calendar, not hours', () => {
    expect(daysBefore(SESSION, seoul('2026-12-07T23:59'))).toBe(3);
    expect(daysBefore(SESSION, seoul('2026-12-08T00:01'))).toBe(2);
    expect(daysBefore(SESSION, seoul('2026-12-10T09:00'))).toBe(0);
  });

  it('refunds the whole fee until 3 days before the session’s day', () => {
    expect(refundFor(55_000, SESSION, seoul('2026-12-01T10:00'))).toEqual({
      rate: 100,
      amount: 55_000,
      days_before: 9,
    });
    expect(refundFor(55_000, SESSION, seoul('2026-12-07T23:59')).rate).toBe(100);
  });

  it('refunds half from 2 days before until the day before', () => {
    expect(refundFor(55_000, SESSION, seoul('2026-12-08T00:00'))).toEqual({ rate: 50, amount: 27_500, days_before: 2 });
    expect(refundFor(55_000, SESSION, seoul('2026-12-09T23:00')).rate).toBe(50);
  });

  it('refunds nothing on the day or after the start', () => {
    expect(refundFor(55_000, SESSION, seoul('2026-12-10T08:00'))).toEqual({ rate: 0, amount: 0, days_before: 0 });
    expect(refundFor(55_000, SESSION, seoul('2026-12-11T08:00')).rate).toBe(0);
  });

  it('rounds a partial refund down to 10 won and follows another rule from the settings', () => {
    expect(refundFor(45_555, SESSION, seoul('2026-12-09T10:00')).amount).toBe(22_770);
    const rule = { ...DEFAULT_REFUND_RULE, full_days: 7, partial_rate: 30 };
    expect(refundFor(100_000, SESSION, seoul('2026-12-05T10:00'), rule)).toMatchObject({ rate: 30, amount: 30_000 });
  });
});

describe('seat arithmetic', () => {
  it('never shows fewer than zero seats left', () => {
    expect(seatsLeft({ capacity: 8, seats_taken: 5 })).toBe(3);
    expect(seatsLeft({ capacity: 8, seats_taken: 9 })).toBe(0);
  });

  it('fits a head count only within the capacity, and never a count below one', () => {
    expect(seatsFit({ capacity: 8, seats_taken: 6 }, 2)).toBe(true);
    expect(seatsFit({ capacity: 8, seats_taken: 6 }, 3)).toBe(false);
    expect(seatsFit({ capacity: 8, seats_taken: 0 }, 0)).toBe(false);
  });
});

describe('waitlist promotion order', () => {
  const at = (m: number) => new Date(Date.UTC(2026, 10, 1, 0, m));
  const w = (id: number, head_count: number, minute: number) => ({ id, head_count, created_at: at(minute) });

  it('offers the freed seats first come first served', () => {
    const line = [w(3, 1, 5), w(1, 1, 1), w(2, 1, 3)];
    expect(waitlistOffers(line, 2).map((x) => x.id)).toEqual([1, 2]);
  });

  it('breaks a tie in time by who signed up first (the lower id)', () => {
    expect(waitlistOffers([w(9, 1, 1), w(4, 1, 1)], 1).map((x) => x.id)).toEqual([4]);
  });

  it('passes over a party too large for the seats free, to the next one that fits', () => {
    const line = [w(1, 3, 1), w(2, 1, 2), w(3, 2, 3)];
    expect(waitlistOffers(line, 2).map((x) => x.id)).toEqual([2]);
    expect(waitlistOffers(line, 3).map((x) => x.id)).toEqual([1]);
  });

  it('offers nothing when no seat is free', () => {
    expect(waitlistOffers([w(1, 1, 1)], 0)).toEqual([]);
  });
});
