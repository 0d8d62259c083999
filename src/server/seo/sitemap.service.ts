import { and, asc, count, eq, gt, lte, max, sql } from 'drizzle-orm';
import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { categoryTree } from '../catalog/category.service.ts';
import { flatten } from '../catalog/category-tree.ts';
import { sitemapContent } from '../content/content.repository.ts';
import { contentPath } from '../content/content-path.ts';
import { getDb, rowsOf } from '../db/client.ts';
import { notices, products } from '../db/schema/index.ts';

/** The sitemap protocol's limit of URLs per file; bigger catalogs are split into numbered files. */
export const URLS_PER_SITEMAP = 50_000;

export type SitemapUrl = { loc: string; lastmod?: Date | undefined };

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}

export function indexXml(files: SitemapUrl[]): string {
  const body = files
    .map(
      (f) =>
        `<sitemap><loc>${escapeXml(f.loc)}</loc>${f.lastmod ? `<lastmod>${f.lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`;
}

const visible = eq(products.status, 'active');

type ProductStats = {
  total: number;
  lastmod: Date | undefined;
  /** The last product id of each full file: file n (n > 1) is the products after `edges[n - 2]`. */
  edges: number[];
};
const statsCache = sharedCache<ProductStats>({ name: 'sitemap', tags: [tags.products], ttlSeconds: 300 });

/**
 * Count, last change and file edges of the visible catalog, kept 5 minutes. The edges cost one pass over
 * the visible products per 5 minutes instead of an OFFSET scan, growing with the file number, for every
 * file asked for; a change in the meantime may shift a few products between neighbouring files until then.
 */
function productStats(perFile: number): Promise<ProductStats> {
  return statsCache.get(String(perFile), async () => {
    const db = await getDb();
    const [[row], edges] = await Promise.all([
      db
        .select({ n: count(), last: max(products.updated_at) })
        .from(products)
        .where(visible),
      rowsOf<{ id: number }>(
        db,
        sql`select id from (
              select ${products.id} as id, row_number() over (order by ${products.id}) as n
              from ${products} where ${visible}
            ) numbered where n % ${perFile} = 0 order by id`,
      ),
    ]);
    return { total: Number(row?.n ?? 0), lastmod: row?.last ?? undefined, edges: edges.map((e) => Number(e.id)) };
  });
}

/** How many product files the catalog needs (at least one, so the index never points at nothing). */
export async function productSitemapCount(perFile = URLS_PER_SITEMAP): Promise<number> {
  const { total } = await productStats(perFile);
  return Math.max(1, Math.ceil(total / perFile));
}

/** `/sitemap.xml`: the pages file and one file per 50,000 visible products. */
export async function sitemapIndex(origin: string, perFile = URLS_PER_SITEMAP): Promise<string> {
  const [{ lastmod }, files] = await Promise.all([productStats(perFile), productSitemapCount(perFile)]);
  return indexXml([
    { loc: `${origin}/sitemap-pages.xml` },
    ...Array.from({ length: files }, (_, i) => ({ loc: `${origin}/sitemap-products-${i + 1}.xml`, lastmod })),
  ]);
}

/**
 * One file of visible products, in id order, read by keyset: the products after the previous file's
 * last id (from the cached edges), so a deep file costs the same as the first.
 */
export async function productSitemap(
  origin: string,
  file: number,
  perFile = URLS_PER_SITEMAP,
): Promise<string | undefined> {
  if (file < 1 || file > (await productSitemapCount(perFile))) return undefined;
  const after = file === 1 ? 0 : (await productStats(perFile)).edges[file - 2];
  if (after === undefined) return undefined;
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, updated_at: products.updated_at })
    .from(products)
    .where(and(visible, gt(products.id, after)))
    .orderBy(asc(products.id))
    .limit(perFile);
  return urlsetXml(rows.map((r) => ({ loc: `${origin}/shop/product/${r.id}`, lastmod: r.updated_at })));
}

/** The shop's pages with a fixed address, besides products, categories, notices and content pages. */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/shop/best-seller',
  '/shop/new-item',
  '/customer/notice',
  '/customer/product-review',
  '/customer/product-inquiry',
  '/tssa',
  '/tssa/about',
  '/tssa/category',
  '/tssa/class-product',
  '/tssa/studio',
  '/tssa/books',
  '/tssa/notice',
  '/customer/center',
  '/customer/faq',
  '/customer/shipment-cost',
  '/customer/document-board',
  '/contents/diy',
  '/contents/promotion',
];

/** Every other page a search engine should know: shop lists, categories, the notices and the content pages. */
export async function pagesSitemap(origin: string): Promise<string> {
  const db = await getDb();
  const [tree, noticeRows, contentRows] = await Promise.all([
    categoryTree(),
    db
      .select({ id: notices.id, board: notices.board, updated_at: notices.updated_at })
      .from(notices)
      .where(lte(notices.published_at, sql`now()`)),
    sitemapContent(db),
  ]);
  const urls: SitemapUrl[] = [
    ...PUBLIC_PAGES.map((p) => ({ loc: `${origin}${p}` })),
    ...tree.flatMap(flatten).map((c) => ({ loc: `${origin}/shop/category/${c.id}` })),
    ...noticeRows.map((n) => ({
      loc: `${origin}/${n.board === 'tssa' ? 'tssa' : 'customer'}/notice/${n.id}`,
      lastmod: n.updated_at,
    })),
    ...contentRows.flatMap((c) => {
      const path = contentPath(c);
      return path ? [{ loc: `${origin}${path}`, lastmod: c.updated_at }] : [];
    }),
  ];
  return urlsetXml(urls);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /my-page',
    'Disallow: /shop/cart',
    'Disallow: /shop/order-form',
    'Disallow: /shop/quotation',
    'Disallow: /shop/search',
    'Disallow: /login',
    'Disallow: /register',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
