import { describe, expect, it } from 'vitest';
import { ACCOUNT, adminOrderFlow, type Line, UNKNOWN } from '../support/admin-order-flow';
import { freshProducts, stockOf } from '../support/orders-helpers';

// Partial cancels of order lines in the back office, with Toss at a local stand-in.
const { base, toss, as, buyer, detail, pointsOf, latestAudit, refundCalls, order, deliver } =
  adminOrderFlow('admin_lines');

describe('who may cancel lines', () => {
  const calls: [string, unknown][] = [
    [`/api/admin/orders/${UNKNOWN}/cancel-lines`, { reason: '품절', lines: { '1': 1 } }],
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
    expect(toss().payments.get('pk_lines_one')).toMatchObject({
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
    const mine = await shopper.json<{ order: { refunded_total: number; refunds: { kind: string; amount: number }[] } }>(
      shopper.get(`/api/v1/orders/${odId}`),
    );
    expect(mine.order.refunded_total).toBe(priceA);
    expect(mine.order.refunds).toMatchObject([{ kind: 'cancel_lines', amount: priceA }]);
    const page = await shopper.get(`/my-page/order/${odId}`, { Accept: 'text/html' });
    const html = await page.text();
    expect(html).toContain('취소·환불 내역');
    expect(html).toContain('취소로 환불된 금액');
  });

  it('refunds a partial cancel once when operators press at once (one 200, the rest 409 or, once it is done, 422; Toss asked for the amount once)', async () => {
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
    // One refunds. A press that meets the claim of another is told to wait (409); one that the server
    // reaches only after the first has finished finds the line gone (422, 주문에 없는 상품…).
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 422)).toBe(true);
    const after = await detail(odId);
    expect(after.refunds).toHaveLength(1);
    expect(after.amounts.total).toBe(total - priceB);
    const applied = toss().payments.get('pk_lines_race');
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
    expect(toss().payments.get('pk_lines_all')).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(total).toBeGreaterThan(0);
  });
});
