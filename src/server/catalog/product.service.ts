import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { SALE_CATEGORY_ID } from '~/lib/constants';
import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { type Executor, getDb } from '../db/client.ts';
import { productOptions, products } from '../db/schema/index.ts';
import { type ListingFilters, PRICE_BANDS, RATING_FLOOR } from '../http/page-query.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { categoryTree } from './category.service.ts';
import { type CategoryNode, findNode, flatten, pathTo } from './category-tree.ts';
import { isSoldOut, priceLine, productPrice, type Unavailable } from './pricing.ts';
import {
  countProducts,
  hasOptions,
  type ListedProduct,
  listBestSellers,
  listOrderAndSlice,
  listProductRows,
  type ProductFilter,
  type ProductSort,
  productsInOrder,
} from './product.repository.ts';
import type { ProductCard, ProductDetail, RankedProductCard } from './product.types.ts';

/** A listed product row as the shop's card (no member's hearts yet: see withWishes). */
export function productCard(p: Omit<ListedProduct, 'has_options'> & { has_options?: boolean }): ProductCard {
  const before = p.base_price || null;
  return {
    id: p.id,
    name: p.name,
    name_en: p.name_en,
    summary: p.summary,
    summary_en: p.summary_en,
    thumb_image: p.thumb_image,
    price: productPrice(p),
    discount: before && p.discount_rate > 0 ? { before, rate: p.discount_rate } : null,
    stock: p.stock,
    coupon_discount: p.coupon_discount,
    review_count: p.review_count,
    rating_avg: Number(p.rating_avg),
    color_swatches: p.color_swatches.map((s) => ({ color: s.color, image_url: s.image_url })),
    icon_urls: p.icons.map((name) => `/images/icons/${name}.svg`),
    badges: p.badges,
    has_options: p.has_options ?? false,
    wish_ids: [],
  };
}

export async function productPage(
  q: ProductFilter & { sort: ProductSort; page: number; perPage: number },
): Promise<Page<ProductCard>> {
  const db = await getDb();
  const [rows, total] = await Promise.all([pageRows(db, q), countOf(db, q)]);
  return toPage(
    rows.map((r) => productCard(r)),
    total,
    q.page,
    q.perPage,
  );
}

/** The filter as a cache key, or undefined for filters by product id (related products), never kept. */
function filterKey(f: ProductFilter): string | undefined {
  if (f.ids || f.excludeIds) return undefined;
  return JSON.stringify([
    f.categoryIds ?? null,
    f.discountedOnly ?? false,
    f.isNew ?? false,
    f.isBest ?? false,
    f.minPrice ?? null,
    f.maxPrice ?? null,
    f.inStockOnly ?? false,
    f.buyableOnly ?? false,
    f.minRating ?? null,
  ]);
}

/**
 * How many products a filter holds, kept: every sort and page of a category shares one count, so a
 * large category is counted once per interval instead of once per page.
 */
const counts = sharedCache<number>({ name: 'product counts', tags: [tags.products], policy: 'short', max: 2000 });

function countOf(db: Executor, f: ProductFilter): Promise<number> {
  const key = filterKey(f);
  if (key === undefined) return countProducts(db, f);
  return counts.get(key, () => countProducts(db, f));
}

/** How many pages of a sort are read at once and kept, and the most ids that may be. */
const KEPT_PAGES = 5;
const KEPT_IDS_MAX = 100;

/**
 * The order of a sort's first KEPT_PAGES pages, kept as ids: where most shoppers page on, the next
 * page is cut from it and only its own rows are read, by id. Sorting a large category by price or
 * sales reads every product in it (2 ms at 15,000 products) however small the page. The first
 * request reads that order and its own page's rows in one query (one trip to the database, as
 * before); the other pages' rows are read when they are asked for.
 */
const orders = sharedCache<number[]>({ name: 'product orders', tags: [tags.products], policy: 'short', max: 2000 });

async function pageRows(
  db: Executor,
  q: ProductFilter & { sort: ProductSort; page: number; perPage: number },
): Promise<ListedProduct[]> {
  const offset = offsetOf(q.page, q.perPage);
  const span = KEPT_PAGES * q.perPage;
  const key = filterKey(q);
  if (key === undefined || span > KEPT_IDS_MAX || offset + q.perPage > span) {
    return listProductRows(db, { ...q, limit: q.perPage, offset });
  }
  let read: ListedProduct[] | undefined;
  const ids = await orders.get(JSON.stringify([key, q.sort, span]), async () => {
    const found = await listOrderAndSlice(db, { ...q, span, limit: q.perPage, offset });
    read = found.rows;
    return found.ids;
  });
  return read ?? productsInOrder(db, ids.slice(offset, offset + q.perPage));
}

/** Visible products by id, as cards, in the order given; hidden or missing ones are left out. */
export async function productsByIds(ids: number[]): Promise<ProductCard[]> {
  const rows = await productsInOrder(await getDb(), ids);
  return rows.map((r) => productCard(r));
}

/**
 * What a list's filters ask for, as a product filter: the price band, in stock, sale, 4 stars and up,
 * and the chosen category with everything below it, when it is one of those the page `offers`.
 */
