import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import type { ApiClient } from '../support/api-client';
import { type FakeToss, startFakeToss } from '../support/fake-toss';
import { addToCart, freshProducts, orderBody, place, stockOf } from '../support/orders-helpers';

// Partial cancels of lines, returns and exchanges in the back office, with Toss at a local stand-in.
let toss: FakeToss;
let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const base = () => shop?.url as string;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  toss = await startFakeToss();
  shop = await adminShop('admin_returns', {
    TOSS_CLIENT_KEY: 'test_ck_returns',
    TOSS_SECRET_KEY: toss.secretKey,
    TOSS_API_BASE: toss.url,
    TOSS_TIMEOUT_MS: '2000',
  });
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await toss?.close();
});

const UNKNOWN = '2026010100000000';
type Line = { id: number; it_id: number; name: string; price: number; qty: number; total: number };
type Refund = {
  id: number;
  kind: string;
  amount: number;
  points: number;
  method: string;
  status: string;
  account: { bank: string; number: string; holder: string } | null;
  shipping_fee: { before: number; after: number };
  lines: { name: string; qty: number; total: number }[];
};
type Detail = {
  data: {
    status: string;
    lines: Line[];
    amounts: Record<string, number>;
    refunded_total: number;
    refunds: Refund[];
    claim_reason: string | null;
    history: { status: string; note: string }[];
    shipping: { carrier: string | null; tracking_number: string | null };
  };
};
type Audit = { data: { action: string; changes: Record<string, { before: unknown; after: unknown }> }[] };

let member: Promise<ApiClient> | undefined;
const buyer = () => {
  member ??= as('member');
  return member;
};
const detail = async (odId: string) => {
  const ops = await as('staff');
  return (await ops.json<Detail>(ops.get(`/api/admin/orders/${odId}`))).data;
};
const pointsOf = async (api: ApiClient) =>
  (await api.json<{ summary: { balance: number } }>(api.get('/api/v1/my-points'))).summary.balance;
const latestAudit = async () => {
  const owner = await as('owner');
  return (await owner.json<Audit>(owner.get('/api/admin/audit-log?entity_type=order&per_page=1'))).data[0];
};
const refundCalls = (key: string) =>
  toss.calls.filter((c) => c.path === `/v1/payments/${key}/cancel`).map((c) => c.body as { cancelAmount?: number });

/** The demo member's order of `items` ([product, quantity]), placed; Toss orders are paid at the stand-in. */
async function order(
  items: [number, number][],
  opts: { toss?: string; points?: number } = {},
): Promise<{ odId: string; total: number }> {
  const api = await buyer();
  const lines = [];
  for (const [id, qty] of items) lines.push(await addToCart(api, id, qty));
  const over: Record<string, unknown> = opts.toss ? { payment_method: 'toss', depositor_name: undefined } : {};
  if (opts.points) over.points = opts.points;
  const res = await place(api, orderBody(lines, over));
  expect(res.status, await res.clone().text()).toBe(201);
  const { od_id } = (await res.json()) as { od_id: string };
  const total = (await detail(od_id)).amounts.total as number;
  if (opts.toss) {
    const back = await api.get(`/shop/payment_confirm?paymentKey=${opts.toss}&orderId=${od_id}&amount=${total}`, {
      Accept: 'text/html',
    });
    expect(back.status).toBe(303);
  } else {
    expect((await (await as('staff')).post(`/api/admin/orders/${od_id}/deposit`)).status).toBe(200);
  }
  expect((await detail(od_id)).status).toBe('paid');
  return { odId: od_id, total };
}

/** Moves a paid order on to delivered, as the shop does. */
async function deliver(odId: string) {
  const ops = await as('staff');
  expect((await ops.post(`/api/admin/orders/${odId}/status`, { status: 'preparing' })).status).toBe(200);
  const shipped = await ops.post(`/api/admin/orders/${odId}/ship`, {
    carrier: 'CJ대한통운',
    tracking_number: '612345678901',
  });
  expect(shipped.status).toBe(200);
  expect((await ops.post(`/api/admin/orders/${odId}/status`, { status: 'delivered' })).status).toBe(200);
}

const ACCOUNT = { refund_bank: '국민은행', refund_account: '123-456-789012', refund_holder: '김향기' };

