import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { members, storeOrders } from '~/server/db/schema';
import { storeOrderPage } from '~/server/store-orders/store-order.service';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

async function aMember(login: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(members)
    .values({
      login_id: login,
      name: login,
      mobile: '010-0000-0000',
      email: `${login}@example.com`,
      password_hash: 'x',
    })
    .returning({ id: members.id });
  if (!row) throw new Error('no member');
  return row.id;
}

describe('offline store purchases', () => {
  it('list only the member’s own, newest purchase first, page by page', async () => {
    const me = await aMember('me');
    const other = await aMember('other');
    const db = await getDb();
    const day = 86_400_000;
    const order = (memberId: number, n: number) => ({
      member_id: memberId,
      store_name: '성수 쇼룸',
      receipt_no: `S-${memberId}-${n}`,
      items: [{ name: '소이왁스 1kg', quantity: n, price: 13500 }],
      total: 13500 * n,
      purchased_at: new Date(Date.now() - (20 - n) * day),
    });
    await db.insert(storeOrders).values(Array.from({ length: 12 }, (_, i) => order(me, i + 1)));
    await db.insert(storeOrders).values(order(other, 1));
    const first = await storeOrderPage(me, { page: 1, perPage: 10 });
    expect(first.total).toBe(12);
    expect(first.last_page).toBe(2);
    expect(first.data[0]?.receipt_no).toBe(`S-${me}-12`);
    expect(first.data[0]?.items).toEqual([{ name: '소이왁스 1kg', quantity: 12, price: 13500 }]);
    const second = await storeOrderPage(me, { page: 2, perPage: 10 });
    expect(second.data.map((o) => o.receipt_no)).toEqual([`S-${me}-2`, `S-${me}-1`]);
    const theirs = await db.select().from(storeOrders).where(eq(storeOrders.member_id, other));
    expect(first.data.concat(second.data).some((o) => o.id === theirs[0]?.id)).toBe(false);
  });
});
