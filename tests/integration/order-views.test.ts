import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { members, orderLines, orders } from '~/server/db/schema';
import { decodeAccess, encodeAccess, forgetOrderAccessKey } from '~/server/order-views/guest-access';
import { memberOrderPage, memberOrderView, orderActions, trackingUrl } from '~/server/order-views/order-views';
import { resetDatabase } from '../support/db';

beforeEach(async () => {
  await resetDatabase();
  forgetOrderAccessKey();
});

const day = 86_400_000;
let seq = 0;

async function member(login: string) {
  const db = await getDb();
  const [m] = await db
    .insert(members)
    .values({ login_id: login, name: '김향기', mobile: '010', email: `${login}@example.com`, password_hash: 'x' })
    .returning({ id: members.id });
  return m?.id as number;
}

async function order(memberId: number | null, status: string, ageDays: number) {
  const db = await getDb();
  seq += 1;
  const [o] = await db
    .insert(orders)
    .values({
      od_id: `202611221300${String(seq).padStart(4, '0')}`,
      member_id: memberId,
      status,
      orderer_name: '김',
      orderer_mobile: '010',
      recipient_name: '김',
      recipient_mobile: '010',
      zonecode: '04524',
      address1: '서울',
      items_total: 10_000,
      total: 13_000,
      payment_method: 'bank',
      created_at: new Date(Date.now() - ageDays * day),
    })
    .returning();
  await db.insert(orderLines).values([
    {
      order_id: o?.id as number,
      product_name: '소이왁스',
      product_name_en: 'Soy wax',
      unit_price: 5000,
      quantity: 1,
      line_total: 5000,
    },
    {
      order_id: o?.id as number,
      product_name: '심지',
      product_name_en: 'Wick',
      unit_price: 5000,
      quantity: 1,
      line_total: 5000,
    },
  ]);
  return o as typeof orders.$inferSelect;
}

describe('member order list and detail', () => {
  it('lists only the member’s orders, newest first, by status and period, with the first item and count', async () => {
    const me = await member('me');
    const other = await member('other');
    const recent = await order(me, 'paid', 1);
    await order(me, 'delivered', 40);
    await order(me, 'cancelled', 200);
    await order(other, 'paid', 1);
    const all = await memberOrderPage(me, { page: 1, perPage: 10 });
    expect(all.total).toBe(3);
    expect(all.data[0]).toMatchObject({
      order: { od_id: recent.od_id },
      first: { product_name: '소이왁스' },
      line_count: 2,
    });
    expect((await memberOrderPage(me, { status: 'delivered', page: 1, perPage: 10 })).total).toBe(1);
    expect((await memberOrderPage(me, { from: new Date(Date.now() - 90 * day), page: 1, perPage: 10 })).total).toBe(2);
  });

  it("another member's order, or a malformed number, is not found", async () => {
    const me = await member('me');
    const other = await member('other');
    const theirs = await order(other, 'paid', 1);
    expect(await memberOrderView(me, theirs.od_id)).toBeUndefined();
    expect(await memberOrderView(me, "1' or 1=1")).toBeUndefined();
    expect((await memberOrderView(other, theirs.od_id))?.lines).toHaveLength(2);
  });

  it('members may cancel before preparing, and return, exchange or confirm only after delivery', () => {
    expect(orderActions('awaiting_deposit')).toEqual({ cancel: true, returnOrExchange: false, confirm: false });
    expect(orderActions('paid').cancel).toBe(true);
    expect(orderActions('preparing')).toEqual({ cancel: false, returnOrExchange: false, confirm: false });
    expect(orderActions('delivered')).toEqual({ cancel: false, returnOrExchange: true, confirm: true });
    expect(orderActions('confirmed')).toEqual({ cancel: false, returnOrExchange: false, confirm: false });
  });

  it('links a known carrier’s tracking page', () => {
    expect(trackingUrl('CJ대한통운', '1234 5678')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=1234%205678',
    );
    expect(trackingUrl('모르는택배', '1')).toBeUndefined();
    expect(trackingUrl(null, null)).toBeUndefined();
  });
});

describe("a visitor's signed order access", () => {
  it('holds the granted order numbers until it expires', async () => {
    const value = await encodeAccess(['2026112213000001'], Date.now() + 60_000);
    expect(await decodeAccess(value)).toEqual(['2026112213000001']);
    expect(await decodeAccess(value, Date.now() + 120_000)).toEqual([]);
  });

  it('refuses a cookie whose list was changed', async () => {
    const value = await encodeAccess(['2026112213000001'], Date.now() + 60_000);
    const [, mac] = value.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ids: ['2026112213009999'], exp: Date.now() + 60_000 })).toString('base64url')}.${mac}`;
    expect(await decodeAccess(forged)).toEqual([]);
    expect(await decodeAccess('garbage')).toEqual([]);
    expect(await decodeAccess(undefined)).toEqual([]);
  });
});
