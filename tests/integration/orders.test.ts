import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { receiveReturn } from '~/server/admin-orders/claims.service';
import type { CartOwner } from '~/server/cart/cart-owner';
import { getDb } from '~/server/db/client';
import {
  cartLines,
  carts,
  categories,
  coupons,
  memberCoupons,
  members,
  notifications,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  pointLedger,
  productOptions,
  products,
  settings,
} from '~/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '~/server/http/errors';
import { verifyPassword } from '~/server/members/password';
import { quoteCheckout } from '~/server/orders/checkout.service';
import { runOrderJobs } from '~/server/orders/jobs';
import { lookupVisitorOrder } from '~/server/orders/lookup.service';
import { type PlaceOrderInput, placeOrderBody } from '~/server/orders/order.schema';
import { adminMove, orderFor, shopperMove } from '~/server/orders/order.service';
import { placeOrder, SoldOutError } from '~/server/orders/placement.service';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import { opsActor } from '../support/admins';
import { resetDatabase } from '../support/db';
import { setEnv } from '../support/env';

const DAY = 24 * 60 * 60 * 1000;
let ids: Awaited<ReturnType<typeof shop>>;

async function shop() {
  const db = await getDb();
  await db.insert(settings).values(Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value })));
  await db.insert(categories).values({ id: 1, parent_id: null, name: '캔들', name_en: 'Candles' });
  const made = await db
    .insert(products)
    .values([
      { category_id: 1, name: '소이 캔들', name_en: 'Soy candle', base_price: 20_000, discount_rate: 10, stock: 5 },
      { category_id: 1, name: '각인 캔들', name_en: 'Engraved candle', base_price: 30_000, stock: 3, is_custom: true },
      { category_id: 1, name: '향 오일', name_en: 'Fragrance oil', base_price: 10_000, stock: 13 },
      { category_id: 1, name: '심지', name_en: 'Wick', base_price: 1_000, stock: 100 },
    ])
    .returning({ id: products.id });
  const [candle, custom, oil, wick] = made.map((r) => r.id) as [number, number, number, number];
  const opts = await db
    .insert(productOptions)
    .values([
      { product_id: oil, name: '50ml', name_en: '50ml', price_delta: 0, stock: 3, sort_order: 1 },
      { product_id: oil, name: '100ml', name_en: '100ml', price_delta: 5000, stock: 10, sort_order: 2 },
    ])
    .returning({ id: productOptions.id });
  const [small, large] = opts.map((r) => r.id) as [number, number];
  const [m] = await db
    .insert(members)
    .values({
      login_id: 'buyer',
      name: '김구매',
      mobile: '010-1111-2222',
      email: 'b@example.com',
      password_hash: 'x',
      points_balance: 5000,
    })
    .returning({ id: members.id });
  const member = m?.id as number;
  await db.insert(pointLedger).values({ member_id: member, amount: 5000, balance_after: 5000, reason: '가입 적립' });
  const cps = await db
    .insert(coupons)
    .values([
      { code: 'A3000', name: '3천원', name_en: '3000', discount_type: 'amount', discount_value: 3000 },
      {
        code: 'R10',
        name: '10%',
        name_en: '10%',
        discount_type: 'rate',
        discount_value: 10,
        min_order_amount: 30000,
        max_discount: 5000,
      },
    ])
    .returning({ id: coupons.id });
  const mcs = await db
    .insert(memberCoupons)
    .values([
      { member_id: member, coupon_id: cps[0]?.id as number },
      { member_id: member, coupon_id: cps[1]?.id as number },
      { member_id: member, coupon_id: cps[0]?.id as number, expires_at: new Date(Date.now() - DAY) },
    ])
    .returning({ id: memberCoupons.id });
  const [amountCoupon, rateCoupon, expiredCoupon] = mcs.map((r) => r.id) as [number, number, number];
  return { candle, custom, oil, wick, small, large, member, amountCoupon, rateCoupon, expiredCoupon };
}

