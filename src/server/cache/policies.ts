/**
 * The shop's cache policies and tags: every cacheable page and GET endpoint names one policy and the
 * tags of what it shows (`Astro.cache.set(cachePolicy('content', [tags.product(id)]))`), and every
 * write names the tags it touched (`invalidate({ tags: [...] })`, `./invalidation.ts`).
 *
 * Writes make pages fresh: the times below only bound how long a page may stay when nothing told
 * the cache otherwise (a promotion whose dates begin, a ranking of the last days' sales).
 * - `short`: lists that move with sales and dates (home, categories, search, best sellers);
 * - `content`: product pages, articles, notices, the customer centre;
 * - `long`: what changes only when an operator edits it (company, policies).
 */
import type { CacheOptions } from 'astro';

export type CachePolicyName = 'short' | 'content' | 'long';

/** Seconds a copy is fresh (`maxAge`) and then sent while it is made again behind it (`swr`). */
export const CACHE_POLICIES: Readonly<Record<CachePolicyName, { maxAge: number; swr: number }>> = {
  short: { maxAge: 30, swr: 60 },
  content: { maxAge: 300, swr: 600 },
  long: { maxAge: 3600, swr: 86_400 },
};

/** What a page or endpoint passes to `Astro.cache.set`: its policy's times and its tags. */
export function cachePolicy(name: CachePolicyName, pageTags: readonly string[] = []): CacheOptions {
  return { ...CACHE_POLICIES[name], tags: [...pageTags] };
}

/** The tags pages carry and writes invalidate. */
export const tags = {
  /** One product: its page, and every page or list showing its price, stock or rating. */
  product: (id: number | string) => `product:${id}`,
  /** Any list of products (categories, search, best sellers, the home page's rows). */
  products: 'products',
  /** One category's page. */
  category: (id: number | string) => `category:${id}`,
  /** The category tree (menus on every page). */
  categories: 'categories',
  /** The home page. */
  home: 'home',
  /** The shop's settings (header, footer, notices of the old site): every page. */
  settings: 'settings',
  /** Notices and the customer centre's boards. */
  notice: 'notice',
  /** A content page by its path (`/contents/company`, `/contents/diy/3`). */
  content: (path: string) => `content:${path}`,
  /** Every article, promotion and guide list. */
  contents: 'contents',
  /** Reviews shown on the review board and the product pages. */
  reviews: 'reviews',
  /** Workshop classes and their seats. */
  classes: 'classes',
  /** The downloadable coupons product pages offer (쿠폰 받기). */
  coupons: 'coupons',
  /** Translations of the English pages. */
  translations: 'translations',
  /** The popups every storefront page carries. */
  popups: 'popups',
} as const;

/** Tags every shared HTML page carries: the header, footer and popups on it come from these. */
export const LAYOUT_TAGS: readonly string[] = [tags.settings, tags.categories, tags.translations, tags.popups];
