// What the catalog and search targets ask for: many categories, pages, sorts, filters and keywords,
// in a fixed pseudo-random order, so that a cache holding one page cannot answer the whole run.
import type { CategoryWire } from './shop';

/** Keywords shoppers type: Korean with and without spaces, initial consonants (초성), English, misspellings. */
export const KEYWORDS = [
  '소이 캔들',
  '소이캔들',
  'ㅅㅇ ㅋㄷ',
  '라벤더',
  '디퓨저',
  '심지',
  'soy wax',
  'lavender',
  '향료',
  '몰드',
  '코튼 심지',
  '우드',
  '리드 스틱',
  '프래그런스 오일',
  '에센셜',
  '바닐라',
  '석고',
  '비즈왁스',
  '색소',
  '틴 케이스',
  '캔들 키트',
  '향초',
  'ㄷㅍㅈ',
  'candle',
  'diffuser',
  'vanilla',
  // Misspelt: nothing holds them, so the search tries similar words (pg_trgm) as well.
  '라벤다',
  'lavendar',
] as const;

export type Request = { path: string; headers?: Record<string, string> };

/** mulberry32: the same sequence on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `[value, weight]` pairs. */
function weighted<T>(next: () => number, choices: [T, number][]): T {
  const total = choices.reduce((n, [, w]) => n + w, 0);
  let at = next() * total;
  for (const [value, weight] of choices) {
    at -= weight;
    if (at < 0) return value;
  }
  return (choices.at(-1) as [T, number])[0];
}

/** Most visitors read the first page in the default order; fewer page on, re-sort or filter. */
const PAGES: [number, number][] = [
  [1, 60],
  [2, 20],
  [3, 10],
  [4, 5],
  [5, 5],
];
const SORTS: [string, number][] = [
  ['newest', 50],
  ['popular', 20],
  ['price_asc', 12],
  ['price_desc', 10],
  ['reviews', 8],
];
/** The category page's filters (`price` bands in KRW) and the product list API's equivalents. */
const FILTERS: [{ page: Record<string, string>; api: Record<string, string> }, number][] = [
  [{ page: {}, api: {} }, 70],
  [{ page: { price: 'u10' }, api: { max_price: '9999' } }, 4],
  [{ page: { price: '10-30' }, api: { min_price: '10000', max_price: '29999' } }, 4],
  [{ page: { price: '30-50' }, api: { min_price: '30000', max_price: '49999' } }, 4],
  [{ page: { price: 'o50' }, api: { min_price: '50000' } }, 4],
  [{ page: { in_stock: '1' }, api: { in_stock: '1' } }, 7],
  [{ page: { sale: '1' }, api: { sale: '1' } }, 7],
];
const SEARCH_SORTS: [string, number][] = [
  ['relevance', 70],
  ['newest', 6],
  ['popular', 6],
  ['price_asc', 6],
  ['price_desc', 6],
  ['reviews', 6],
];
const SEARCH_PAGES: [number, number][] = [
  [1, 75],
  [2, 15],
  [3, 10],
];

/** How many requests a rotation holds before it starts again. */
const LENGTH = 5000;

/** Top-level categories and every leaf below them: what the menus link to. */
export function browsableCategories(tree: CategoryWire[]): number[] {
  const leaves = (c: CategoryWire): number[] => (c.descendants.length === 0 ? [c.id] : c.descendants.flatMap(leaves));
  return [...new Set([...tree.map((c) => c.id), ...tree.flatMap(leaves)])];
}

const query = (params: Record<string, string>) => {
  const q = new URLSearchParams(params).toString();
  return q ? `?${q}` : '';
};

/** A category, sort, page and filter as visitors pick them, `LENGTH` times; `seed` picks the sequence. */
function categoryDraws(categories: number[], seed: number) {
  const next = random(seed);
  return Array.from({ length: LENGTH }, () => ({
    id: categories[Math.floor(next() * categories.length)] as number,
    sort: weighted(next, SORTS),
    page: weighted(next, PAGES),
    filter: weighted(next, FILTERS),
  }));
}

/** `/shop/category/<id>` with sorts, pages and filters; the plain first page as the menus link it. */
export function categoryPages(categories: number[]): Request[] {
  return categoryDraws(categories, 1).map(({ id, sort, page, filter }) => {
    const plain = sort === 'newest' && page === 1 && Object.keys(filter.page).length === 0;
    return { path: `/shop/category/${id}${plain ? '' : query({ sort, ...filter.page, page: String(page) })}` };
  });
}

/** The same kind of mix through the JSON product list (`GET /api/v1/products`). */
export function categoryApiRequests(categories: number[]): Request[] {
  return categoryDraws(categories, 2).map(({ id, sort, page, filter }) => ({
    path: `/api/v1/products${query({ category_id: String(id), sort, ...filter.api, page: String(page) })}`,
  }));
}

/** Every keyword, mostly by relevance on the first page; `base` is `/shop/search` or `/api/v1/search`. */
export function searchRequests(base: string): Request[] {
  const next = random(3);
  return Array.from({ length: LENGTH }, () => {
    const keyword = KEYWORDS[Math.floor(next() * KEYWORDS.length)] as string;
    const sort = weighted(next, SEARCH_SORTS);
    const page = weighted(next, SEARCH_PAGES);
    const rest = sort === 'relevance' && page === 1 ? {} : { sort, page: String(page) };
    return { path: `${base}${query({ keyword, ...rest })}` };
  });
}
