import { describe, expect, it } from 'vitest';
import { currentWeek } from './week-picks';

const weeks = [
  { week_no: 1, starts_on: '2025-07-14', ends_on: '2025-07-20' },
  { week_no: 2, starts_on: '2025-07-21', ends_on: '2025-07-27' },
  { week_no: 3, starts_on: '2025-07-28', ends_on: '2025-08-03' },
  { week_no: 4, starts_on: '2025-08-04', ends_on: '2025-08-10' },
  { week_no: 5, starts_on: '2025-08-11', ends_on: '2025-08-17' },
];

describe('week picks (spec 4)', () => {
  it('chooses the week whose Monday-to-Sunday range holds today', () => {
    expect(currentWeek(weeks, '2025-07-14')).toBe(1);
    expect(currentWeek(weeks, '2025-07-20')).toBe(1);
    expect(currentWeek(weeks, '2025-07-28')).toBe(3);
    expect(currentWeek(weeks, '2025-08-17')).toBe(5);
  });

  it('defaults to week 2 when today is outside all ranges', () => {
    expect(currentWeek(weeks, '2025-07-13')).toBe(2);
    expect(currentWeek(weeks, '2025-08-18')).toBe(2);
    expect(currentWeek(weeks, '2026-11-22')).toBe(2);
  });
});
