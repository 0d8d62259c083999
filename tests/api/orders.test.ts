import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { orders, payments } from '~/server/db/schema';
import { serializeOrder } from '~/server/orders/order.serializer';
import { ApiClient } from '../support/api-client';
import {
  addToCart,
  freshProducts,
  loginAs,
  newKey,
  newMember,
  orderBody,
  ownShop,
  place,
  stockOf,
} from '../support/orders-helpers';

let shop: Awaited<ReturnType<typeof ownShop>> | undefined;
const base = () => shop?.url as string;
beforeAll(async () => {
  shop = await ownShop('orders_api');
}, 120_000);
afterAll(() => shop?.stop());

type Quote = {
  lines: { id: number; price: number; qty: number; stock: number }[];
  amounts: {
    items_total: number;
    subtotal: number;
    coupon_discount: number;
    shipping_fee: number;
    points_used: number;
    total: number;
  };
  coupons: { id: number; name: string; applicable: boolean; discount: number }[] | null;
  points: { balance: number; max_usable: number } | null;
};
type OrderWire = {
  od_id: string;
  status: string;
  status_label: string;
  amounts: { total: number; coupon_discount: number; points_used: number };
  lines: { it_id: number; price: number; qty: number }[];
  payment: {
    method: string;
    bank: { account_no: string } | null;
    deposit_deadline: string;
    status: string | null;
    approved_at: string | null;
    toss_method: string | null;
    virtual_account: object | null;
  };
  history: { status: string; by: string }[];
  actions: { cancel: boolean };
};
type Placed = { od_id: string; redirect: string; order: OrderWire };

const quote = (api: ApiClient, body: unknown) => api.json<Quote>(api.post('/api/v1/checkout/quote', body));
const admin = () => loginAs(base(), 'admin', 'admin-test-pass-1');

// Sign-ups are limited per address and the API test files share one server: two members serve this file.
let shopper: Promise<{ api: ApiClient; id: string }> | undefined;
let another: Promise<{ api: ApiClient; id: string }> | undefined;
const member = () => {
  shopper ??= newMember(base());
  return shopper;
};
const otherMember = () => {
  another ??= newMember(base());
  return another;
};

