import { describe, expect, it } from 'vitest';
import { newOdId, OD_ID, seoulStamp } from './od-id';

describe('order numbers', () => {
  it('are 16 digits: the Seoul date and time (YYYYMMDDHHmmss) and two more digits', () => {
    // 2026-03-01 15:04:05 UTC is 2026-03-02 00:04:05 in Seoul.
    const id = newOdId(new Date('2026-03-01T15:04:05Z'), 0, () => 7);
    expect(id).toBe('2026030200040507');
    expect(OD_ID.test(id)).toBe(true);
  });

  it('use Asia/Seoul time, not the server clock zone', () => {
    expect(seoulStamp(new Date('2026-12-31T23:59:59Z'))).toBe('20270101085959');
  });

  it('move on by a second after every 25 collisions so that a busy second cannot run out', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    expect(newOdId(at, 24, () => 0).slice(0, 14)).toBe('20260301090000');
    expect(newOdId(at, 25, () => 0).slice(0, 14)).toBe('20260301090001');
  });

  it('spread the two last digits over 00 to 99', () => {
    const seen = new Set(Array.from({ length: 400 }, () => newOdId(new Date()).slice(14)));
    expect(seen.size).toBeGreaterThan(50);
    for (const s of seen) expect(s).toMatch(/^\d{2}$/);
  });
});
