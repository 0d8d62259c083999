import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { discountedKrw } from '~/lib/money';
import { clearSharedCaches } from '~/server/cache/lru';
import { categoryTree } from '~/server/catalog/category.service';
import {
  bestSellerPage,
  categoryFilter,
  homeProducts,
  listingFilter,
  newItemPage,
  productDetail,
  productPage,
  relatedProducts,
} from '~/server/catalog/product.service';
import { addWish, removeWish, wishPage, withWishes } from '~/server/catalog/wishlist.service';
import { getDb } from '~/server/db/client';
import { categories, members, orderLines, orders, productOptions, products } from '~/server/db/schema';
import { NotFoundError, ValidationError } from '~/server/http/errors';
import { pagesSitemap, productSitemap, sitemapIndex } from '~/server/seo/sitemap.service';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

const day = 86_400_000;

async function seedCatalog() {
  const db = await getDb();
  await db.insert(categories).values([
    { id: 1, parent_id: null, name: '왁스', name_en: 'Wax', sort_order: 1 },
    { id: 100, parent_id: 1, name: '소이왁스', name_en: 'Soy wax', sort_order: 1 },
    { id: 2, parent_id: null, name: '심지', name_en: 'Wicks', sort_order: 2 },
    { id: 12, parent_id: null, name: '세일', name_en: 'Sale', sort_order: 9 },
  ]);
  const rows = await db
    .insert(products)
    .values([
      {
        category_id: 100,
        name: '소이왁스 464',
        name_en: 'Soy 464',
        base_price: 12_000,
        stock: 5,
        sales_count: 10,
        review_count: 3,
      },
      {
        category_id: 100,
        name: '소이왁스 C3',
        name_en: 'Soy C3',
        base_price: 30_000,
        stock: 0,
        sales_count: 50,
        discount_rate: 20,
      },
      {
        category_id: 1,
        name: '파라핀 왁스',
        name_en: 'Paraffin',
        base_price: 9_000,
        stock: 8,
        sales_count: 5,
        review_count: 9,
      },
      {
        category_id: 2,
        name: '코튼 심지',
        name_en: 'Cotton wick',
        base_price: 3_000,
        stock: 2,
        sales_count: 1,
        discount_rate: 10,
      },
      { category_id: 2, name: '나무 심지', name_en: 'Wood wick', base_price: null, stock: 4 },
      { category_id: 100, name: '숨긴 왁스', name_en: 'Hidden wax', base_price: 1_000, stock: 1, status: 'hidden' },
    ])
    .returning({ id: products.id, name: products.name });
  const id = (name: string) => rows.find((r) => r.name === name)?.id as number;
  return { id };
}

async function aMember(login = 'wisher') {
  const db = await getDb();
  const [m] = await db
    .insert(members)
    .values({
      login_id: login,
      name: '김향기',
      mobile: '010-1234-5678',
      email: `${login}@example.com`,
      password_hash: 'x',
    })
    .returning({ id: members.id });
  return m?.id as number;
}

const names = (page: { data: { name: string }[] }) => page.data.map((p) => p.name);

