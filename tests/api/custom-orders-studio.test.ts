import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { ADMIN, loginAs, newMember, orderBody, place, placeOrder } from '../support/shop-api';
import { type Catalogue, type CompositionWire, candle, catalogue } from '../support/studio-api';

/** A saved formula into the cart as a custom line, through a bank-transfer checkout; its custom order follows the order. */
const base = () => inject('baseUrl');
let cat: Catalogue;
let good: CompositionWire;
beforeAll(async () => {
  cat = await catalogue(new ApiClient(base()));
  good = candle(cat);
});

type Order = {
  id: number;
  kind: string;
  status: string;
  order_id: number | null;
  amount: number | null;
  events: { to: string; actor: string }[];
};
type Problem = { message: string; errors?: Record<string, string[]> };
type CartLine = { id: number; it_name: string; unit_price: number | null; is_custom: boolean; available: boolean };

const member = async () => (await newMember(base(), { prefix: 'so' })).api;
async function formulaOf(api: ApiClient, composition: CompositionWire = good): Promise<number> {
  const res = await api.post('/api/v1/formulas', { name: '거실 캔들', composition });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
async function toCart(api: ApiClient, formula_id: number, quantity = 2, size_ml = 200) {
  return api.post('/api/v1/studio/cart', { formula_id, size_ml, quantity });
}
const quoted = async (api: ApiClient, composition: CompositionWire, quantity: number) =>
  (
    (await (await api.post('/api/v1/studio/quote', { ...composition, quantity })).json()) as {
      data: { unit_price: number };
    }
  ).data;
const myOrders = async (api: ApiClient) =>
  (await api.json<{ data: Order[] }>(api.get('/api/v1/custom-fragrance'))).data;
const adminMove = async (odId: string, status: string, extra: Record<string, unknown> = {}) => {
  const ops = await loginAs(base(), ADMIN.id, ADMIN.password);
  const res = await ops.post(`/api/admin/orders/${odId}/status`, { status, ...extra });
  expect(res.status, await res.clone().text()).toBe(200);
};

describe('studio order into the cart', () => {
  it('needs a login, and answers 404 for another member’s formula', async () => {
    expect((await toCart(new ApiClient(base()), 1)).status).toBe(401);
    const id = await formulaOf(await member());
    expect((await toCart(await member(), id)).status).toBe(404);
  });

  it('answers 422 with Korean field messages for a bad size, quantity or formula', async () => {
    const api = await member();
    const id = await formulaOf(api);
    const badSize = await toCart(api, id, 1, 999);
    expect(badSize.status).toBe(422);
    expect(Object.keys(((await badSize.json()) as Problem).errors ?? {})).toContain('size_ml');
    const none = await api.post('/api/v1/studio/cart', { formula_id: 'x', size_ml: 0, quantity: 0 });
    expect(none.status).toBe(422);
    expect(((await none.json()) as Problem).errors).toMatchObject({
      formula_id: ['주문할 레시피를 골라 주세요.'],
      size_ml: ['크기를 골라 주세요.'],
      quantity: ['수량은 1개 이상이어야 합니다.'],
    });
  });

  it('puts a custom line in the cart, priced by the server like the composer, made to order', async () => {
    const api = await member();
    const id = await formulaOf(api);
    const res = await toCart(api, id, 2);
    expect(res.status, await res.clone().text()).toBe(201);
    const added = (await res.json()) as { line: { id: number }; unit_price: number };
    expect(added.unit_price).toBe((await quoted(api, good, 2)).unit_price);
    const cart = await api.json<{ lines: CartLine[] }>(api.get('/api/v1/cart'));
    const line = cart.lines.find((l) => l.id === added.line.id);
    expect(line).toMatchObject({ is_custom: true, available: true, unit_price: added.unit_price });
    expect(line?.it_name).toContain('거실 캔들');
  });
});

describe('studio order through a bank-transfer checkout', () => {
  it('requires the made-to-order agreement', async () => {
    const api = await member();
    const { line } = (await (await toCart(api, await formulaOf(api), 1)).json()) as { line: { id: number } };
    const res = await place(api, orderBody([line.id]));
    expect(res.status).toBe(422);
    expect(((await res.json()) as Problem).errors).toHaveProperty(['agreements.custom_made']);
  });

  it('opens a studio custom order that follows its order: quoted, paid, in production, shipped, each mailed to the member', async () => {
    const { api, email } = await newMember(base(), { prefix: 'so' });
    const { line, unit_price } = (await (await toCart(api, await formulaOf(api), 2)).json()) as {
      line: { id: number };
      unit_price: number;
    };
    const odId = await placeOrder(
      api,
      orderBody([line.id], { agreements: { order: true, privacy_carrier: true, custom_made: true } }),
    );
    const [studio] = (await myOrders(api)).filter((o) => o.kind === 'studio');
    expect(studio).toMatchObject({ status: 'quoted', amount: unit_price * 2 });
    expect(studio?.order_id).not.toBeNull();
    const cancel = await api.post(`/api/v1/custom-fragrance/${studio?.id}/cancel`);
    expect(cancel.status).toBe(409);

    await adminMove(odId, 'paid');
    await adminMove(odId, 'preparing');
    await adminMove(odId, 'shipping', { carrier: 'CJ대한통운', tracking_number: '601234567890' });
    const after = (await myOrders(api)).find((o) => o.id === studio?.id);
    expect(after?.status).toBe('shipped');
    expect(after?.events.map((e) => [e.to, e.actor])).toEqual([
      ['quoted', 'system'],
      ['paid', 'system'],
      ['in_production', 'system'],
      ['shipped', 'system'],
    ]);
    const ops = await loginAs(base(), ADMIN.id, ADMIN.password);
    const { data: mails } = await ops.json<{ data: { subject: string; body: string }[] }>(
      ops.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`),
    );
    expect(
      mails
        .filter((m) => m.subject.includes('맞춤 제작'))
        .map((m) => m.subject)
        .reverse(),
    ).toEqual(['견적 완료', '결제 완료', '제작 중', '배송 중'].map((s) => `[에반스캔들] 맞춤 제작 진행 상태: ${s}`));
  });

  it('is cancelled with its order before production', async () => {
    const api = await member();
    const { line } = (await (await toCart(api, await formulaOf(api), 1)).json()) as { line: { id: number } };
    const odId = await placeOrder(
      api,
      orderBody([line.id], { agreements: { order: true, privacy_carrier: true, custom_made: true } }),
    );
    const res = await api.post(`/api/v1/orders/${odId}/cancel`, {});
    expect([200, 201], await res.clone().text()).toContain(res.status);
    const [studio] = (await myOrders(api)).filter((o) => o.kind === 'studio');
    expect(studio?.status).toBe('cancelled');
  });

  it('refuses to cancel an order once its piece is in production (never cancelled after production starts)', async () => {
    const api = await member();
    const { line } = (await (await toCart(api, await formulaOf(api), 1)).json()) as { line: { id: number } };
    const odId = await placeOrder(
      api,
      orderBody([line.id], { agreements: { order: true, privacy_carrier: true, custom_made: true } }),
    );
    await adminMove(odId, 'paid');
    await adminMove(odId, 'preparing');
    const ops = await loginAs(base(), ADMIN.id, ADMIN.password);
    const refused = await ops.post(`/api/admin/orders/${odId}/status`, { status: 'cancelled' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Problem).message).toBe(
      '제작이 시작된 주문 제작 상품이 있어 주문을 취소할 수 없습니다. 고객센터로 문의해 주세요.',
    );
    const [studio] = (await myOrders(api)).filter((o) => o.kind === 'studio');
    expect(studio?.status).toBe('in_production');
  });
});
