import { eq } from 'drizzle-orm';
import type { Executor } from '~/server/db/client';
import { categories, members, orderLines, orders, products } from '~/server/db/schema';
import type { MemberRow } from '~/server/members/session.repository';

/** Rows the review and question tests need, inserted directly (orders do not go through checkout here). */

let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};

export async function aMember(db: Executor, login: string, isAdmin = false): Promise<MemberRow> {
  const [m] = await db
    .insert(members)
    .values({
      login_id: login,
      name: '김향기',
      mobile: '010-0000-0000',
      email: `${login}@example.com`,
      password_hash: 'x',
      admin_role: isAdmin ? 'owner' : null,
    })
    .returning();
  return m as MemberRow;
}

export async function aProduct(db: Executor, name = '소이 캔들', status = 'active'): Promise<number> {
  await db.insert(categories).values({ id: 1, name: '캔들', name_en: 'Candles' }).onConflictDoNothing();
  const [p] = await db
    .insert(products)
    .values({
      category_id: 1,
      name,
      name_en: `${name} (en)`,
      base_price: 10_000,
      stock: 10,
      status,
      thumb_image: '/media/products/t.webp',
    })
    .returning({ id: products.id });
  return p?.id as number;
}

/** An order of the member holding one line per product, in the given status; returns the line ids. */
export async function anOrder(db: Executor, memberId: number, productIds: number[], status: string): Promise<number[]> {
  const n = next();
  const [o] = await db
    .insert(orders)
    .values({
      od_id: `2026${String(process.pid % 10_000).padStart(4, '0')}${String(n).padStart(8, '0')}`,
      member_id: memberId,
      status,
      orderer_name: '김향기',
      orderer_mobile: '010-0000-0000',
      recipient_name: '김향기',
      recipient_mobile: '010-0000-0000',
      zonecode: '04782',
      address1: '서울특별시 성동구 성수이로 123',
      items_total: 10_000 * productIds.length,
      total: 10_000 * productIds.length,
      payment_method: 'bank',
      ...(status === 'delivered' || status === 'confirmed' ? { delivered_at: new Date() } : {}),
    })
    .returning({ id: orders.id });
  const lines = await db
    .insert(orderLines)
    .values(
      productIds.map((product_id) => ({
        order_id: o?.id as number,
        product_id,
        product_name: '소이 캔들',
        product_name_en: 'Soy candle',
        unit_price: 10_000,
        quantity: 1,
        line_total: 10_000,
      })),
    )
    .returning({ id: orderLines.id });
  return lines.map((l) => l.id);
}

export async function ratingOf(db: Executor, productId: number): Promise<{ count: number; avg: string }> {
  const [p] = await db
    .select({ count: products.review_count, avg: products.rating_avg })
    .from(products)
    .where(eq(products.id, productId));
  return { count: p?.count ?? -1, avg: Number(p?.avg ?? -1).toFixed(2) };
}