describe('category listing', () => {
  it('lists the category with its descendants and never hidden products', async () => {
    await seedCatalog();
    const page = await productPage({ ...(await categoryFilter(1)), sort: 'newest', page: 1, perPage: 14 });
    expect(names(page).sort()).toEqual(['소이왁스 464', '소이왁스 C3', '파라핀 왁스']);
  });

  it('sorts by popularity, price paid (discount applied) and review count', async () => {
    await seedCatalog();
    const wax = await categoryFilter(1);
    expect(names(await productPage({ ...wax, sort: 'popular', page: 1, perPage: 14 }))).toEqual([
      '소이왁스 C3',
      '소이왁스 464',
      '파라핀 왁스',
    ]);
    // C3 costs 24,000 after its 20% discount: still the dearest.
    expect(names(await productPage({ ...wax, sort: 'price_asc', page: 1, perPage: 14 }))).toEqual([
      '파라핀 왁스',
      '소이왁스 464',
      '소이왁스 C3',
    ]);
    expect(names(await productPage({ ...wax, sort: 'reviews', page: 1, perPage: 14 }))[0]).toBe('파라핀 왁스');
  });

  it('filters by price range on the price paid, in stock only and sale only', async () => {
    await seedCatalog();
    const wax = await categoryFilter(1);
    const q = { ...wax, sort: 'price_asc' as const, page: 1, perPage: 14 };
    expect(names(await productPage({ ...q, minPrice: 10_000, maxPrice: 29_999 }))).toEqual([
      '소이왁스 464',
      '소이왁스 C3',
    ]);
    expect(names(await productPage({ ...q, inStockOnly: true }))).toEqual(['파라핀 왁스', '소이왁스 464']);
    expect(names(await productPage({ ...q, discountedOnly: true }))).toEqual(['소이왁스 C3']);
  });

  it('counts a filter once for all its sorts and pages, and counts again when the count is no longer kept', async () => {
    await seedCatalog();
    const wax = await categoryFilter(1);
    const first = await productPage({ ...wax, sort: 'newest', page: 1, perPage: 2 });
    expect(first).toMatchObject({ total: 3, last_page: 2 });
    const db = await getDb();
    await db
      .insert(products)
      .values({ category_id: 100, name: '소이왁스 415', name_en: 'Soy 415', base_price: 11_000 });
    // Another sort and page of the same filter: the new product is listed, the kept count stays.
    const next = await productPage({ ...wax, sort: 'price_asc', page: 1, perPage: 14 });
    expect(names(next)).toContain('소이왁스 415');
    expect(next.total).toBe(3);
    // A different filter is its own count.
    expect((await productPage({ ...wax, inStockOnly: true, sort: 'newest', page: 1, perPage: 14 })).total).toBe(2);
    const { clearSharedCaches: clearAllCaches } = await import('~/server/cache/lru');
    clearAllCaches();
    expect((await productPage({ ...wax, sort: 'newest', page: 1, perPage: 14 })).total).toBe(4);
  });

  it("cuts a sort's first five pages from one kept order, page for page what the database gives", async () => {
    const db = await getDb();
    await db.insert(categories).values({ id: 1, parent_id: null, name: '왁스', name_en: 'Wax', sort_order: 1 });
    await db.insert(products).values(
      Array.from({ length: 13 }, (_, i) => ({
        category_id: 1,
        name: `왁스 ${i}`,
        name_en: `Wax ${i}`,
        // Ties in price and sales, so that the id breaks them as in the database's own order.
        base_price: 10_000 + (i % 4) * 1_000,
        sales_count: i % 3,
        stock: i % 5,
      })),
    );
    const wax = await categoryFilter(1);
    for (const sort of ['newest', 'popular', 'price_asc', 'price_desc', 'reviews'] as const) {
      const kept: string[] = [];
      for (let page = 1; page <= 5; page++) kept.push(...names(await productPage({ ...wax, sort, page, perPage: 2 })));
      const { clearSharedCaches: clearAllCaches } = await import('~/server/cache/lru');
      clearAllCaches();
      // Each page read on its own, with nothing kept: the same products in the same places.
      const direct: string[] = [];
      for (let page = 1; page <= 5; page++) {
        direct.push(...names(await productPage({ ...wax, sort, page, perPage: 2 })));
        clearAllCaches();
      }
      expect(kept, sort).toEqual(direct);
      expect(kept).toHaveLength(10);
    }
  });

  it("keeps a sort's order from whichever of its first five pages is asked first, a page past the end included", async () => {
    const db = await getDb();
    await db.insert(categories).values({ id: 1, parent_id: null, name: '왁스', name_en: 'Wax', sort_order: 1 });
    await db.insert(products).values(
      Array.from({ length: 5 }, (_, i) => ({
        category_id: 1,
        name: `왁스 ${i}`,
        name_en: `Wax ${i}`,
        base_price: 10_000 + i * 1_000,
      })),
    );
    const wax = await categoryFilter(1);
    const { clearSharedCaches: clearAllCaches } = await import('~/server/cache/lru');
    const q = { ...wax, sort: 'price_desc' as const, perPage: 2 };
    // A middle page first: its own rows, in order, and the pages before and after it from that order.
    expect(names(await productPage({ ...q, page: 2 }))).toEqual(['왁스 2', '왁스 1']);
    expect(names(await productPage({ ...q, page: 1 }))).toEqual(['왁스 4', '왁스 3']);
    expect(names(await productPage({ ...q, page: 3 }))).toEqual(['왁스 0']);
    clearAllCaches();
    // A page past the end first: no rows, and the order it kept still gives the pages that exist.
    const past = await productPage({ ...q, page: 4 });
    expect(past).toMatchObject({ data: [], total: 5, last_page: 3 });
    await db.update(products).set({ name: '왁스 4 (새 이름)' }).where(eq(products.name, '왁스 4'));
    expect(names(await productPage({ ...q, page: 1 }))).toEqual(['왁스 4 (새 이름)', '왁스 3']);
    // A filter that holds nothing keeps an empty order: every page of it is empty.
    clearAllCaches();
    const none = { ...q, minPrice: 90_000 };
    expect(names(await productPage({ ...none, page: 2 }))).toEqual([]);
    expect(names(await productPage({ ...none, page: 1 }))).toEqual([]);
  });

  it("keeps the order of a sort's first five pages for the interval, reads later pages afresh, and shows current rows", async () => {
    await seedCatalog();
    const wax = await categoryFilter(1);
    const q = { ...wax, sort: 'price_asc' as const, perPage: 1 };
    expect(names(await productPage({ ...q, page: 1 }))).toEqual(['파라핀 왁스']);
    const db = await getDb();
    // The cheapest product becomes the dearest, and another is renamed.
    await db.update(products).set({ base_price: 99_000 }).where(eq(products.name, '파라핀 왁스'));
    await db.update(products).set({ name: '소이왁스 464 (새 이름)' }).where(eq(products.name, '소이왁스 464'));
    // Page 2 comes from the kept order (the place the renamed product held), with its current name.
    expect(names(await productPage({ ...q, page: 2 }))).toEqual(['소이왁스 464 (새 이름)']);
    // Beyond five pages nothing is kept: page 6 of one per page is read from the database (and empty).
    expect(names(await productPage({ ...q, page: 6 }))).toEqual([]);
    const { clearSharedCaches: clearAllCaches } = await import('~/server/cache/lru');
    clearAllCaches();
    expect(names(await productPage({ ...q, page: 3 }))).toEqual(['파라핀 왁스']);
  });

  it('the stored price paid is the discounted price rounded to 100 won, as the shop computes it (spec 9)', async () => {
    const db = await getDb();
    await db.insert(categories).values({ id: 1, parent_id: null, name: '왁스', name_en: 'Wax', sort_order: 1 });
    const cases: [number | null, number][] = [
      [12_345, 0],
      [12_345, 15],
      [9_990, 33],
      [30_000, 20],
      [1_050, 10],
      [null, 10],
      [0, 50],
    ];
    const rows = await db
      .insert(products)
      .values(
        cases.map(([price, rate], i) => ({
          category_id: 1,
          name: `가격 ${i}`,
          name_en: `Price ${i}`,
          base_price: price,
          discount_rate: rate,
        })),
      )
      .returning({ base: products.base_price, rate: products.discount_rate, paid: products.sale_price });
    for (const r of rows) expect(r.paid).toBe(r.base === null ? null : discountedKrw(r.base, r.rate));
    // Changing the price or the discount changes what is paid.
    await db.update(products).set({ discount_rate: 50 }).where(eq(products.name, '가격 0'));
    const [changed] = await db.select({ paid: products.sale_price }).from(products).where(eq(products.name, '가격 0'));
    expect(changed?.paid).toBe(discountedKrw(12_345, 50));
  });

  it('category 12 is Sale: every discounted product, from any category', async () => {
    await seedCatalog();
    const sale = await productPage({ ...(await categoryFilter(12)), sort: 'price_asc', page: 1, perPage: 14 });
    expect(names(sale)).toEqual(['코튼 심지', '소이왁스 C3']);
  });

  it('an unknown category has no filter (the page answers 404)', async () => {
    await seedCatalog();
    expect(await categoryFilter(999)).toBeUndefined();
  });

  it('pages by the requested size with the pagination shape', async () => {
    await seedCatalog();
    const page = await productPage({ sort: 'newest', page: 2, perPage: 2 });
    expect(page).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3, from: 3, to: 4 });
  });
});

