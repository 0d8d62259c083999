/**
 * The English coverage of every kind of page (spec §4): the share of visible text a visitor of the
 * English site reads in English, page by page, measured on the shop's own pages as a visitor gets them
 * now. Each page is asked for from this process over loopback, as a new visitor in English (no session,
 * the language cookie only), so it is the real layout and components, from the page cache when
 * there is a copy. Kinds with many pages (categories, products, notices, guides, promotions) are
 * measured on one of each: the newest or first. The studio shows the figure on demand
 * (`/admin/content/translations/coverage`); nothing is kept.
 */
import { categoryTree } from '../catalog/category.service.ts';
import { productPage } from '../catalog/product.service.ts';
import { config } from '../config.ts';
import { contentPage } from '../content/content.service.ts';
import { LANG_COOKIE } from '../i18n/locale.ts';
import { measureEnglish, pageTitle } from '../i18n/page-coverage.ts';
import { noticePage } from '../notices/notice.service.ts';
import { PUBLIC_PAGES } from '../seo/sitemap.service.ts';

export type PageCoverage = {
  path: string;
  /** The page's title as the English site shows it (empty when it did not answer 200). */
  title: string;
  status: number;
  pieces: number;
  korean: number;
  /** Share in English, one decimal. */
  percent: number;
  /** The first pieces still in Korean. */
  examples: string[];
};

export type SiteCoverage = { pages: PageCoverage[]; pieces: number; korean: number; percent: number };

/** Pages with a fixed address the sitemap leaves out (no index), yet every shopper meets. */
const MORE_PAGES = [
  '/shop/cart',
  '/shop/search?q=%EC%BA%94%EB%93%A4',
  '/custom',
  '/login',
  '/contents/company',
  '/contents/store',
];
const TIMEOUT_MS = 10_000;
const percentOf = (pieces: number, korean: number) => Math.floor((1 - korean / Math.max(1, pieces)) * 1000) / 10;

/** One page of each kind that has many: the first category with its own page, product, newest notice, guide, promotion. */
async function samplePages(): Promise<string[]> {
  const [tree, products, notices, guides, promotions] = await Promise.all([
    categoryTree(),
    productPage({ sort: 'popular', page: 1, perPage: 1, buyableOnly: true }),
    noticePage({ board: 'shop', sort: 'created_at', order: 'desc', page: 1, perPage: 1 }),
    contentPage('diy', 1),
    contentPage('promotion', 1),
  ]);
  const out: string[] = [];
  const category = tree[0]?.descendants[0] ?? tree[0];
  if (category) out.push(`/shop/category/${category.id}`);
  if (products.data[0]) out.push(`/shop/product/${products.data[0].id}`);
  if (notices.data[0]) out.push(`/customer/notice/${notices.data[0].id}`);
  if (guides.data[0]) out.push(`/contents/diy/${guides.data[0].id}`);
  if (promotions.data[0]) out.push(`/contents/promotion/${promotions.data[0].id}`);
  return out;
}

/**
 * Measures every page; `fallbackOrigin` (the request's) is used when the server's port is chosen by
 * the system (`PORT=0`) and loopback cannot be named.
 */
export async function englishSiteCoverage(fallbackOrigin: string): Promise<SiteCoverage> {
  const origin = config.port ? `http://127.0.0.1:${config.port}` : fallbackOrigin;
  const paths = [...PUBLIC_PAGES, ...MORE_PAGES, ...(await samplePages())];
  const pages: PageCoverage[] = [];
  // One after the other: a studio request must not take every core from the shoppers.
  for (const path of paths) pages.push(await measurePage(origin, path));
  const counted = pages.filter((p) => p.status === 200);
  const pieces = counted.reduce((n, p) => n + p.pieces, 0);
  const korean = counted.reduce((n, p) => n + p.korean, 0);
  return { pages, pieces, korean, percent: percentOf(pieces, korean) };
}

async function measurePage(origin: string, path: string): Promise<PageCoverage> {
  try {
    const res = await fetch(new URL(path, origin), {
      headers: { Accept: 'text/html', Cookie: `${LANG_COOKIE}=en` },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      return { path, title: '', status: res.status, pieces: 0, korean: 0, percent: 0, examples: [] };
    }
    const html = await res.text();
    const m = measureEnglish(html);
    return {
      path,
      title: pageTitle(html),
      status: 200,
      pieces: m.pieces,
      korean: m.korean,
      percent: percentOf(m.pieces, m.korean),
      examples: [...new Set(m.left)].slice(0, 3),
    };
  } catch {
    return { path, title: '', status: 0, pieces: 0, korean: 0, percent: 0, examples: [] };
  }
}
