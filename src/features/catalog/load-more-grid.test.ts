import { describe, expect, it } from 'vitest';
import { nextPageUrl } from './load-more-grid.ts';

describe('mobile load more', () => {
  it('asks for the next page of the same list, keeping its sort and filters', () => {
    expect(nextPageUrl('/shop/category/3?sort=popular&page=2', 3)).toBe('/shop/category/3?sort=popular&page=3');
    expect(nextPageUrl('/shop/new-item', 2)).toBe('/shop/new-item?page=2');
  });
});