describe('product detail', () => {
  it('a hidden or missing product is not found', async () => {
    const { id } = await seedCatalog();
    expect(await productDetail(id('숨긴 왁스'))).toBeUndefined();
    expect(await productDetail(987654)).toBeUndefined();
  });

  it('options carry their own price and stock; the product is sold out only when every option is', async () => {
    const { id } = await seedCatalog();
    const db = await getDb();
    await db.insert(productOptions).values([
      { product_id: id('소이왁스 C3'), name: '1kg', name_en: '1kg', price_delta: 0, stock: 0, sort_order: 1 },
      { product_id: id('소이왁스 C3'), name: '5kg', name_en: '5kg', price_delta: 40_000, stock: 3, sort_order: 2 },
      { product_id: id('소이왁스 C3'), name: '단종', name_en: 'Gone', price_delta: 0, stock: 9, is_active: false },
    ]);
    const detail = await productDetail(id('소이왁스 C3'));
    expect(detail?.options).toEqual([
      expect.objectContaining({ name: '1kg', price: 24_000, stock: 0, sold_out: true }),
      expect.objectContaining({ name: '5kg', price: 64_000, stock: 3, sold_out: false }),
    ]);
    expect(detail?.unavailable).toBeNull();
    expect(detail?.card.has_options).toBe(true);
  });

  it("a falsy price means 'Not available for purchase' and stock below 1 means sold out", async () => {
    const { id } = await seedCatalog();
    expect((await productDetail(id('나무 심지')))?.unavailable).toBe('not_for_sale');
    expect((await productDetail(id('소이왁스 C3')))?.unavailable).toBe('sold_out');
    expect((await productDetail(id('소이왁스 464')))?.unavailable).toBeNull();
  });

  it('related products come from the same family, without the product itself', async () => {
    const { id } = await seedCatalog();
    const detail = await productDetail(id('소이왁스 464'));
    const related = await relatedProducts(detail!);
    expect(related.map((p) => p.name)).toEqual(['소이왁스 C3', '파라핀 왁스']);
  });
});

