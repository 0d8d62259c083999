import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { type FakeToss, startFakeToss } from '../support/fake-toss';
import { addToCart, freshProducts, newMember, orderBody, ownShop, place } from '../support/orders-helpers';
import { candle, catalogue } from '../support/studio-api';

// The built server with Toss switched on, talking to a local server that speaks Toss's API.
let toss: FakeToss;
let shop: Awaited<ReturnType<typeof ownShop>> | undefined;
const base = () => shop?.url as string;
beforeAll(async () => {
  toss = await startFakeToss();
  shop = await ownShop('toss_api', {
    TOSS_CLIENT_KEY: 'test_ck_api',
    TOSS_SECRET_KEY: toss.secretKey,
    TOSS_API_BASE: toss.url,
    TOSS_TIMEOUT_MS: '10000',
  });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await toss?.close();
});

type Placed = { od_id: string; order: { status: string; amounts: { total: number } } };

let member: Promise<{ api: ApiClient; id: string }> | undefined;
const me = () => {
  member ??= newMember(base());
  return member;
};

async function cardOrder(): Promise<{ api: ApiClient; od_id: string; total: number }> {
  const { api } = await me();
  const [p] = await freshProducts(base(), 1, 5);
  const line = await addToCart(api, p?.it_id as number, 1);
  const res = await place(api, orderBody([line], { payment_method: 'toss', depositor_name: undefined }));
  expect(res.status, await res.clone().text()).toBe(201);
  const placed = (await res.json()) as Placed;
  expect(placed.order.status).toBe('awaiting_deposit');
  return { api, od_id: placed.od_id, total: placed.order.amounts.total };
}

const orderStatus = async (api: ApiClient, odId: string) =>
  (await api.json<{ order: { status: string } }>(api.get(`/api/v1/orders/${odId}`))).order.status;

