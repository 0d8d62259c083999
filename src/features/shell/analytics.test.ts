import { describe, expect, it } from 'vitest';
import { shouldSendPageView } from './analytics';

describe('analytics page views (spec 9)', () => {
  it('sends a page view for a new path and skips a repeat of the same path', () => {
    expect(shouldSendPageView('/shop/category/1', null)).toBe(true);
    expect(shouldSendPageView('/shop/category/2', '/shop/category/1')).toBe(true);
    expect(shouldSendPageView('/shop/category/1', '/shop/category/1')).toBe(false);
  });
});