let cartNo = 0;
/** Puts lines straight into a cart of the owner; answers the owner and the line ids. */
async function cartWith(owner: 'member' | 'visitor', ...lines: [number, number, number?][]) {
  const db = await getDb();
  const key = `testcartkey${String(++cartNo).padStart(8, '0')}`;
  const who: CartOwner = owner === 'member' ? { memberId: ids.member } : { cartKey: key };
  await db
    .insert(carts)
    .values({ cart_key: key, member_id: owner === 'member' ? ids.member : null })
    .onConflictDoNothing();
  const [cart] = await db
    .select()
    .from(carts)
    .where(owner === 'member' ? eq(carts.member_id, ids.member) : eq(carts.cart_key, key));
  const made = await db
    .insert(cartLines)
    .values(
      lines.map(([product_id, quantity, option_id]) => ({
        cart_id: cart?.id as number,
        product_id,
        quantity,
        option_id: option_id ?? null,
      })),
    )
    .returning({ id: cartLines.id });
  return { owner: who, lines: made.map((r) => r.id) };
}

function input(lines: number[], over: Record<string, unknown> = {}): PlaceOrderInput {
  return placeOrderBody.parse({
    orderer: { name: '김구매', mobile: '01011112222', email: 'b@example.com' },
    recipient: {
      name: '김수령',
      mobile: '010-3333-4444',
      zonecode: '04782',
      address1: '서울 성동구 성수이로 1',
      address2: '2층',
    },
    lines,
    payment_method: 'bank',
    depositor_name: '김구매',
    agreements: { order: true, privacy_carrier: true },
    ...over,
  });
}

async function stockOf(id: number) {
  const [p] = await (await getDb())
    .select({ stock: products.stock, sales: products.sales_count })
    .from(products)
    .where(eq(products.id, id));
  return p;
}
async function optionStock(id: number) {
  const [o] = await (await getDb())
    .select({ stock: productOptions.stock })
    .from(productOptions)
    .where(eq(productOptions.id, id));
  return o?.stock;
}
async function balance() {
  const [m] = await (await getDb())
    .select({ p: members.points_balance })
    .from(members)
    .where(eq(members.id, ids.member));
  return m?.p;
}
async function couponUsed(id: number) {
  const [c] = await (await getDb()).select().from(memberCoupons).where(eq(memberCoupons.id, id));
  return c?.used_at !== null;
}
async function expectError<T extends Error>(p: Promise<unknown>, type: new (...a: never[]) => T): Promise<T> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(type);
  return err as T;
}

let keyNo = 0;
const key = () => `test-key-${++keyNo}-${Date.now()}`;

beforeEach(async () => {
  await resetDatabase();
  ids = await shop();
});

describe('checkout quote', () => {
  it('prices the chosen lines with shipping, the coupons that apply and the points a member can use', async () => {
    const { owner, lines } = await cartWith('member', [ids.candle, 1], [ids.oil, 1, ids.large]);
    const q = await quoteCheckout(owner, { lines, points: 0, zonecode: '63100' });
    expect(q.amounts).toMatchObject({
      items_total: 35000,
      discount_total: 2000,
      subtotal: 33000,
      shipping_fee: 6000,
      total: 39000,
    });
    expect(q.shipping).toMatchObject({ base_fee: 3000, remote_fee: 3000, remote_area: '제주' });
    expect(q.coupons?.map((c) => [c.id, c.applicable, c.discount])).toEqual([
      [ids.amountCoupon, true, 3000],
      [ids.rateCoupon, true, 3300],
      [ids.expiredCoupon, false, 0],
    ]);
    expect(q.points).toMatchObject({ balance: 5000, unit: 10, minimum: 1000, max_usable: 5000 });
    expect(q.agreements.map((a) => a.key)).toEqual(['order', 'privacy_carrier']);
  });

  it('asks for the custom-made exception when a line is made to order, and refuses a coupon that does not apply', async () => {
    const { owner, lines } = await cartWith('member', [ids.custom, 1]);
    const q = await quoteCheckout(owner, { lines, points: 0 });
    expect(q.agreements.map((a) => a.key)).toContain('custom_made');
    const { lines: small } = await cartWith('member', [ids.wick, 2]);
    const err = await expectError(
      quoteCheckout(owner, { lines: small, points: 0, coupon_id: ids.rateCoupon }),
      ValidationError,
    );
    expect(err.errors.coupon_id?.[0]).toContain('30,000원 이상');
  });

  it('gives a visitor no coupons or points and refuses lines of another cart', async () => {
    const { owner, lines } = await cartWith('visitor', [ids.wick, 1]);
    const q = await quoteCheckout(owner, { lines, points: 0 });
    expect(q.coupons).toBeNull();
    expect(q.points).toBeNull();
    await expectError(quoteCheckout(owner, { lines, points: 1000 }), ValidationError);
    const other = await cartWith('visitor', [ids.wick, 1]);
    await expectError(quoteCheckout(owner, { lines: other.lines, points: 0 }), ValidationError);
  });
});

