import { describe, expect, it } from 'vitest';
import { sessionTime } from './session-time';

describe('a session’s time', () => {
  it('prints the day and both hours in Korea’s time zone', () => {
    const starts_at = new Date('2026-12-03T05:00:00Z');
    const ends_at = new Date('2026-12-03T07:30:00Z');
    expect(sessionTime({ starts_at, ends_at })).toBe('2026.12.03 14:00~16:30');
  });
});