export function listingFilter(q: ListingFilters, offers: CategoryNode[] = []): ProductFilter {
  const band: { min?: number; max?: number } = q.price ? PRICE_BANDS[q.price] : {};
  const chosen = q.cat === undefined ? undefined : offers.find((c) => c.id === q.cat);
  return {
    ...(chosen ? { categoryIds: flatten(chosen).map((n) => n.id) } : {}),
    ...(band.min !== undefined ? { minPrice: band.min } : {}),
    ...(band.max !== undefined ? { maxPrice: band.max } : {}),
    ...(q.in_stock ? { inStockOnly: true } : {}),
    ...(q.sale ? { discountedOnly: true } : {}),
    ...(q.rating ? { minRating: RATING_FLOOR } : {}),
  };
}

/** Products of a category and everything below it; the Sale category (12) holds every discounted product. */
export async function categoryFilter(categoryId: number): Promise<ProductFilter | undefined> {
  const node = findNode(await categoryTree(), categoryId);
  if (!node) return undefined;
  if (categoryId === SALE_CATEGORY_ID) return { discountedOnly: true };
  return { categoryIds: flatten(node).map((n) => n.id) };
}

const homeCache = sharedCache<{ newest: Page<ProductCard>; best: Page<ProductCard> }>({
  name: 'home rows',
  tags: [tags.products, tags.home],
  policy: 'short',
});

/**
 * The home page's product rows, the same for every visitor, kept briefly (sales move the order).
 * Only products that can be bought now fill them: a new or most-wanted product that is sold out or
 * not for sale would send the shopper to a page they cannot buy from.
 */
export function homeProducts() {
  return homeCache.get('home', async () => {
    const [newest, best] = await Promise.all([
      newItemPage(1, 8),
      productPage({ sort: 'popular', buyableOnly: true, page: 1, perPage: 8 }),
    ]);
    return { newest, best };
  });
}

/** `/shop/new-item` and the home page's new row: the newest products that can be bought now. */
export function newItemPage(page: number, perPage: number, f: ProductFilter = {}) {
  return productPage({ ...f, sort: 'newest', buyableOnly: true, page, perPage });
}

/** How far back the best-seller ranking counts sales, and how many products it ranks. */
export const BEST_SELLER_DAYS = 30;
export const BEST_SELLER_CAP = 100;

const bestCache = sharedCache<Page<RankedProductCard>>({
  name: 'best sellers',
  tags: [tags.products],
  policy: 'short',
});

/**
 * `/shop/best-seller`: ranked by units sold over the last 30 days (spec 2.6), recomputed each
 * minute; a filter narrows the ranking (the places stay in its order).
 */
export function bestSellerPage(page: number, perPage: number, now = new Date(), f: ProductFilter = {}) {
  return bestCache.get(`${page}:${perPage}:${filterKey(f)}`, async () => {
    const since = new Date(now.getTime() - BEST_SELLER_DAYS * 86_400_000);
    const offset = offsetOf(page, perPage);
    const { rows, total } = await listBestSellers(await getDb(), {
      ...f,
      since,
      limit: perPage,
      offset,
      cap: BEST_SELLER_CAP,
    });
    return toPage(
      rows.map((r) => ({ ...productCard(r), recent_sales: r.recent_sales })),
      total,
      page,
      perPage,
    );
  });
}

/** A visible product with everything its page shows; hidden or missing products are undefined (404). */
export async function productDetail(id: number): Promise<ProductDetail | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ ...getTableColumns(products), has_options: hasOptions })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')));
  if (!row) return undefined;
  const [opts, tree] = await Promise.all([
    db
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.product_id, id), eq(productOptions.is_active, true)))
      .orderBy(asc(productOptions.sort_order), asc(productOptions.id)),
    categoryTree(),
  ]);
  const unit = productPrice(row);
  const options = opts.map((o) => ({
    id: o.id,
    name: o.name,
    name_en: o.name_en,
    price_delta: o.price_delta,
    price: unit === null ? null : unit + o.price_delta,
    stock: o.stock,
    sold_out: isSoldOut(o.stock),
  }));
  // With options the product is buyable when any option is; without, by its own stock.
  const probe = priceLine(row, null, false);
  let unavailable: Unavailable | null = probe.available ? null : probe.reason;
  if (options.length > 0 && unavailable === 'sold_out') unavailable = null;
  if (options.length > 0 && unavailable === null && options.every((o) => o.sold_out)) unavailable = 'sold_out';
  const card = productCard(row);
  // Sold-out display for a product with options follows its options.
  if (options.length > 0) card.stock = options.reduce((n, o) => n + Math.max(0, o.stock), 0);
  return {
    card,
    description: row.description,
    description_en: row.description_en,
    images: row.images.length ? row.images : [row.thumb_image].filter(Boolean),
    options,
    category: findNode(tree, row.category_id),
    breadcrumbs: pathTo(tree, row.category_id),
    disclosure: row.disclosure,
    chemical_safety_no: row.chemical_safety_no,
    rating_avg: Number(row.rating_avg),
    is_custom: row.is_custom,
    created_at: row.created_at,
    updated_at: row.updated_at,
    unavailable,
  };
}

/** Other products of the same category, best sellers first; falls back to the parent category. */
export async function relatedProducts(detail: ProductDetail, limit = 8): Promise<ProductCard[]> {
  const trail = detail.breadcrumbs;
  const scope = trail.length > 1 ? trail[trail.length - 2] : trail[trail.length - 1];
  if (!scope) return [];
  const rows = await listProductRows(await getDb(), {
    categoryIds: flatten(scope).map((n) => n.id),
    excludeIds: [detail.card.id],
    sort: 'popular',
    limit,
    offset: 0,
  });
  return rows.map((r) => productCard(r));
}