describe('placing an order', () => {
  it('takes stock, the coupon and the points in one go and writes the order, its lines, history and notification', async () => {
    const { owner, lines } = await cartWith('member', [ids.candle, 2], [ids.oil, 1, ids.large]);
    const now = new Date();
    const { order, created } = await placeOrder(
      owner,
      input(lines, { coupon_id: ids.amountCoupon, points: 2000 }),
      key(),
      now,
    );
    expect(created).toBe(true);
    expect(order.od_id).toMatch(/^\d{16}$/);
    expect(order).toMatchObject({
      status: 'awaiting_deposit',
      items_total: 55000,
      discount_total: 4000,
      coupon_discount: 3000,
      points_used: 2000,
      shipping_fee: 0,
      total: 46000,
    });
    expect(order.deposit_deadline?.getTime()).toBe(now.getTime() + 3 * DAY);
    expect(await stockOf(ids.candle)).toEqual({ stock: 3, sales: 2 });
    expect(await stockOf(ids.oil)).toEqual({ stock: 12, sales: 1 });
    expect(await optionStock(ids.large)).toBe(9);
    expect(await couponUsed(ids.amountCoupon)).toBe(true);
    expect(await balance()).toBe(3000);
    const db = await getDb();
    expect(await db.select().from(cartLines)).toHaveLength(0);
    const snap = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.order_id, order.id))
      .orderBy(asc(orderLines.id));
    expect(snap.map((l) => [l.product_name, l.option_name, l.unit_price, l.quantity, l.line_total])).toEqual([
      ['소이 캔들', null, 18000, 2, 36000],
      ['향 오일', '100ml', 15000, 1, 15000],
    ]);
    expect(await db.select().from(orderStatusHistory)).toMatchObject([
      { from_status: null, to_status: 'awaiting_deposit', actor: String(ids.member) },
    ]);
    const [note] = await db.select().from(notifications);
    expect(note).toMatchObject({
      member_id: ids.member,
      title: '주문이 접수되었습니다',
      link: `/my-page/order/${order.od_id}`,
    });
    const ledger = await db.select().from(pointLedger).where(eq(pointLedger.kind, 'use'));
    expect(ledger).toMatchObject([{ amount: -2000, balance_after: 3000, order_id: order.id }]);
  });

  it("charges shipping by the recipient's postcode: the island surcharge even when shipping is free", async () => {
    const { owner, lines } = await cartWith('member', [ids.candle, 3]);
    const recipient = { name: '김수령', mobile: '010-3333-4444', zonecode: '63100', address1: '제주시 첨단로 1' };
    const { order } = await placeOrder(owner, input(lines, { recipient }), key());
    expect(order).toMatchObject({ shipping_fee: 3000, total: 54000 + 3000 });
    const cheap = await cartWith('member', [ids.wick, 1]);
    const island = { ...recipient, zonecode: '40200' };
    const { order: small } = await placeOrder(cheap.owner, input(cheap.lines, { recipient: island }), key());
    expect(small).toMatchObject({ shipping_fee: 3000 + 5000, total: 1000 + 8000 });
  });

  it('refuses sold-out lines with 409 naming the products, taking nothing', async () => {
    const { owner, lines } = await cartWith('member', [ids.candle, 6], [ids.oil, 4, ids.small], [ids.wick, 1]);
    const err = await expectError(
      placeOrder(owner, input(lines, { coupon_id: ids.amountCoupon, points: 1000 }), key()),
      ConflictError,
    );
    expect(err.message).toContain('소이 캔들');
    expect(err.message).toContain('향 오일');
    expect(err.message).not.toContain('심지');
    expect(err).toBeInstanceOf(SoldOutError);
    expect((err as SoldOutError).lines).toEqual([
      { product_id: ids.candle, option_id: null, name: expect.stringContaining('소이 캔들'), stock: 5 },
      { product_id: ids.oil, option_id: ids.small, name: expect.stringContaining('향 오일'), stock: 3 },
    ]);
    expect(await stockOf(ids.candle)).toEqual({ stock: 5, sales: 0 });
    expect(await optionStock(ids.small)).toBe(3);
    expect(await couponUsed(ids.amountCoupon)).toBe(false);
    expect(await balance()).toBe(5000);
    expect(await (await getDb()).select().from(cartLines)).toHaveLength(3);
    expect(await (await getDb()).select().from(orders)).toHaveLength(0);
  });

  it('counts two lines of one product against one stock', async () => {
    const { owner, lines } = await cartWith('member', [ids.candle, 3], [ids.candle, 3]);
    await expectError(placeOrder(owner, input(lines), key()), ConflictError);
    const ok = await cartWith('member', [ids.candle, 2], [ids.candle, 3]);
    await placeOrder(ok.owner, input(ok.lines), key());
    expect((await stockOf(ids.candle))?.stock).toBe(0);
  });

  it('answers the same order for a retry with the same key, and refuses the key with another request', async () => {
    const { owner, lines } = await cartWith('member', [ids.wick, 1]);
    const k = key();
    const first = await placeOrder(owner, input(lines), k);
    const again = await placeOrder(owner, input(lines), k);
    expect(again).toMatchObject({ created: false, order: { od_id: first.order.od_id } });
    const err = await expectError(placeOrder(owner, input(lines, { delivery_message: '경비실' }), k), ValidationError);
    expect(Object.keys(err.errors)).toEqual(['idempotency_key']);
    expect(await (await getDb()).select().from(orders)).toHaveLength(1);
  });

  it('needs the custom-made exception for a custom line', async () => {
    const { owner, lines } = await cartWith('member', [ids.custom, 1]);
    const err = await expectError(placeOrder(owner, input(lines), key()), ValidationError);
    expect(Object.keys(err.errors)).toEqual(['agreements.custom_made']);
    const { order } = await placeOrder(
      owner,
      input(lines, { agreements: { order: true, privacy_carrier: true, custom_made: true } }),
      key(),
    );
    expect(Object.keys(order.agreements).sort()).toEqual(['custom_made', 'order', 'privacy_carrier']);
  });

  it('treats an order paid in full by points as paid', async () => {
    const { owner, lines } = await cartWith('member', [ids.wick, 2]);
    const { order } = await placeOrder(owner, input(lines, { points: 5000 }), key());
    expect(order).toMatchObject({ total: 0, points_used: 5000, status: 'paid', deposit_deadline: null });
  });

  it('keeps the cash receipt request of a bank transfer, and none on a Toss order (Toss issues its own)', async () => {
    const receipt = { cash_receipt: { type: 'phone', number: '010-1111-2222' } };
    const bank = await cartWith('member', [ids.wick, 1]);
    const { order } = await placeOrder(bank.owner, input(bank.lines, receipt), key());
    expect(order).toMatchObject({ cash_receipt_type: 'phone', cash_receipt_number: '01011112222' });
    const restore = setEnv({ TOSS_CLIENT_KEY: 'ck', TOSS_SECRET_KEY: 'sk' });
    try {
      const card = await cartWith('member', [ids.wick, 1]);
      const toss = input(card.lines, { ...receipt, payment_method: 'toss', depositor_name: undefined });
      const placed = await placeOrder(card.owner, toss, key());
      expect(placed.order).toMatchObject({
        payment_method: 'toss',
        cash_receipt_type: null,
        cash_receipt_number: null,
      });
    } finally {
      restore();
    }
  });

  it('lets a visitor order with a password kept only as an argon2 hash, and look the order up with it', async () => {
    const { owner, lines } = await cartWith('visitor', [ids.wick, 3]);
    await expectError(placeOrder(owner, input(lines), key()), ValidationError);
    const { order } = await placeOrder(owner, input(lines, { password: 'visitor-pass-1' }), key());
    expect(order.member_id).toBeNull();
    expect(order.guest_password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(order.guest_password_hash ?? '', 'visitor-pass-1')).toBe(true);
    expect(await lookupVisitorOrder(order.od_id, 'visitor-pass-1', '10.0.0.1')).toBe(order.od_id);
    await expectError(lookupVisitorOrder(order.od_id, 'wrong-pass-1', '10.0.0.1'), ValidationError);
    const view = await orderFor({ visitorOrders: [order.od_id] }, order.od_id);
    expect(view).toMatchObject({
      order: { od_id: order.od_id, total: 6000 },
      bank: { account_no: SEED_SETTINGS.bank.account_no },
    });
    await expectError(orderFor({ visitorOrders: [] }, order.od_id), NotFoundError);
    await expectError(orderFor({ memberId: ids.member }, order.od_id), NotFoundError);
  });
});