describe('best sellers', () => {
  it('rank by units sold in the last 30 days, counting paid orders only, then by sales of all time', async () => {
    const { id } = await seedCatalog();
    const db = await getDb();
    const now = Date.now();
    const order = async (status: string, ageDays: number, lines: [number, number][]) => {
      const [o] = await db
        .insert(orders)
        .values({
          od_id: `2026${String(Math.random()).slice(2, 14)}`,
          status,
          orderer_name: '김',
          orderer_mobile: '010',
          recipient_name: '김',
          recipient_mobile: '010',
          zonecode: '04524',
          address1: '서울',
          items_total: 1,
          total: 1,
          payment_method: 'bank',
          created_at: new Date(now - ageDays * day),
        })
        .returning({ id: orders.id });
      await db.insert(orderLines).values(
        lines.map(([product_id, quantity]) => ({
          order_id: o?.id as number,
          product_id,
          product_name: 'x',
          product_name_en: 'x',
          unit_price: 1,
          quantity,
          line_total: quantity,
        })),
      );
    };
    await order('paid', 2, [[id('코튼 심지'), 30]]);
    await order('delivered', 10, [
      [id('파라핀 왁스'), 12],
      [id('코튼 심지'), 1],
    ]);
    await order('cancelled', 1, [[id('소이왁스 464'), 500]]);
    await order('confirmed', 45, [[id('소이왁스 464'), 900]]);
    const page = await bestSellerPage(1, 14, new Date(now));
    expect(page.data.slice(0, 2).map((p) => [p.name, p.recent_sales])).toEqual([
      ['코튼 심지', 31],
      ['파라핀 왁스', 12],
    ]);
    // No recent sales: the all-time count decides; C3 (sold out, 50 sold) and the wood wick (not for
    // sale) cannot be bought and are not ranked.
    expect(page.data.slice(2).map((p) => p.name)).toEqual(['소이왁스 464']);
    expect(page.total).toBe(3);
  });
});

