import { describe, expect, it } from 'vitest';
import {
  categoryPageQuery,
  memberOrdersQuery,
  newItemPageQuery,
  pageOnlyQuery,
  productReviewsQuery,
  rankingListQuery,
  rankingPageQuery,
  readQuery,
  searchPageQuery,
  tssaCatalogueQuery,
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

  it('reads the listing filters of new items and best sellers: kind, price, sale, 4 stars and up', () => {
    expect(readQuery(newItemPageQuery, url('cat=3&price=o50&sale=1&rating=4&in_stock=1'))).toEqual({
      page: 1,
      cat: 3,
      price: 'o50',
      sale: '1',
      rating: '4',
      in_stock: '1',
    });
    expect(readQuery(rankingListQuery, url('cat=x&rating=5&page=2'))).toEqual({ page: 2 });
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
    expect(readQuery(productReviewsQuery, url('review_page=x&review_sort=worst&review_photo=yes'))).toEqual({
      review_page: 1,
      review_sort: 'latest',
      review_photo: false,
    });
    expect(readQuery(productReviewsQuery, url('review_photo=1')).review_photo).toBe(true);
  });

  it('caps page numbers: 100,000 for lists, 1,000 for the best-seller ranking', () => {
    expect(readQuery(pageOnlyQuery, url('page=100000')).page).toBe(100_000);
    expect(readQuery(pageOnlyQuery, url('page=100001')).page).toBe(1);
    expect(readQuery(rankingPageQuery, url('page=1001')).page).toBe(1);
  });
});

describe('the TSSA course list’s filters', () => {
  it('reads a track, a level, a month and seats-left from the address', () => {
    expect(readQuery(tssaCatalogueQuery, url('track=one-day&level=2&month=2026-12&seats=1'))).toEqual({
      track: 'one-day',
      level: 2,
      month: '2026-12',
      seats: true,
    });
  });

  it('drops a value it cannot use instead of refusing the page', () => {
    expect(readQuery(tssaCatalogueQuery, url('track=<x>&level=0&month=2026-13&seats=yes'))).toEqual({
      track: undefined,
      level: undefined,
      month: undefined,
      seats: false,
    });
  });
});