describe('the return from Toss (/shop/payment_confirm)', () => {
  it('confirms the stored amount with Toss and sends the shopper to the confirmation page', async () => {
    const { api, od_id, total } = await cardOrder();
    const res = await api.get(`/shop/payment_confirm?paymentKey=pk_http&orderId=${od_id}&amount=${total}`, {
      Accept: 'text/html',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/shop/order/${od_id}/confirm`);
    const confirm = toss.calls.find(
      (c) => c.path === '/v1/payments/confirm' && (c.body as { orderId: string }).orderId === od_id,
    );
    expect(confirm?.body).toEqual({ paymentKey: 'pk_http', orderId: od_id, amount: total });
    expect(confirm?.idempotencyKey).toBe(`confirm-${od_id}-pk_http`);
    expect(await orderStatus(api, od_id)).toBe('paid');
  });

  it('refuses a tampered amount without calling Toss and says so on the page', async () => {
    const { api, od_id, total } = await cardOrder();
    const before = toss.calls.length;
    const res = await api.get(`/shop/payment_confirm?paymentKey=pk_cheap&orderId=${od_id}&amount=${total - 1000}`, {
      Accept: 'text/html',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('결제 금액이 주문 금액과 일치하지 않습니다.');
    expect(toss.calls.length).toBe(before);
    expect(await orderStatus(api, od_id)).toBe('awaiting_deposit');
  });
});

describe('the Toss webhook (POST /api/v1/payments/toss/webhook)', () => {
  const hook = (body: unknown) =>
    fetch(`${base()}/api/v1/payments/toss/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('takes a deposit without a browser token, re-fetching the payment, and applies a repeat once', async () => {
    const { api, od_id, total } = await cardOrder();
    toss.payments.set('pk_hook', {
      paymentKey: 'pk_hook',
      orderId: od_id,
      status: 'DONE',
      totalAmount: total,
      method: '가상계좌',
      approvedAt: new Date().toISOString(),
    });
    const event = { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'pk_hook', status: 'DONE' } };
    const first = await hook(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ result: 'paid' });
    expect(await (await hook(event)).json()).toEqual({ result: 'recorded' });
    expect(await orderStatus(api, od_id)).toBe('paid');
  });

  it('ignores a forged event for a payment Toss does not know', async () => {
    const { api, od_id } = await cardOrder();
    const res = await hook({ data: { paymentKey: 'pk_nobody', orderId: od_id, status: 'DONE' } });
    expect(await res.json()).toEqual({ result: 'ignored' });
    expect(await orderStatus(api, od_id)).toBe('awaiting_deposit');
  });

  it('answers 422 to a body that is not an object, and 405 to other methods', async () => {
    expect((await hook([1, 2])).status).toBe(422);
    expect((await fetch(`${base()}/api/v1/payments/toss/webhook`)).status).toBe(405);
  });
});

describe('an order with a studio line paid through Toss (card and virtual account)', () => {
  type Custom = { kind: string; status: string; order_id: number | null; events: { to: string; actor: string }[] };

  /** A fresh member's order of one studio piece, placed for Toss, and its studio custom order. */
  async function studioCardOrder() {
    const { api } = await newMember(base());
    const formula = await api.post('/api/v1/formulas', {
      name: '침실 캔들',
      composition: candle(await catalogue(api)),
    });
    expect(formula.status, await formula.clone().text()).toBe(201);
    const formula_id = ((await formula.json()) as { data: { id: number } }).data.id;
    const added = await api.post('/api/v1/studio/cart', { formula_id, size_ml: 200, quantity: 2 });
    expect(added.status, await added.clone().text()).toBe(201);
    const line = ((await added.json()) as { line: { id: number } }).line.id;
    const body = orderBody([line], {
      payment_method: 'toss',
      depositor_name: undefined,
      agreements: { order: true, privacy_carrier: true, custom_made: true },
    });
    const res = await place(api, body);
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()) as Placed;
    expect(placed.order.status).toBe('awaiting_deposit');
    return { api, od_id: placed.od_id, total: placed.order.amounts.total };
  }
  const studioOf = async (api: ApiClient) =>
    (await api.json<{ data: Custom[] }>(api.get('/api/v1/custom-fragrance'))).data.find((o) => o.kind === 'studio');

  it('is quoted until Toss confirms the card payment, then paid with its order', async () => {
    const { api, od_id, total } = await studioCardOrder();
    expect(await studioOf(api)).toMatchObject({ status: 'quoted' });
    const res = await api.get(`/shop/payment_confirm?paymentKey=pk_studio&orderId=${od_id}&amount=${total}`, {
      Accept: 'text/html',
    });
    expect(res.status).toBe(303);
    expect(await orderStatus(api, od_id)).toBe('paid');
    const studio = await studioOf(api);
    expect(studio?.status).toBe('paid');
    expect(studio?.events.map((e) => [e.to, e.actor])).toEqual([
      ['quoted', 'system'],
      ['paid', 'system'],
    ]);
  });

  it('stays quoted when the amount is tampered with, and is paid by a virtual account deposit through the webhook', async () => {
    const { api, od_id, total } = await studioCardOrder();
    await api.get(`/shop/payment_confirm?paymentKey=pk_studio_cheap&orderId=${od_id}&amount=${total - 1000}`, {
      Accept: 'text/html',
    });
    expect(await studioOf(api)).toMatchObject({ status: 'quoted' });
    toss.payments.set('pk_studio_va', {
      paymentKey: 'pk_studio_va',
      orderId: od_id,
      status: 'DONE',
      totalAmount: total,
      method: '가상계좌',
      approvedAt: new Date().toISOString(),
    });
    const hook = await fetch(`${base()}/api/v1/payments/toss/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventType: 'PAYMENT_STATUS_CHANGED',
        data: { paymentKey: 'pk_studio_va', status: 'DONE' },
      }),
    });
    expect(await hook.json()).toEqual({ result: 'paid' });
    expect(await studioOf(api)).toMatchObject({ status: 'paid' });
  });
});
