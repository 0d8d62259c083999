import { count, desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { storeOrders } from '../db/schema/index.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';

export type StoreOrderItem = { name: string; quantity: number; price: number };
export type StoreOrder = {
  id: number;
  store_name: string;
  receipt_no: string;
  items: StoreOrderItem[];
  total: number;
  purchased_at: Date;
};

/** The member's purchases at the offline stores, newest first (spec 2.1 /my-page/store-order). */
export async function storeOrderPage(
  memberId: number,
  q: { page: number; perPage: number },
): Promise<Page<StoreOrder>> {
  const db = await getDb();
  const mine = eq(storeOrders.member_id, memberId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: storeOrders.id,
        store_name: storeOrders.store_name,
        receipt_no: storeOrders.receipt_no,
        items: storeOrders.items,
        total: storeOrders.total,
        purchased_at: storeOrders.purchased_at,
      })
      .from(storeOrders)
      .where(mine)
      .orderBy(desc(storeOrders.purchased_at), desc(storeOrders.id))
      .limit(q.perPage)
      .offset(offsetOf(q.page, q.perPage)),
    db.select({ n: count() }).from(storeOrders).where(mine),
  ]);
  return toPage(rows, Number(totals[0]?.n ?? 0), q.page, q.perPage);
}
