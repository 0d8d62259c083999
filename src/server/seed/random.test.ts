import { describe, expect, it } from 'vitest';
import { seoulDaysAgo } from './random';

describe('seoulDaysAgo', () => {
  // 2026-11-24 20:00 UTC is already 2026-11-25 05:00 in Seoul.
  const now = Date.parse('2026-11-24T20:00:00Z');

  it("sets the hour on Korea's clock, on Korea's date", () => {
    expect(seoulDaysAgo(0, now, 10).toISOString()).toBe('2026-11-25T01:00:00.000Z');
    expect(seoulDaysAgo(0, now, 14).toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });

  it('counts whole days back, or ahead when negative', () => {
    expect(seoulDaysAgo(-6, now, 10).toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(seoulDaysAgo(2, now, 10).toISOString()).toBe('2026-11-23T01:00:00.000Z');
  });
});
