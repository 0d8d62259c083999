import { describe, expect, it } from 'vitest';
import { contentPath } from './content-path';

describe('contentPath', () => {
  it('shows DIY guides and promotions by id and Select pages by their number', () => {
    expect(contentPath({ id: 3, kind: 'diy', slug: 'wax-tablet' })).toBe('/contents/diy/3');
    expect(contentPath({ id: 9, kind: 'promotion', slug: 'starter-kit' })).toBe('/contents/promotion/9');
    expect(contentPath({ id: 12, kind: 'select', slug: '1' })).toBe('/contents/select/1');
  });

  it('serves the terms of use on the privacy route (spec 2.4) and generic pages by their path', () => {
    expect(contentPath({ id: 1, kind: 'privacy', slug: 'privacy' })).toBe('/contents/privacy');
    expect(contentPath({ id: 2, kind: 'terms', slug: 'terms' })).toBe('/contents/privacy?type=terms');
    expect(contentPath({ id: 3, kind: 'page', slug: 'candle-safety' })).toBe('/contents/candle-safety');
    expect(contentPath({ id: 4, kind: 'page', slug: 'guide/첫 주문' })).toBe(
      '/contents/guide/%EC%B2%AB%20%EC%A3%BC%EB%AC%B8',
    );
  });

  it('has no address for a kind no route shows', () => {
    expect(contentPath({ id: 5, kind: 'draft', slug: 'x' })).toBeUndefined();
  });
});
