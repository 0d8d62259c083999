import { describe, expect, it } from 'vitest';
import { scrollTopVisible } from './scroll-top';

describe('scroll-to-top button (spec 2.11)', () => {
  it('stays hidden until the page is scrolled past 40% of the window height', () => {
    expect(scrollTopVisible(0, 1000)).toBe(false);
    expect(scrollTopVisible(400, 1000)).toBe(false);
    expect(scrollTopVisible(401, 1000)).toBe(true);
  });
});