describe('member order flow', () => {
  it('quotes, places with coupon and points (client prices ignored), lists, shows and cancels with everything given back', async () => {
    const api = await loginAs(base(), 'demo', 'demo1234!');
    const [p] = await freshProducts(base(), 1, 10);
    const stock = await stockOf(api, p?.it_id as number);
    const line = await addToCart(api, p?.it_id as number, 3);
    const q = await quote(api, { lines: [line], zonecode: '04782' });
    const welcome = q.coupons?.find((c) => c.name.includes('3,000원'));
    expect(welcome?.applicable).toBe(true);
    const balance = q.points?.balance as number;
    expect(balance).toBeGreaterThanOrEqual(1000);

    const tampered = orderBody([line], {
      coupon_id: welcome?.id,
      points: 1000,
      total: 1,
      amounts: { total: 1 },
      items: [{ it_id: p?.it_id, price: 1, qty: 3 }],
      shipping_fee: 0,
      status: 'paid',
    });
    const res = await place(api, tampered);
    expect(res.status).toBe(201);
    const placed = (await res.json()) as Placed;
    expect(placed.od_id).toMatch(/^\d{16}$/);
    expect(placed.redirect).toBe(`/shop/order/${placed.od_id}/confirm`);
    const q2 = q.amounts;
    const expected = q2.subtotal - (welcome?.discount ?? 0) + q2.shipping_fee - 1000;
    expect(placed.order).toMatchObject({
      status: 'awaiting_deposit',
      status_label: '입금대기',
      amounts: { total: expected, coupon_discount: welcome?.discount, points_used: 1000 },
      lines: [{ it_id: p?.it_id, price: q.lines[0]?.price, qty: 3 }],
    });
    expect(placed.order.payment.bank?.account_no).toBeTruthy();
    expect(await stockOf(api, p?.it_id as number)).toBe(stock - 3);

    const list = await api.json<{ data: { od_id: string }[]; total: number }>(
      api.get('/api/v1/orders?status=awaiting_deposit&period=1'),
    );
    expect(list.data.map((o) => o.od_id)).toContain(placed.od_id);
    const detail = await api.json<{ order: OrderWire }>(api.get(`/api/v1/orders/${placed.od_id}`));
    expect(detail.order.actions.cancel).toBe(true);

    const cancel = await api.post(`/api/v1/orders/${placed.od_id}/cancel`, { reason: '주소 변경' });
    expect(cancel.status).toBe(200);
    expect((await api.post(`/api/v1/orders/${placed.od_id}/cancel`, {})).status).toBe(409);
    expect(await stockOf(api, p?.it_id as number)).toBe(stock);
    const again = await quote(api, { lines: [await addToCart(api, p?.it_id as number, 1)] });
    expect(again.points?.balance).toBe(balance);
    expect(again.coupons?.find((c) => c.id === welcome?.id)?.applicable).toBe(true);
  });

  it('goes through deposit, shipping and delivery by the admin API, then confirmation earns points once', async () => {
    const { api } = await member();
    const [p] = await freshProducts(base(), 1, 5);
    const placed = await api.json<Placed>(place(api, orderBody([await addToCart(api, p?.it_id as number, 2)])));
    const ops = await admin();
    const move = (body: object) => ops.post(`/api/admin/orders/${placed.od_id}/status`, body);
    expect((await move({ status: 'shipping', carrier: 'CJ대한통운', tracking_number: '612345678901' })).status).toBe(
      409,
    );
    expect((await move({ status: 'paid' })).status).toBe(200);
    expect((await api.post(`/api/v1/orders/${placed.od_id}/cancel`)).status).toBe(200);
    const second = await api.json<Placed>(place(api, orderBody([await addToCart(api, p?.it_id as number, 1)])));
    const move2 = (body: object) => ops.post(`/api/admin/orders/${second.od_id}/status`, body);
    for (const body of [
      { status: 'paid', note: '입금 확인' },
      { status: 'preparing' },
      { status: 'shipping', carrier: 'CJ대한통운', tracking_number: '612345678901' },
      { status: 'delivered' },
    ]) {
      expect((await move2(body)).status).toBe(200);
    }
    expect((await api.post(`/api/v1/orders/${second.od_id}/confirm`)).status).toBe(200);
    expect((await api.post(`/api/v1/orders/${second.od_id}/confirm`)).status).toBe(409);
    const { order } = await api.json<{ order: OrderWire & { amounts: { points_earned: number } } }>(
      api.get(`/api/v1/orders/${second.od_id}`),
    );
    expect(order.status).toBe('confirmed');
    expect(order.amounts.points_earned).toBe(Math.floor(order.amounts.total / 100));
    expect(order.history.map((h) => [h.status, h.by])).toEqual([
      ['awaiting_deposit', 'shopper'],
      ['paid', 'shop'],
      ['preparing', 'shop'],
      ['shipping', 'shop'],
      ['delivered', 'shop'],
      ['confirmed', 'shopper'],
    ]);
  });

  it('keeps the admin API for administrators (401 for visitors, 403 for members)', async () => {
    const { api } = await member();
    const body = { status: 'paid' };
    expect((await api.post('/api/admin/orders/2026010100000000/status', body)).status).toBe(403);
    expect((await new ApiClient(base()).post('/api/admin/orders/2026010100000000/status', body)).status).toBe(401);
    expect((await (await admin()).post('/api/admin/orders/2026010100000000/status', body)).status).toBe(404);
  });
});

