import { and, eq, gt, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listOrders, ORDER_COUNT_CAP } from '~/server/admin-orders/admin-order.repository';
import { adminOrderPage } from '~/server/admin-orders/admin-order.service';
import {
  COUNT_CAP,
  countCapOf,
  listProducts,
  SEARCH_COUNT_CAP,
} from '~/server/admin-products/admin-product.repository';
import { adminProductPage } from '~/server/admin-products/admin-product.service';
import { invalidate } from '~/server/cache/invalidation';
import { tags } from '~/server/cache/policies';
import { buildSearchText } from '~/server/catalog/search-text';
import { getDb } from '~/server/db/client';
import { categories, orders, products } from '~/server/db/schema';
import { resetDatabase } from '../support/db';

// The back office's order and product lists search through one indexed column each (the orders' search
// key the database keeps, the products' search text), and the product list's count stops at a cap.

beforeEach(resetDatabase);

const order = (i: number, name: string, mobile: string) => ({
  od_id: `2026030100000${String(i).padStart(3, '0')}`,
  status: 'paid',
  orderer_name: name,
  orderer_mobile: mobile,
  recipient_name: '박수령',
  recipient_mobile: '010-4444-5555',
  zonecode: '04782',
  address1: '서울 성동구 성수이로 123',
  items_total: 10_000,
  total: 13_000,
  payment_method: 'bank',
});

describe('the order list search', () => {
  it('finds orders by a name in any case, a mobile with or without dashes, and a part or the whole of the order number', async () => {
    const db = await getDb();
    await db
      .insert(orders)
      .values([
        order(1, '김하늘', '010-2222-3333'),
        order(2, 'Jane Doe', '010-9876-5432'),
        order(3, '이바다', '010-1111-0000'),
      ]);
    const find = async (q: string) => (await listOrders(db, { q }, 'oldest', 20, 0)).rows.map((r) => r.orderer_name);
    expect(await find('김하늘')).toEqual(['김하늘']);
    expect(await find('JANE')).toEqual(['Jane Doe']);
    expect(await find('010-9876-5432')).toEqual(['Jane Doe']);
    expect(await find('98765432')).toEqual(['Jane Doe']);
    expect(await find('2222')).toEqual(['김하늘']);
    expect(await find('0000003')).toEqual(['이바다']);
    expect(await find('2026030100000001')).toEqual(['김하늘']);
    expect(await find('박수령')).toHaveLength(3);
    expect(await find('없는 사람')).toEqual([]);
    expect((await listOrders(db, { q: '바다' }, 'oldest', 20, 0)).total).toBe(1);
  });

  it('counts up to 10,000 orders and says when there are more', async () => {
    const db = await getDb();
    await db
      .insert(orders)
      .values([
        order(1, '김하늘', '010-2222-3333'),
        order(2, '이바다', '010-1111-0000'),
        order(3, '박구름', '010-3333-4444'),
      ]);
    expect(ORDER_COUNT_CAP).toBe(10_000);
    expect((await listOrders(db, {}, 'oldest', 20, 0, 2)).total).toBe(3);
    expect((await listOrders(db, {}, 'oldest', 20, 0)).total).toBe(3);
    const capped = await adminOrderPage({ sort: 'newest' }, 1, 20, 2);
    expect(capped).toMatchObject({ total: 2, total_capped: true });
    expect(capped.data).toHaveLength(3);
    expect(await adminOrderPage({ sort: 'newest' }, 1, 20)).toMatchObject({ total: 3, total_capped: false });
  });
});

