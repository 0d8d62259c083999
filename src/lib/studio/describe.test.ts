import { describe, expect, it } from 'vitest';
import { describeBlend, familyProfile } from './describe';

describe('blend description and family profile', () => {
  it('describes a citrus opening and a woody trail in Korean and English', () => {
    const d = describeBlend([
      { family: 'citrus', role: 'top', share: 40 },
      { family: 'woody', role: 'base', share: 60 },
    ]);
    expect(d.ko).toBe('상큼한 시트러스로 시작해 우디한 잔향');
    expect(d.en).toBe('Opens with bright citrus, settles into a woody trail');
  });
  it('names the heart when there is one, with the right particle', () => {
    const d = describeBlend([
      { family: 'citrus', role: 'top', share: 30 },
      { family: 'floral', role: 'middle', share: 40 },
      { family: 'musk', role: 'base', share: 30 },
    ]);
    expect(d.ko).toBe('상큼한 시트러스로 시작해 화사한 플로럴을 지나 포근한 머스크 잔향');
    expect(d.en).toContain('heart of soft florals');
  });
  it('describes a single-role blend and an empty one', () => {
    expect(describeBlend([{ family: 'gourmand', role: 'middle', share: 100 }]).ko).toBe('달콤한 구르망 중심의 향');
    expect(describeBlend([])).toEqual({ ko: '', en: '' });
  });
  it('profiles families by share, largest first, summing to 100', () => {
    const p = familyProfile([
      { family: 'woody', share: 50 },
      { family: 'citrus', share: 20 },
      { family: 'woody', share: 10 },
      { family: 'musk', share: 20 },
    ]);
    expect(p[0]).toEqual({ family: 'woody', share: 60 });
    expect(p.reduce((s, x) => s + x.share, 0)).toBe(100);
  });
});