describe('who may cancel lines and answer returns', () => {
  const calls: [string, unknown][] = [
    [`/api/admin/orders/${UNKNOWN}/cancel-lines`, { reason: '품절', lines: { '1': 1 } }],
    [`/api/admin/orders/${UNKNOWN}/claim/approve`, {}],
    [`/api/admin/orders/${UNKNOWN}/claim/refuse`, { reason: '사용 흔적' }],
    [`/api/admin/orders/${UNKNOWN}/return/receive`, { restock: true }],
    [`/api/admin/orders/${UNKNOWN}/refunds/1/done`, {}],
  ];

  it('answers a visitor 401 and a member 403, and each role a 404 for an unknown order', async () => {
    const [visitor, shopper] = await Promise.all([as('visitor'), as('member')]);
    for (const [path, body] of calls) {
      expect((await visitor.post(path, body)).status, path).toBe(401);
      expect((await shopper.post(path, body)).status, path).toBe(403);
    }
    for (const role of ['owner', 'manager', 'staff'] as const) {
      const ops = await as(role);
      for (const [path, body] of calls) expect((await ops.post(path, body)).status, `${role} ${path}`).toBe(404);
    }
  });
});

describe('partial cancel of order lines', () => {
  it('refunds one line of a Toss order in part at Toss, puts its stock back, and records the line, history, audit and notice', async () => {
    const [a, b] = await freshProducts(base(), 2, 10);
    const priceA = a?.default_price.value as number;
    const { odId, total } = await order(
      [
        [a?.it_id as number, 2],
        [b?.it_id as number, 1],
      ],
      { toss: 'pk_lines_one' },
    );
    const before = await detail(odId);
    const lineA = before.lines.find((l) => l.it_id === a?.it_id) as Line;
    const stockBefore = await stockOf(await as('visitor'), a?.it_id as number);
    const ops = await as('manager');
    const res = await ops.post(`/api/admin/orders/${odId}/cancel-lines`, {
      reason: '품절',
      lines: { [lineA.id]: 1 },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // No coupon, no points, and the kept goods pay the same fee: the line's price comes back.
    const fee = before.amounts.shipping_fee as number;
    const after = await detail(odId);
    expect(after.amounts.shipping_fee).toBe(fee);
    const refunded = total - (after.amounts.total as number);
    expect(refunded).toBe(priceA);
    expect(refundCalls('pk_lines_one')).toEqual([{ cancelReason: '품절', cancelAmount: priceA }]);
    expect(toss.payments.get('pk_lines_one')).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: total - priceA,
    });
    expect(after.lines.find((l) => l.it_id === a?.it_id)).toMatchObject({ qty: 1, total: priceA });
    expect(after.refunded_total).toBe(priceA);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({
      kind: 'cancel_lines',
      amount: priceA,
      points: 0,
      method: 'toss',
      status: 'done',
    });
    expect(after.refunds[0]?.lines).toEqual([
      { it_id: a?.it_id, name: lineA.name, option: null, price: priceA, qty: 1, total: priceA },
    ]);
    expect(after.status).toBe('paid');
    expect(after.history.at(-1)?.note).toContain('부분 취소');
    expect(await stockOf(await as('visitor'), a?.it_id as number)).toBe(stockBefore + 1);
    const audit = await latestAudit();
    expect(audit?.action).toBe('cancel_lines');
    expect(audit?.changes.total).toEqual({ before: total, after: total - priceA });
    const shopper = await buyer();
    const notes = await shopper.json<{ data: { title: string; body: string }[] }>(shopper.get('/api/v1/notification'));
    expect(notes.data[0]?.title).toBe('주문 상품 일부가 취소되었습니다');
    expect(notes.data[0]?.body).toContain(odId);
    const page = await shopper.get(`/my-page/order/${odId}`, { Accept: 'text/html' });
    const html = await page.text();
    expect(html).toContain('취소·환불 내역');
    expect(html).toContain('취소로 환불된 금액');
  });

  it('refunds a partial cancel once when operators press at once (one 200, the rest 409, Toss asked for the amount once)', async () => {
    const [a, b] = await freshProducts(base(), 2, 10);
    const priceB = b?.default_price.value as number;
    const { odId, total } = await order(
      [
        [a?.it_id as number, 1],
        [b?.it_id as number, 1],
      ],
      { toss: 'pk_lines_race' },
    );
    const lineB = (await detail(odId)).lines.find((l) => l.it_id === b?.it_id) as Line;
    const ops = await Promise.all([as('owner'), as('manager'), as('staff'), as('owner')]);
    const answers = await Promise.all(
      ops.map((api) =>
        api.post(`/api/admin/orders/${odId}/cancel-lines`, { reason: '고객 요청', lines: { [lineB.id]: 1 } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const after = await detail(odId);
    expect(after.refunds).toHaveLength(1);
    expect(after.amounts.total).toBe(total - priceB);
    const applied = toss.payments.get('pk_lines_race');
    expect(applied?.balanceAmount).toBe(total - priceB);
    expect(refundCalls('pk_lines_race')).toEqual([{ cancelReason: '고객 요청', cancelAmount: priceB }]);
  });

  it('takes the shipping fee off the refund when what is kept falls below free shipping', async () => {
    const [p] = await freshProducts(base(), 1, 40);
    const price = p?.default_price.value as number;
    const qty = Math.ceil(50_000 / price);
    const { odId, total } = await order([[p?.it_id as number, qty]], { toss: 'pk_lines_fee' });
    expect((await detail(odId)).amounts.shipping_fee).toBe(0);
    const line = (await detail(odId)).lines[0] as Line;
    const res = await (await as('owner')).post(`/api/admin/orders/${odId}/cancel-lines`, {
      reason: '수량 변경',
      lines: { [line.id]: 1 },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await detail(odId);
    const fee = qty * price - price >= 50_000 ? 0 : 3000;
    expect(after.amounts.shipping_fee).toBe(fee);
    expect(after.refunds[0]).toMatchObject({ amount: price - fee, shipping_fee: { before: 0, after: fee } });
    expect(after.amounts.total).toBe(total - price + fee);
  });

  it('gives points back in the proportion paid, and keeps a bank refund pending on the account until it is marked sent', async () => {
    const shopper = await buyer();
    const balance = await pointsOf(shopper);
    expect(balance).toBeGreaterThanOrEqual(1000);
    const [a, b] = await freshProducts(base(), 2, 10);
    const priceA = a?.default_price.value as number;
    const { odId, total } = await order(
      [
        [a?.it_id as number, 1],
        [b?.it_id as number, 1],
      ],
      { points: 1000 },
    );
    const lineA = (await detail(odId)).lines.find((l) => l.it_id === a?.it_id) as Line;
    const ops = await as('staff');
    const path = `/api/admin/orders/${odId}/cancel-lines`;
    const noAccount = await ops.post(path, { reason: '품절', lines: { [lineA.id]: 1 } });
    expect(noAccount.status).toBe(422);
    expect(Object.keys(((await noAccount.json()) as { errors: object }).errors).sort()).toEqual([
      'refund_account',
      'refund_bank',
      'refund_holder',
    ]);
    const res = await ops.post(path, { reason: '품절', lines: { [lineA.id]: 1 }, ...ACCOUNT });
    expect(res.status, await res.clone().text()).toBe(200);
    const points = Math.floor((1000 * priceA) / (total + 1000));
    const after = await detail(odId);
    expect(after.refunds[0]).toMatchObject({
      amount: priceA - points,
      points,
      method: 'bank',
      status: 'pending',
      account: { bank: '국민은행', number: '123-456-789012', holder: '김향기' },
    });
    expect(after.amounts.points_used).toBe(1000 - points);
    expect(await pointsOf(shopper)).toBe(balance - 1000 + points);
    const done = `/api/admin/orders/${odId}/refunds/${after.refunds[0]?.id}/done`;
    expect((await ops.post(done)).status).toBe(200);
    expect((await ops.post(done)).status).toBe(409);
    expect((await detail(odId)).refunds[0]?.status).toBe('done');
    expect((await latestAudit())?.action).toBe('refund');
  });

  it('refuses bad quantities (422) and an order whose status forbids it (409)', async () => {
    const [a, b] = await freshProducts(base(), 2, 10);
    const { odId } = await order([
      [a?.it_id as number, 1],
      [b?.it_id as number, 1],
    ]);
    const lineA = (await detail(odId)).lines[0] as Line;
    const ops = await as('staff');
    const path = `/api/admin/orders/${odId}/cancel-lines`;
    const bad = async (body: unknown) => {
      const res = await ops.post(path, body);
      expect(res.status).toBe(422);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect((await bad({ reason: '품절', lines: { [lineA.id]: 2 } })).lines).toEqual([
      '취소 수량은 0~1개로 입력해 주세요.',
    ]);
    expect((await bad({ reason: '품절', lines: { '999999': 1 } })).lines).toEqual([
      '주문에 없는 상품은 취소할 수 없습니다.',
    ]);
    expect((await bad({ reason: '품절', lines: { [lineA.id]: 0 } })).lines).toEqual([
      '취소할 상품의 수량을 입력해 주세요.',
    ]);
    expect(Object.keys(await bad({ reason: '품절', lines: { [lineA.id]: -1 } }))).toContain(`lines.${lineA.id}`);
    expect((await bad({ lines: { [lineA.id]: 1 } })).reason).toEqual(['취소 사유를 입력해 주세요.']);
    await deliver(odId);
    const late = await ops.post(path, { reason: '품절', lines: { [lineA.id]: 1 }, ...ACCOUNT });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toContain('배송완료');
  });

  it('cancels the whole order when every line is cancelled, refunding what is left at Toss', async () => {
    const [a, b] = await freshProducts(base(), 2, 10);
    const { odId, total } = await order(
      [
        [a?.it_id as number, 1],
        [b?.it_id as number, 1],
      ],
      { toss: 'pk_lines_all' },
    );
    const [lineA, lineB] = (await detail(odId)).lines as [Line, Line];
    const ops = await as('owner');
    const path = `/api/admin/orders/${odId}/cancel-lines`;
    expect((await ops.post(path, { reason: '품절', lines: { [lineA.id]: 1 } })).status).toBe(200);
    const res = await ops.post(path, { reason: '전부 품절', lines: { [lineB.id]: 1 } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { whole: boolean }).whole).toBe(true);
    expect((await detail(odId)).status).toBe('cancelled');
    const calls = refundCalls('pk_lines_all');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.cancelAmount).toBeUndefined();
    expect(toss.payments.get('pk_lines_all')).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(total).toBeGreaterThan(0);
  });
});

describe('returns and exchanges', () => {
  it('lists requests in the claims inbox with the member reason, approves, and on receipt refunds by bank with stock back', async () => {
    const [p] = await freshProducts(base(), 1, 10);
    const { odId, total } = await order([[p?.it_id as number, 1]]);
    await deliver(odId);
    const shopper = await buyer();
    expect((await shopper.post(`/api/v1/orders/${odId}/return`, { reason: '향이 달라요' })).status).toBe(200);
    const ops = await as('staff');
    const inbox = await ops.json<{ data: { od_id: string; status: string }[] }>(
      ops.get('/api/admin/orders?status=claims&per_page=100'),
    );
    expect(inbox.data.find((o) => o.od_id === odId)?.status).toBe('return_requested');
    expect((await detail(odId)).claim_reason).toBe('향이 달라요');
    expect((await ops.post(`/api/admin/orders/${odId}/status`, { status: 'returned' })).status).toBe(409);
    expect((await ops.post(`/api/admin/orders/${odId}/claim/approve`, {})).status).toBe(200);
    expect((await detail(odId)).status).toBe('return_approved');
    expect((await latestAudit())?.changes.status).toEqual({ before: 'return_requested', after: 'return_approved' });
    const stock = await stockOf(await as('visitor'), p?.it_id as number);
    const receive = `/api/admin/orders/${odId}/return/receive`;
    expect((await ops.post(receive, { restock: true })).status).toBe(422);
    expect((await ops.post(receive, {})).status).toBe(422);
    const res = await ops.post(receive, { restock: 'true', ...ACCOUNT });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await detail(odId);
    expect(after.status).toBe('returned');
    expect(after.refunds[0]).toMatchObject({ kind: 'return', amount: total, method: 'bank', status: 'pending' });
    expect(await stockOf(await as('visitor'), p?.it_id as number)).toBe(stock + 1);
    expect((await ops.post(receive, { restock: true, ...ACCOUNT })).status).toBe(409);
    const notes = await shopper.json<{ data: { title: string }[] }>(shopper.get('/api/v1/notification'));
    expect(notes.data[0]?.title).toBe('반품이 완료되었습니다');
  });

  it('refunds a Toss return at Toss in full and leaves stock alone when the goods cannot be sold again', async () => {
    const [p] = await freshProducts(base(), 1, 10);
    const { odId, total } = await order([[p?.it_id as number, 1]], { toss: 'pk_return' });
    await deliver(odId);
    await (await buyer()).post(`/api/v1/orders/${odId}/return`, { reason: '파손' });
    const stock = await stockOf(await as('visitor'), p?.it_id as number);
    const ops = await as('manager');
    toss.cancelMode = 'reject';
    try {
      expect((await ops.post(`/api/admin/orders/${odId}/return/receive`, { restock: false })).status).toBe(409);
    } finally {
      toss.cancelMode = 'ok';
    }
    expect((await detail(odId)).status).toBe('return_requested');
    const res = await ops.post(`/api/admin/orders/${odId}/return/receive`, { restock: false });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(refundCalls('pk_return').at(-1)).toEqual({ cancelReason: '반품 환불' });
    expect(toss.payments.get('pk_return')?.status).toBe('CANCELED');
    const after = await detail(odId);
    expect(after.refunds[0]).toMatchObject({ kind: 'return', amount: total, method: 'toss', status: 'done' });
    expect(await stockOf(await as('visitor'), p?.it_id as number)).toBe(stock);
  });

  it('refuses a return with the reason the member is shown, and never without one', async () => {
    const [p] = await freshProducts(base(), 1, 10);
    const { odId } = await order([[p?.it_id as number, 1]]);
    await deliver(odId);
    await (await buyer()).post(`/api/v1/orders/${odId}/return`, { reason: '마음이 바뀜' });
    const ops = await as('staff');
    expect((await ops.post(`/api/admin/orders/${odId}/claim/refuse`, {})).status).toBe(422);
    expect((await ops.post(`/api/admin/orders/${odId}/claim/refuse`, { reason: '사용 흔적이 있습니다' })).status).toBe(
      200,
    );
    const after = await detail(odId);
    expect(after.status).toBe('delivered');
    expect(after.history.at(-1)?.note).toBe('반품 거절: 사용 흔적이 있습니다');
    expect((await ops.post(`/api/admin/orders/${odId}/claim/refuse`, { reason: '다시' })).status).toBe(409);
  });

  it('approves an exchange, ships the replacement with carrier and tracking, and delivers it', async () => {
    const [p] = await freshProducts(base(), 1, 10);
    const { odId } = await order([[p?.it_id as number, 1]]);
    await deliver(odId);
    await (await buyer()).post(`/api/v1/orders/${odId}/exchange`, { reason: '색이 달라요' });
    const ops = await as('staff');
    expect((await detail(odId)).claim_reason).toBe('색이 달라요');
    expect((await ops.post(`/api/admin/orders/${odId}/return/receive`, { restock: true })).status).toBe(409);
    expect((await ops.post(`/api/admin/orders/${odId}/claim/approve`, {})).status).toBe(200);
    expect((await detail(odId)).status).toBe('exchange_approved');
    expect((await ops.post(`/api/admin/orders/${odId}/claim/approve`, {})).status).toBe(409);
    const ship = await ops.post(`/api/admin/orders/${odId}/ship`, {
      carrier: '우체국택배',
      tracking_number: '6071234567890',
    });
    expect(ship.status).toBe(200);
    expect((await detail(odId)).shipping).toEqual({ carrier: '우체국택배', tracking_number: '6071234567890' });
    expect((await ops.post(`/api/admin/orders/${odId}/status`, { status: 'delivered' })).status).toBe(200);
    const after = await detail(odId);
    expect(after.history.map((h) => h.status).slice(-4)).toEqual([
      'exchange_requested',
      'exchange_approved',
      'shipping',
      'delivered',
    ]);
    const notes = await (await buyer()).json<{ data: { title: string }[] }>(
      (await buyer()).get('/api/v1/notification'),
    );
    expect(notes.data.map((n) => n.title)).toContain('교환이 승인되었습니다');
  });
});