describe('the product list search and count', () => {
  it('finds products by name without its spaces, English name, keyword, category name or number, and counts up to a cap', async () => {
    const db = await getDb();
    await db.insert(categories).values([
      { id: 1, parent_id: null, name: '왁스', name_en: 'Wax' },
      { id: 101, parent_id: 1, name: '소이왁스', name_en: 'Soy wax' },
    ]);
    const product = (name: string, name_en: string, keywords: string) => ({
      name,
      name_en,
      keywords,
      category_id: 101,
      base_price: 5000,
      search_text: buildSearchText({ name, name_en, keywords, categories: ['왁스', 'Wax', '소이왁스', 'Soy wax'] }),
    });
    const made = await db
      .insert(products)
      .values([
        product('소이 캔들 왁스', 'Soy candle wax', '컨테이너'),
        product('필라 왁스', 'Pillar wax', '기둥'),
        product('젤 왁스', 'Gel wax', '투명'),
      ])
      .returning({ id: products.id });
    const find = async (q: string) => (await listProducts(db, { q }, 20, 0)).rows.map((r) => r.name).sort();
    expect(await find('소이캔들')).toEqual(['소이 캔들 왁스']);
    expect(await find('PILLAR')).toEqual(['필라 왁스']);
    expect(await find('투명')).toEqual(['젤 왁스']);
    expect(await find('소이왁스')).toHaveLength(3);
    expect(await find(String(made[1]?.id))).toEqual(['필라 왁스']);
    expect((await listProducts(db, {}, 20, 0, 2)).total).toBe(3);
    expect((await listProducts(db, {}, 20, 0, 5)).total).toBe(3);
    expect((await listProducts(db, { stockBelow: 1 }, 20, 0)).total).toBe(3);
    expect((await listProducts(db, { q: '왁스' }, 20, 0, 1)).total).toBe(2);
  });

  it('counts a search word’s matches up to 1,000 and a list without one up to 10,000', () => {
    expect(SEARCH_COUNT_CAP).toBe(1_000);
    expect(COUNT_CAP).toBe(10_000);
    expect(countCapOf({ q: '캔들' })).toBe(SEARCH_COUNT_CAP);
    expect(countCapOf({ q: '캔들', categoryIds: [101], status: 'active' })).toBe(SEARCH_COUNT_CAP);
    expect(countCapOf({ q: '  ' })).toBe(COUNT_CAP);
    expect(countCapOf({ categoryIds: [101], status: 'active', stockBelow: 5 })).toBe(COUNT_CAP);
  });

  it('remembers that a search passes its cap until a product is written, and always counts a list below its cap afresh', async () => {
    const db = await getDb();
    await db.insert(categories).values({ id: 1, parent_id: null, name: '캔들', name_en: 'Candles' });
    const rows = Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => ({
      name: `라벤더 캔들 ${i}`,
      name_en: `Lavender candle ${i}`,
      category_id: 1,
      base_price: 5000,
      search_text: buildSearchText({ name: `라벤더 캔들 ${i}`, name_en: `Lavender candle ${i}` }),
    }));
    await db.insert(products).values(rows);
    const first = await adminProductPage({ q: '라벤더' }, 1, 20);
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, total_capped: true });
    // Products taken away behind the shop's back (no product write told the caches): the list still
    // knows it passes its cap, and its page is read afresh.
    const [pivot] = await db.select({ id: products.id }).from(products).orderBy(products.id).offset(499).limit(1);
    await db.delete(products).where(and(like(products.name, '라벤더%'), gt(products.id, pivot?.id ?? 0)));
    const again = await adminProductPage({ q: ' 라벤더 ' }, 1, 20);
    expect(again).toMatchObject({ total: SEARCH_COUNT_CAP, total_capped: true });
    expect(again.data[0]?.id).toBe(pivot?.id);
    // A product written (every process is told `products`): the count is read again.
    await invalidate({ tags: [tags.products] });
    expect(await adminProductPage({ q: '라벤더' }, 1, 20)).toMatchObject({ total: 500, total_capped: false });
    // Below its cap a count is never kept: a match removed behind the caches' back shows at once.
    await db.delete(products).where(eq(products.id, pivot?.id ?? 0));
    expect(await adminProductPage({ q: '라벤더' }, 1, 20)).toMatchObject({ total: 499, total_capped: false });
  });
});
