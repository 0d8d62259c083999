import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

const ko = { lead: '종료까지', days: '{days}일' };
const en = { lead: 'Ends in', days: '{days}d' };
const now = new Date('2026-11-27T03:00:00Z');

describe('a promotion’s countdown', () => {
  it('days, then hours, minutes and seconds of what is left', () => {
    expect(timeLeft(new Date('2026-11-30T07:12:33Z'), now, ko)).toBe('3일 04:12:33');
    expect(timeLeft(new Date('2026-11-30T07:12:33Z'), now, en)).toBe('3d 04:12:33');
    expect(timeLeft(new Date('2026-11-28T03:00:01Z'), now, en)).toBe('1d 00:00:01');
  });
  it('under a day, only the clock', () => {
    expect(timeLeft(new Date('2026-11-27T03:00:59Z'), now, ko)).toBe('00:00:59');
  });
  it('nothing once the end has come', () => {
    expect(timeLeft(now, now, ko)).toBeNull();
    expect(timeLeft(new Date('2026-11-26T00:00:00Z'), now, ko)).toBeNull();
  });
});
