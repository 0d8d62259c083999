import { describe, expect, it } from 'vitest';
import { chipsOf, clearedHref, type ListingBarSpec, listingHref, pageHref, queryOf } from './listing-bar';

const spec = (query: Record<string, string | undefined>): ListingBarSpec => ({
  path: '/shop/category/1',
  query,
  groups: [
    { name: 'cat', legend: '종류', choices: [{ value: '100', label: '소이왁스' }] },
    { name: 'price', legend: '가격', choices: [{ value: 'u10', label: '₩10,000 미만' }] },
  ],
  toggles: [{ name: 'in_stock', value: '1', label: '품절 제외' }],
  sort: { current: query.sort ?? 'newest', fallback: 'newest', choices: [] },
});

describe('the listing bar’s links', () => {
  it('a choice keeps the sort and the other filters and goes back to the first page', () => {
    const s = spec({ sort: 'price_asc', in_stock: '1', page: '3' });
    expect(listingHref(s, { price: 'u10' })).toBe('/shop/category/1?sort=price_asc&in_stock=1&price=u10');
    expect(listingHref(s, { in_stock: undefined })).toBe('/shop/category/1?sort=price_asc');
  });

  it('the default sort is left out of the address, so one list has one address', () => {
    expect(listingHref(spec({ sort: 'price_asc' }), { sort: 'newest' })).toBe('/shop/category/1');
  });

  it('each filter in force is a chip whose link is the list without it; clearing keeps the sort', () => {
    const s = spec({ sort: 'popular', cat: '100', price: 'u10', in_stock: '1' });
    expect(chipsOf(s)).toEqual([
      { label: '소이왁스', href: '/shop/category/1?sort=popular&price=u10&in_stock=1' },
      { label: '₩10,000 미만', href: '/shop/category/1?sort=popular&cat=100&in_stock=1' },
      { label: '품절 제외', href: '/shop/category/1?sort=popular&cat=100&price=u10' },
    ]);
    expect(clearedHref(s)).toBe('/shop/category/1?sort=popular');
    // A value the page does not offer is no chip.
    expect(chipsOf(spec({ cat: '999' }))).toEqual([]);
  });

  it('pages keep the list as it is', () => {
    expect(pageHref(spec({ price: 'u10' }), 2)).toBe('/shop/category/1?price=u10&page=2');
    expect(pageHref(spec({}), 2)).toBe('/shop/category/1?page=2');
    expect(queryOf({ cat: 100, price: undefined })).toEqual({ cat: '100', price: undefined });
  });
});
