import { describe, expect, it } from 'vitest';
import { ACCOUNT, adminOrderFlow, UNKNOWN } from '../support/admin-order-flow';
import { freshProducts, stockOf } from '../support/orders-helpers';

// Returns and exchanges in the back office, with Toss at a local stand-in.
const { base, toss, as, buyer, detail, latestAudit, refundCalls, order, deliver } = adminOrderFlow('admin_returns');

describe('who may answer returns and exchanges', () => {
  const calls: [string, unknown][] = [
    [`/api/admin/orders/${UNKNOWN}/claim/approve`, {}],
    [`/api/admin/orders/${UNKNOWN}/claim/refuse`, { reason: '사용 흔적' }],
    [`/api/admin/orders/${UNKNOWN}/return/receive`, { restock: true }],
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
    toss().cancelMode = 'reject';
    try {
      expect((await ops.post(`/api/admin/orders/${odId}/return/receive`, { restock: false })).status).toBe(409);
    } finally {
      toss().cancelMode = 'ok';
    }
    expect((await detail(odId)).status).toBe('return_requested');
    const res = await ops.post(`/api/admin/orders/${odId}/return/receive`, { restock: false });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(refundCalls('pk_return').at(-1)).toEqual({ cancelReason: '반품 환불' });
    expect(toss().payments.get('pk_return')?.status).toBe('CANCELED');
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
    const shopper = await buyer();
    const notes = await shopper.json<{ data: { title: string; body: string }[] }>(shopper.get('/api/v1/notification'));
    expect(notes.data.find((n) => n.title === '반품 요청이 거절되었습니다')?.body).toBe(
      `주문번호 ${odId} · 사유: 사용 흔적이 있습니다`,
    );
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