describe('visitor order flow', () => {
  it('places with an order password, sees the order in the same browser, and elsewhere only after a look-up', async () => {
    const api = new ApiClient(base());
    const [p] = await freshProducts(base(), 1, 5);
    const line = await addToCart(api, p?.it_id as number, 2);
    const q = await quote(api, { lines: [line] });
    expect(q.coupons).toBeNull();
    const res = await place(api, orderBody([line], { password: 'guest-pass-77' }));
    expect(res.status).toBe(201);
    const { od_id } = (await res.json()) as Placed;
    expect((await api.get(`/api/v1/orders/${od_id}`)).status).toBe(200);
    expect((await api.get('/api/v1/orders')).status).toBe(401);

    const other = new ApiClient(base());
    expect((await other.get(`/api/v1/orders/${od_id}`)).status).toBe(404);
    const wrong = await other.post('/api/v1/orders/lookup', { od_id, password: 'not-the-pass' });
    expect(wrong.status).toBe(422);
    const right = await other.post('/api/v1/orders/lookup', { od_id, password: 'guest-pass-77' });
    expect(right.status).toBe(200);
    expect((await other.get(`/api/v1/orders/${od_id}`)).status).toBe(200);
    expect((await other.post(`/api/v1/orders/${od_id}/cancel`)).status).toBe(200);
  });

  it('lets a visitor cancel their own order while it waits for the deposit, only after the look-up; a paid one is 409', async () => {
    const buyer = new ApiClient(base());
    const [p] = await freshProducts(base(), 1, 5);
    const before = await stockOf(buyer, p?.it_id as number);
    const placeOne = async (password: string) => {
      const line = await addToCart(buyer, p?.it_id as number, 1);
      return (await buyer.json<Placed>(place(buyer, orderBody([line], { password })))).od_id;
    };
    const unpaid = await placeOne('guest-pass-81');
    const paid = await placeOne('guest-pass-82');
    const ops = await admin();
    expect((await ops.post(`/api/admin/orders/${paid}/status`, { status: 'paid' })).status).toBe(200);

    const visitor = new ApiClient(base());
    // Without the order password's session the order is as good as missing.
    expect((await visitor.post(`/api/v1/orders/${unpaid}/cancel`)).status).toBe(404);
    const found = await visitor.json<{ order: OrderWire }>(
      visitor.post('/api/v1/orders/lookup', { od_id: unpaid, password: 'guest-pass-81' }),
    );
    expect(found.order.actions.cancel).toBe(true);
    const cancelled = await visitor.post(`/api/v1/orders/${unpaid}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { status: string }).status).toBe('cancelled');
    // No longer cancellable: a second press, and an order already paid.
    expect((await visitor.post(`/api/v1/orders/${unpaid}/cancel`)).status).toBe(409);
    const paidView = await visitor.json<{ order: OrderWire }>(
      visitor.post('/api/v1/orders/lookup', { od_id: paid, password: 'guest-pass-82' }),
    );
    expect(paidView.order.actions.cancel).toBe(false);
    expect((await visitor.post(`/api/v1/orders/${paid}/cancel`)).status).toBe(409);
    expect((await visitor.json<{ order: OrderWire }>(visitor.get(`/api/v1/orders/${paid}`))).order.status).toBe('paid');
    // The cancelled order gave its stock back; the paid one holds its own.
    expect(await stockOf(buyer, p?.it_id as number)).toBe(before - 1);
  });

  it('limits look-up attempts per order number (429)', async () => {
    const api = new ApiClient(base());
    const [p] = await freshProducts(base(), 1, 5);
    const { od_id } = await api.json<Placed>(
      place(api, orderBody([await addToCart(api, p?.it_id as number)], { password: 'guest-pass-78' })),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api.post('/api/v1/orders/lookup', { od_id, password: `wrong-${i}-xx` })).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
  });
});

describe('placement rules', () => {
  it('is idempotent: the same key and body answer the same order (200), another body is refused (422)', async () => {
    const { api } = await member();
    const [p] = await freshProducts(base(), 1, 5);
    const body = orderBody([await addToCart(api, p?.it_id as number)]);
    const key = newKey();
    const first = await place(api, body, key);
    const again = await place(api, body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Placed).od_id).toBe(((await first.json()) as Placed).od_id);
    const changed = await place(api, { ...body, delivery_message: '경비실에 맡겨 주세요' }, key);
    expect(changed.status).toBe(422);
    expect(Object.keys(((await changed.json()) as { errors: object }).errors)).toEqual(['idempotency_key']);
    expect((await api.post('/api/v1/orders', body)).status).toBe(422);
  });

  it('refuses sold-out lines with 409 naming the product and takes nothing', async () => {
    const [scarce, plenty] = await freshProducts(base(), 2, 2, 30);
    const a = new ApiClient(base());
    const b = new ApiClient(base());
    const stock = await stockOf(a, scarce?.it_id as number);
    const plentyStock = await stockOf(a, plenty?.it_id as number);
    const aLine = await addToCart(a, scarce?.it_id as number, stock);
    const bLines = [await addToCart(b, scarce?.it_id as number, stock), await addToCart(b, plenty?.it_id as number, 1)];
    expect((await place(a, orderBody([aLine], { password: 'guest-pass-79' }))).status).toBe(201);
    const res = await place(b, orderBody(bLines, { password: 'guest-pass-79' }));
    expect(res.status).toBe(409);
    const text = await res.text();
    const body = JSON.parse(text) as { message: string; sold_out: { it_id: number }[] };
    expect(body.message).toContain(scarce?.it_name);
    expect(body.sold_out.map((s) => s.it_id)).toEqual([scarce?.it_id]);
    // The storefront's names, in this order, byte for byte.
    expect(text).toBe(
      JSON.stringify({
        message: body.message,
        sold_out: [{ it_id: scarce?.it_id, option_id: null, it_name: scarce?.it_name, stock: 0 }],
      }),
    );
    expect(await stockOf(a, scarce?.it_id as number)).toBe(0);
    expect(await stockOf(a, plenty?.it_id as number)).toBe(plentyStock);
  });

  it("answers 404 for another member's order, to a visitor too", async () => {
    const owner = await member();
    const [p] = await freshProducts(base(), 1, 5);
    const { od_id } = await owner.api.json<Placed>(
      place(owner.api, orderBody([await addToCart(owner.api, p?.it_id as number)])),
    );
    const other = await otherMember();
    expect((await other.api.get(`/api/v1/orders/${od_id}`)).status).toBe(404);
    expect((await other.api.post(`/api/v1/orders/${od_id}/cancel`)).status).toBe(404);
    expect((await new ApiClient(base()).get(`/api/v1/orders/${od_id}`)).status).toBe(404);
    expect((await other.api.get('/api/v1/orders/123')).status).toBe(404);
    const mine = await other.api.json<{ data: { od_id: string }[] }>(other.api.get('/api/v1/orders'));
    expect(mine.data).toEqual([]);
  });

  it('answers every bad input with 422 and Korean field messages', async () => {
    const { api } = await member();
    const [p] = await freshProducts(base(), 1, 5);
    const line = await addToCart(api, p?.it_id as number);
    const visitor = new ApiClient(base());
    const vLine = await addToCart(visitor, p?.it_id as number);
    const cases: [ApiClient, unknown, string][] = [
      [api, {}, 'orderer'],
      [api, orderBody([line], { orderer: { name: '', mobile: '010-1', email: 'x' } }), 'orderer.name'],
      [
        api,
        orderBody([line], { recipient: { name: '수령', mobile: '01044445555', zonecode: '123', address1: '서울' } }),
        'recipient.zonecode',
      ],
      [api, orderBody([]), 'lines'],
      [api, orderBody([line, line]), 'lines'],
      [api, orderBody(['x']), 'lines.0'],
      [api, orderBody([999_999_999]), 'lines'],
      [api, orderBody([line], { agreements: { order: true } }), 'agreements.privacy_carrier'],
      [api, orderBody([line], { payment_method: 'card' }), 'payment_method'],
      [api, orderBody([line], { depositor_name: '' }), 'depositor_name'],
      [api, orderBody([line], { cash_receipt: { type: 'fax', number: '1' } }), 'cash_receipt.type'],
      [api, orderBody([line], { cash_receipt: { type: 'business', number: '12-34' } }), 'cash_receipt.number'],
      [api, orderBody([line], { coupon_id: 'abc' }), 'coupon_id'],
      [api, orderBody([line], { coupon_id: 999_999 }), 'coupon_id'],
      [api, orderBody([line], { points: -10 }), 'points'],
      [api, orderBody([line], { points: 1000 }), 'points'],
      [visitor, orderBody([vLine]), 'password'],
      [visitor, orderBody([vLine], { password: 'short' }), 'password'],
      [visitor, orderBody([vLine], { password: 'long-enough-1', points: 1000 }), 'points'],
    ];
    for (const [client, body, field] of cases) {
      const res = await client.request('POST', '/api/v1/orders', body, { 'Idempotency-Key': newKey() });
      const json = (await res.json()) as { message: string; errors?: Record<string, string[]> };
      expect(res.status, `${field}: ${JSON.stringify(json)}`).toBe(422);
      expect(Object.keys(json.errors ?? {}), JSON.stringify(json)).toContain(field);
    }
    const bad: [string, string, unknown, string][] = [
      ['POST', '/api/v1/checkout/quote', { lines: [line], zonecode: '12' }, 'zonecode'],
      ['POST', '/api/v1/checkout/quote', { lines: 'x' }, 'lines'],
      ['GET', '/api/v1/orders?status=lost', undefined, 'status'],
      ['GET', '/api/v1/orders?period=2', undefined, 'period'],
      ['GET', '/api/v1/orders?from=2026-13-01', undefined, 'from'],
      ['GET', '/api/v1/orders?from=2026-05-02&to=2026-05-01', undefined, 'from'],
      ['POST', '/api/v1/orders/2026010100000000/return', {}, 'reason'],
      ['POST', '/api/v1/orders/2026010100000000/exchange', { reason: '' }, 'reason'],
      ['POST', '/api/v1/orders/lookup', { od_id: '123', password: 'x' }, 'od_id'],
    ];
    for (const [method, path, body, field] of bad) {
      const res = await api.request(method, path, body);
      const json = (await res.json()) as { errors?: Record<string, string[]> };
      expect(res.status, `${path} ${field}`).toBe(422);
      expect(Object.keys(json.errors ?? {})).toContain(field);
    }
    const ops = await admin();
    for (const [body, field] of [
      [{ status: 'lost' }, 'status'],
      [{ status: 'shipping' }, 'tracking_number'],
    ] as const) {
      const res = await ops.post('/api/admin/orders/2026010100000000/status', body);
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toContain(field);
    }
  });
});

describe('the payment block of an order (GET /api/v1/orders/{od_id})', () => {
  it('has no payment while a bank transfer waits, and the confirmed deposit afterwards', async () => {
    const { api } = await member();
    const [p] = await freshProducts(base(), 1, 5);
    const placed = await api.json<Placed>(place(api, orderBody([await addToCart(api, p?.it_id as number)])));
    expect(placed.order.payment).toMatchObject({
      method: 'bank',
      status: null,
      approved_at: null,
      toss_method: null,
      virtual_account: null,
    });
    const ops = await admin();
    expect((await ops.post(`/api/admin/orders/${placed.od_id}/status`, { status: 'paid' })).status).toBe(200);
    const { order } = await api.json<{ order: OrderWire }>(api.get(`/api/v1/orders/${placed.od_id}`));
    expect(order.payment).toMatchObject({ method: 'bank', status: 'DONE', toss_method: null, virtual_account: null });
    expect(Date.parse(order.payment.approved_at ?? '')).not.toBeNaN();
  });

  it("gives Toss's latest payment: method, status, approval, and a virtual account's number, bank and due date, never the raw answer", () => {
    const order = {
      id: 1,
      od_id: '2026112213000001',
      status: 'awaiting_deposit',
      payment_method: 'toss',
      member_id: 1,
      total: 32_000,
    } as unknown as typeof orders.$inferSelect;
    const paymentRow = (id: number, over: Partial<typeof payments.$inferSelect>) => ({
      id,
      order_id: 1,
      provider: 'toss',
      payment_key: `pk_${id}`,
      method: '카드',
      amount: 32_000,
      status: 'DONE',
      raw: {},
      approved_at: null,
      created_at: new Date(),
      ...over,
    });
    const bank = { bank_name: '국민은행', bank_name_en: 'KB', account_no: '1', holder: '에반스캔들' };
    const virtual = paymentRow(2, {
      method: '가상계좌',
      status: 'WAITING_FOR_DEPOSIT',
      raw: {
        secret: 'ps_secret_value',
        virtualAccount: {
          accountNumber: 'X1234567890',
          bankCode: '88',
          customerName: '김향기',
          dueDate: '2026-11-25T23:59:59+09:00',
        },
      },
    });
    const aborted = paymentRow(1, { status: 'ABORTED' });
    const wire = serializeOrder(order, { lines: [], history: [], payments: [virtual, aborted] }, { bank });
    expect(wire.payment).toMatchObject({
      method: 'toss',
      status: 'WAITING_FOR_DEPOSIT',
      approved_at: null,
      toss_method: '가상계좌',
      virtual_account: {
        account_number: 'X1234567890',
        bank_code: '88',
        bank_name: '신한은행',
        bank_name_en: 'Shinhan Bank',
        customer_name: '김향기',
        due_date: '2026-11-25T23:59:59+09:00',
      },
    });
    expect(JSON.stringify(wire)).not.toContain('ps_secret_value');

    const approvedAt = new Date('2026-11-22T05:00:00Z');
    const card = paymentRow(3, {
      method: '간편결제',
      approved_at: approvedAt,
      raw: { easyPay: { provider: '토스페이' } },
    });
    const paid = serializeOrder({ ...order, status: 'paid' }, { lines: [], history: [], payments: [card] }, { bank });
    expect(paid.payment).toMatchObject({
      status: 'DONE',
      approved_at: approvedAt,
      toss_method: '간편결제',
      easy_pay: '토스페이',
      virtual_account: null,
    });
  });
});
