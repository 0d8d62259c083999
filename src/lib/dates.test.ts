import { describe, expect, it } from 'vitest';
import {
  formatDate,
  isoDate,
  longDate,
  parseSeoulDateTime,
  relativeTime,
  seoulClock,
  seoulDateTimeInput,
} from './dates';

const now = new Date('2025-07-20T12:00:00+09:00');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('relative time (spec 9)', () => {
  it("says 'just now' under a minute", () => {
    expect(relativeTime(ago(59), 'kr', now)).toBe('방금 전');
    expect(relativeTime(ago(0), 'en', now)).toBe('just now');
  });

  it('counts minutes under an hour', () => {
    expect(relativeTime(ago(60), 'kr', now)).toBe('1분 전');
    expect(relativeTime(ago(59 * 60), 'en', now)).toBe('59 min ago');
  });

  it('counts hours under a day', () => {
    expect(relativeTime(ago(3600), 'kr', now)).toBe('1시간 전');
    expect(relativeTime(ago(23 * 3600 + 59 * 60), 'en', now)).toBe('23 h ago');
  });

  it('shows month-day after 24 hours', () => {
    expect(relativeTime(ago(24 * 3600), 'kr', now)).toBe('07-19');
  });
});

describe('dates', () => {
  it('prints dates in Korea time as YYYY.MM.DD', () => {
    expect(formatDate('2025-07-13T20:00:00Z')).toBe('2025.07.14');
  });

  it('gives the datepicker format YYYY-MM-DD', () => {
    expect(isoDate(new Date('2025-08-17T00:30:00+09:00'))).toBe('2025-08-17');
  });
});

describe('date and time for orders', () => {
  it("prints Korea's time zone as 2025.07.14 15:04", async () => {
    const { formatDateTime } = await import('./dates.ts');
    expect(formatDateTime(new Date('2025-07-14T06:04:00Z'))).toBe('2025.07.14 15:04');
    expect(formatDateTime('2025-07-14T15:30:00Z')).toBe('2025.07.15 00:30');
  });
});

describe('the clock in Seoul', () => {
  it('gives zero-padded parts on Korean time, midnight as 00', () => {
    expect(seoulClock(new Date('2025-03-04T15:05:09Z'))).toEqual({
      year: '2025',
      month: '03',
      day: '05',
      hour: '00',
      minute: '05',
      second: '09',
    });
  });

  it('writes a long date in the page language', () => {
    expect(longDate(new Date('2025-03-04T15:05:09Z'), 'kr')).toBe('2025년 3월 5일');
    expect(longDate(new Date('2025-03-04T15:05:09Z'), 'en')).toBe('March 5, 2025');
  });
});

describe("an operator's publish date", () => {
  it('reads a day or a datetime-local value on Seoul’s clock', () => {
    expect(parseSeoulDateTime('2025-08-14')?.toISOString()).toBe('2025-08-13T15:00:00.000Z');
    expect(parseSeoulDateTime('2025-08-14T09:30')?.toISOString()).toBe('2025-08-14T00:30:00.000Z');
    expect(parseSeoulDateTime('2025-08-14T09:30:00+09:00')?.toISOString()).toBe('2025-08-14T00:30:00.000Z');
    expect(seoulDateTimeInput(new Date('2025-08-14T00:30:00Z'))).toBe('2025-08-14T09:30');
  });

  it('refuses days that do not exist and anything that is not a date', () => {
    for (const bad of ['2025-02-30', '2025-13-01', '2025-08-14T24:00', '14/08/2025', 'tomorrow', ''])
      expect(parseSeoulDateTime(bad), bad).toBeUndefined();
  });
});
