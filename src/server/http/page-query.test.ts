import { describe, expect, it } from 'vitest';
import {
  categoryPageQuery,
  memberOrdersQuery,
  pageOnlyQuery,
  productReviewsQuery,
  rankingPageQuery,
  readQuery,
  searchPageQuery,
} from './page-query';

const url = (query: string) => new URL(`http://shop.test/x?${query}`);

describe('page query strings', () => {
  it('reads a category page: sort, page and the three filters', () => {
    expect(readQuery(categoryPageQuery, url('sort=price_asc&page=3&price=10-30&in_stock=1&sale=1'))).toEqual({
      sort: 'price_asc',
      page: 3,
      price: '10-30',
      in_stock: '1',
      sale: '1',
    });
  });

  it('falls back to the defaults instead of failing on values a page cannot use', () => {
    expect(readQuery(categoryPageQuery, url('sort=cheapest&page=0&price=free&in_stock=yes&sale=2'))).toEqual({
      sort: 'newest',
      page: 1,
    });
    expect(readQuery(searchPageQuery, url('sort=random&page=-4'))).toEqual({ sort: 'relevance', page: 1 });
    expect(readQuery(pageOnlyQuery, url('page=1e400'))).toEqual({ page: 1 });
    expect(readQuery(pageOnlyQuery, url('page=2.5'))).toEqual({ page: 1 });
    expect(readQuery(memberOrdersQuery, url('status=lost&period=5y'))).toEqual({ period: '3m', page: 1 });
    expect(readQuery(productReviewsQuery, url('review_page=x&review_sort=worst'))).toEqual({
      review_page: 1,
      review_sort: 'latest',
    });
  });

  it('caps page numbers: 100,000 for lists, 1,000 for the best-seller ranking', () => {
    expect(readQuery(pageOnlyQuery, url('page=100000')).page).toBe(100_000);
    expect(readQuery(pageOnlyQuery, url('page=100001')).page).toBe(1);
    expect(readQuery(rankingPageQuery, url('page=1001')).page).toBe(1);
  });
});
