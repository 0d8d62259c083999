import { describe, expect, it } from 'vitest';
import { bannerKey, isBannerHidden, nextLocalMidnight } from './banner';

describe('CMS banner close (spec 4)', () => {
  it('hides a closed banner until local midnight, then shows it again', () => {
    const evening = new Date(2025, 6, 14, 21, 30);
    const until = nextLocalMidnight(evening);
    expect(new Date(until)).toEqual(new Date(2025, 6, 15, 0, 0, 0, 0));
    expect(isBannerHidden(String(until), new Date(2025, 6, 14, 23, 59))).toBe(true);
    expect(isBannerHidden(String(until), new Date(2025, 6, 15, 0, 0))).toBe(false);
  });

  it('shows a banner that was never closed or whose record is unreadable', () => {
    expect(isBannerHidden(null, new Date())).toBe(false);
    expect(isBannerHidden('garbage', new Date())).toBe(false);
  });

  it('remembers each banner under cms-page-<name>', () => {
    expect(bannerKey('main-banner')).toBe('cms-page-main-banner');
  });
});