describe('NEW, BEST and most searched: only products that can be bought', () => {
  it('the best-seller ranking, the new-item list and both home rows leave out sold-out and not-for-sale products, however new or popular', async () => {
    const { id } = await seedCatalog();
    const db = await getDb();
    // The unbuyable ones are made the newest and the most sold, so that they would lead every list.
    await db
      .update(products)
      .set({ created_at: new Date(Date.now() + day), sales_count: 9_999, is_new: true, is_best: true })
      .where(inArray(products.id, [id('소이왁스 C3'), id('나무 심지')]));
    const unbuyable = ['소이왁스 C3', '나무 심지', '숨긴 왁스'];
    const buyable = ['소이왁스 464', '파라핀 왁스', '코튼 심지'];

    const best = await bestSellerPage(1, 14);
    const fresh = await newItemPage(1, 14);
    const home = await homeProducts();
    for (const list of [best, fresh, home.newest, home.best]) {
      expect(names(list).sort()).toEqual([...buyable].sort());
      for (const name of unbuyable) expect(names(list)).not.toContain(name);
    }
    expect(names(home.best)).toEqual(['소이왁스 464', '파라핀 왁스', '코튼 심지']);

    // Back in stock, it takes its place again (once the kept lists are renewed).
    await db
      .update(products)
      .set({ stock: 3 })
      .where(eq(products.id, id('소이왁스 C3')));
    clearSharedCaches();
    expect(names(await newItemPage(1, 14))[0]).toBe('소이왁스 C3');
    expect(names((await homeProducts()).best)[0]).toBe('소이왁스 C3');
    expect(names(await bestSellerPage(1, 14))[0]).toBe('소이왁스 C3');
  });
});

describe('list filters', () => {
  it('narrow to a kind the page offers (with what is below it), a price band, sale and 4 stars and up; a kind not offered is ignored', async () => {
    const { id } = await seedCatalog();
    const db = await getDb();
    await db
      .update(products)
      .set({ rating_avg: '4.50' })
      .where(eq(products.id, id('소이왁스 464')));
    await db
      .update(products)
      .set({ rating_avg: '3.90' })
      .where(eq(products.id, id('파라핀 왁스')));
    const tree = await categoryTree();
    const wax = tree.filter((c) => c.id === 1);
    const list = (q: Parameters<typeof listingFilter>[0], offers = tree) =>
      productPage({ ...listingFilter(q, offers), sort: 'newest', page: 1, perPage: 14 }).then(names);
    expect((await list({ cat: 1 })).sort()).toEqual(['소이왁스 464', '소이왁스 C3', '파라핀 왁스'].sort());
    expect((await list({ cat: 2 }, wax)).length).toBe(5);
    expect(await list({ rating: '4' })).toEqual(['소이왁스 464']);
    expect(await list({ price: '10-30', in_stock: '1' })).toEqual(['소이왁스 464']);
    expect(await list({ sale: '1', cat: 2 })).toEqual(['코튼 심지']);
    expect(names(await bestSellerPage(1, 14, new Date(), listingFilter({ cat: 2 }, tree)))).toEqual(['코튼 심지']);
  });
});