describe('after placing', () => {
  async function placed(points = 1000) {
    const { owner, lines } = await cartWith('member', [ids.candle, 2], [ids.oil, 1, ids.small]);
    return (await placeOrder(owner, input(lines, { coupon_id: ids.amountCoupon, points }), key())).order;
  }
  const me = () => ({ memberId: ids.member });

  it('cancelling before preparing gives stock, coupon and points back exactly once', async () => {
    const order = await placed();
    await shopperMove(me(), order.od_id, 'cancel', '단순 변심');
    await expectError(shopperMove(me(), order.od_id, 'cancel'), ConflictError);
    expect(await stockOf(ids.candle)).toEqual({ stock: 5, sales: 0 });
    expect(await stockOf(ids.oil)).toEqual({ stock: 13, sales: 0 });
    expect(await optionStock(ids.small)).toBe(3);
    expect(await couponUsed(ids.amountCoupon)).toBe(false);
    expect(await balance()).toBe(5000);
    const db = await getDb();
    expect(await db.select().from(pointLedger).where(eq(pointLedger.kind, 'refund'))).toHaveLength(1);
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, order.id));
    expect(history.at(-1)).toMatchObject({
      from_status: 'awaiting_deposit',
      to_status: 'cancelled',
      note: '단순 변심',
    });
  });

  it("does not let a member cancel once the parcel is being prepared, nor touch another's order", async () => {
    const order = await placed();
    await adminMove(await opsActor(), order.od_id, { status: 'paid', note: '' });
    await adminMove(await opsActor(), order.od_id, { status: 'preparing', note: '' });
    await expectError(shopperMove(me(), order.od_id, 'cancel'), ConflictError);
    await expectError(shopperMove({ memberId: ids.member + 1 }, order.od_id, 'cancel'), NotFoundError);
    await expectError(shopperMove({ visitorOrders: [order.od_id] }, order.od_id, 'cancel'), NotFoundError);
  });

  it('walks the lifecycle: deposit on file, shipping with tracking, delivery, return or confirmation with points once', async () => {
    const order = await placed(0);
    await adminMove(await opsActor(), order.od_id, { status: 'paid', note: '입금 확인' });
    const db = await getDb();
    expect(await db.select().from(payments)).toMatchObject([{ provider: 'bank', amount: order.total, status: 'done' }]);
    await expectError(shopperMove(me(), order.od_id, 'confirm'), ConflictError);
    await adminMove(await opsActor(), order.od_id, { status: 'preparing', note: '' });
    await adminMove(await opsActor(), order.od_id, {
      status: 'shipping',
      carrier: 'CJ대한통운',
      tracking_number: '612345678901',
      note: '',
    });
    await adminMove(await opsActor(), order.od_id, { status: 'delivered', note: '' });
    await shopperMove(me(), order.od_id, 'confirm');
    await expectError(shopperMove(me(), order.od_id, 'confirm'), ConflictError);
    await expectError(shopperMove(me(), order.od_id, 'return', '파손'), ConflictError);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: 'confirmed',
      carrier: 'CJ대한통운',
      tracking_number: '612345678901',
      points_earned: Math.floor(order.total / 100),
    });
    expect(await balance()).toBe(5000 + Math.floor(order.total / 100));
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.order_id, order.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.map((h) => [h.to_status, h.actor])).toEqual([
      ['awaiting_deposit', String(ids.member)],
      ['paid', `admin:${(await opsActor()).id}`],
      ['preparing', `admin:${(await opsActor()).id}`],
      ['shipping', `admin:${(await opsActor()).id}`],
      ['delivered', `admin:${(await opsActor()).id}`],
      ['confirmed', String(ids.member)],
    ]);
    const titles = (await db.select().from(notifications).orderBy(asc(notifications.id))).map((n) => n.title);
    expect(titles).toHaveLength(6);
    expect(titles.at(-1)).toBe('구매가 확정되었습니다');
  });

  it('takes return and exchange requests only after delivery, with the reason on record; a completed return refunds the points', async () => {
    const order = await placed(1000);
    await expectError(shopperMove(me(), order.od_id, 'return', '파손'), ConflictError);
    for (const status of ['paid', 'preparing', 'delivered'] as const) {
      if (status === 'delivered')
        await adminMove(await opsActor(), order.od_id, {
          status: 'shipping',
          carrier: 'CJ대한통운',
          tracking_number: '612345678909',
          note: '',
        });
      await adminMove(await opsActor(), order.od_id, { status, note: '' });
    }
    await shopperMove(me(), order.od_id, 'return', '향이 달라요');
    await expectError(adminMove(await opsActor(), order.od_id, { status: 'returned', note: '' }), ConflictError);
    await receiveReturn(await opsActor(), order.od_id, {
      restock: false,
      refund_bank: '국민은행',
      refund_account: '123-456-789012',
      refund_holder: '김향기',
    });
    expect(await balance()).toBe(5000);
    const [last] = await (await getDb())
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.order_id, order.id), eq(orderStatusHistory.to_status, 'return_requested')));
    expect(last?.note).toBe('향이 달라요');
  });
});

