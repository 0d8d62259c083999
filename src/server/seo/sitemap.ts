import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import { ttlCache } from '../cache.ts';
import { categoryTree } from '../catalog/category.service.ts';
import { flatten } from '../catalog/category-tree.ts';
import { getDb } from '../db/client.ts';
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
const statsCache = ttlCache<{ total: number; lastmod: Date | undefined }>(300_000);

function productStats() {
  return statsCache.get('products', async () => {
    const db = await getDb();
    const [row] = await db
      .select({ n: count(), last: max(products.updated_at) })
      .from(products)
      .where(visible);
    return { total: Number(row?.n ?? 0), lastmod: row?.last ?? undefined };
  });
}

/** How many product files the catalog needs (at least one, so the index never points at nothing). */
export async function productSitemapCount(perFile = URLS_PER_SITEMAP): Promise<number> {
  const { total } = await productStats();
  return Math.max(1, Math.ceil(total / perFile));
}

/** `/sitemap.xml`: the pages file and one file per 50,000 visible products. */
export async function sitemapIndex(origin: string, perFile = URLS_PER_SITEMAP): Promise<string> {
  const [{ lastmod }, files] = await Promise.all([productStats(), productSitemapCount(perFile)]);
  return indexXml([
    { loc: `${origin}/sitemap-pages.xml` },
    ...Array.from({ length: files }, (_, i) => ({ loc: `${origin}/sitemap-products-${i + 1}.xml`, lastmod })),
  ]);
}

/**
 * One file of visible products, in id order. Files are cut by keyset (the last id of the previous file),
 * so a deep file costs the same as the first.
 */
export async function productSitemap(
  origin: string,
  file: number,
  perFile = URLS_PER_SITEMAP,
): Promise<string | undefined> {
  if (file < 1 || file > (await productSitemapCount(perFile))) return undefined;
  const db = await getDb();
  let after = 0;
  if (file > 1) {
    const [edge] = await db
      .select({ id: products.id })
      .from(products)
      .where(visible)
      .orderBy(asc(products.id))
      .limit(1)
      .offset((file - 1) * perFile - 1);
    if (!edge) return undefined;
    after = edge.id;
  }
  const rows = await db
    .select({ id: products.id, updated_at: products.updated_at })
    .from(products)
    .where(and(visible, gt(products.id, after)))
    .orderBy(asc(products.id))
    .limit(perFile);
  return urlsetXml(rows.map((r) => ({ loc: `${origin}/shop/product/${r.id}`, lastmod: r.updated_at })));
}

/** Every other page a search engine should know: shop lists, categories and the notices. */
export async function pagesSitemap(origin: string): Promise<string> {
  const db = await getDb();
  const [tree, noticeRows] = await Promise.all([
    categoryTree(),
    db.select({ id: notices.id, board: notices.board, updated_at: notices.created_at }).from(notices),
  ]);
  const fixed = [
    '/',
    '/shop/best-seller',
    '/shop/new-item',
    '/customer/notice',
    '/customer/product-review',
    '/customer/product-inquiry',
    '/tssa/notice',
  ];
  const urls: SitemapUrl[] = [
    ...fixed.map((p) => ({ loc: `${origin}${p}` })),
    ...tree.flatMap(flatten).map((c) => ({ loc: `${origin}/shop/category/${c.id}` })),
    ...noticeRows.map((n) => ({
      loc: `${origin}/${n.board === 'tssa' ? 'tssa' : 'customer'}/notice/${n.id}`,
      lastmod: n.updated_at,
    })),
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