describe('wishlist (spec 4)', () => {
  it('holds a product at most once: adding it twice gives back the same entry', async () => {
    const { id } = await seedCatalog();
    const member = await aMember();
    const first = await addWish(member, id('소이왁스 464'));
    const again = await addWish(member, id('소이왁스 464'));
    expect(first.created).toBe(true);
    expect(again).toEqual({ ...first, created: false });
    expect((await wishPage(member, { page: 1, perPage: 5, order: 'desc' })).total).toBe(1);
  });

  it('refuses hidden or unknown products with a field error', async () => {
    const { id } = await seedCatalog();
    const member = await aMember();
    await expect(addWish(member, id('숨긴 왁스'))).rejects.toBeInstanceOf(ValidationError);
    await expect(addWish(member, 424242)).rejects.toBeInstanceOf(ValidationError);
  });

  it("lists newest entry first, 5 per page, and a member cannot remove another member's entry", async () => {
    const { id } = await seedCatalog();
    const me = await aMember('me');
    const other = await aMember('other');
    const ids = ['소이왁스 464', '소이왁스 C3', '파라핀 왁스', '코튼 심지', '나무 심지'].map(id);
    const entries = [];
    for (const pid of ids) entries.push(await addWish(me, pid));
    const theirs = await addWish(other, id('소이왁스 464'));
    const page = await wishPage(me, { page: 1, perPage: 5, order: 'desc' });
    expect(page.data.map((w) => w.id)).toEqual(entries.map((e) => e.id).reverse());
    expect(page.data[0]?.product.wish_ids).toEqual([entries[4]?.id]);
    await expect(removeWish(me, theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeWish(me, entries[0]?.id as number)).resolves.toMatchObject({ product_id: ids[0] });
    expect((await wishPage(me, { page: 1, perPage: 5, order: 'desc' })).total).toBe(4);
  });

  it("cards show the member's hearts and nobody else's", async () => {
    const { id } = await seedCatalog();
    const me = await aMember('me');
    const other = await aMember('other');
    const mine = await addWish(me, id('파라핀 왁스'));
    await addWish(other, id('소이왁스 464'));
    const page = await productPage({ ...(await categoryFilter(1)), sort: 'newest', page: 1, perPage: 14 });
    const cards = await withWishes(page.data, me);
    expect(Object.fromEntries(cards.map((c) => [c.name, c.wish_ids]))).toEqual({
      '소이왁스 464': [],
      '소이왁스 C3': [],
      '파라핀 왁스': [mine.id],
    });
    expect((await withWishes(page.data, undefined)).every((c) => c.wish_ids.length === 0)).toBe(true);
  });
});

describe('sitemap', () => {
  it('lists every visible product and category, and no hidden product', async () => {
    const { id } = await seedCatalog();
    const xml = (await productSitemap('https://shop.test', 1)) ?? '';
    expect(xml).toContain(`<loc>https://shop.test/shop/product/${id('소이왁스 464')}</loc>`);
    expect(xml).not.toContain(`/shop/product/${id('숨긴 왁스')}<`);
    expect(await pagesSitemap('https://shop.test')).toContain('<loc>https://shop.test/shop/category/100</loc>');
    expect(await sitemapIndex('https://shop.test')).toContain('https://shop.test/sitemap-products-1.xml');
    expect(await productSitemap('https://shop.test', 2)).toBeUndefined();
  });

  it('splits products into numbered files past the per-file limit (50,000), each file continuing the last', async () => {
    await seedCatalog();
    const locs = async (file: number) =>
      [...((await productSitemap('https://shop.test', file, 2)) ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => m[1],
      );
    const files = [await locs(1), await locs(2), await locs(3)];
    expect(files.map((f) => f.length)).toEqual([2, 2, 1]);
    expect(new Set(files.flat()).size).toBe(5);
    expect(await productSitemap('https://shop.test', 4, 2)).toBeUndefined();
    expect((await sitemapIndex('https://shop.test', 2)).match(/<sitemap>/g)).toHaveLength(4);
  });
});