describe('order jobs', () => {
  it('cancel an unpaid order past its deadline once, even with two workers, giving everything back once', async () => {
    const { owner, lines } = await cartWith('member', [ids.candle, 2]);
    const { order } = await placeOrder(owner, input(lines, { coupon_id: ids.amountCoupon, points: 1000 }), key());
    expect(await runOrderJobs(new Date(Date.now() + 2 * DAY))).toEqual({ cancelled: 0, confirmed: 0 });
    const later = new Date(Date.now() + 3 * DAY + 60_000);
    const [a, b] = await Promise.all([runOrderJobs(later), runOrderJobs(later)]);
    expect((a?.cancelled ?? 0) + (b?.cancelled ?? 0)).toBe(1);
    expect(await stockOf(ids.candle)).toEqual({ stock: 5, sales: 0 });
    expect(await couponUsed(ids.amountCoupon)).toBe(false);
    expect(await balance()).toBe(5000);
    const history = await (await getDb())
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.order_id, order.id));
    expect(history.filter((h) => h.to_status === 'cancelled')).toMatchObject([{ actor: 'system' }]);
  });

  it('confirm a delivered order after seven days, earning points once', async () => {
    const { owner, lines } = await cartWith('member', [ids.candle, 1]);
    const { order } = await placeOrder(owner, input(lines), key());
    for (const status of ['paid', 'preparing', 'shipping', 'delivered'] as const) {
      await adminMove(await opsActor(), order.od_id, {
        status,
        note: '',
        ...(status === 'shipping' ? { carrier: '우체국택배', tracking_number: '1234567890' } : {}),
      });
    }
    expect((await runOrderJobs(new Date(Date.now() + 6 * DAY))).confirmed).toBe(0);
    const later = new Date(Date.now() + 7 * DAY + 60_000);
    const runs = await Promise.all([runOrderJobs(later), runOrderJobs(later)]);
    expect(runs.reduce((n, r) => n + r.confirmed, 0)).toBe(1);
    expect(await balance()).toBe(5000 + Math.floor(order.total / 100));
  });
});
