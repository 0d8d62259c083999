import { describe, expect, it } from 'vitest';
import { classLength, sessionTime } from './session-time';

describe('a session’s time', () => {
  it('prints the day and both hours in Korea’s time zone', () => {
    const starts_at = new Date('2026-12-03T05:00:00Z');
    const ends_at = new Date('2026-12-03T07:30:00Z');
    expect(sessionTime({ starts_at, ends_at })).toBe('2026.12.03 14:00~16:30');
  });
});

describe('a class’s length', () => {
  const t = (text: string, vars?: Record<string, string | number>) => text.replace(/\{n\}/, String(vars?.n));
  it('says hours and minutes, leaving out a part that is zero', () => {
    expect(classLength(150, t)).toBe('2시간 30분');
    expect(classLength(120, t)).toBe('2시간');
    expect(classLength(45, t)).toBe('45분');
  });
});
