import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import type { ApiClient } from '../support/api-client';
import { addToCart, freshProducts, orderBody, place } from '../support/orders-helpers';

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const base = () => shop?.url as string;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_orders');
}, 180_000);
afterAll(() => shop?.stop());

const UNKNOWN = '2026010100000000';
type Detail = { data: { status: string; history: { status: string; by: string }[]; memo: string } };
type Bulk = { done: number; failed: number; results: { row?: number; od_id: string; ok: boolean; message: string }[] };
type AuditPage = {
  total: number;
  data: { action: string; entity_type: string; changes: Record<string, { after: unknown }> }[];
};

let buyer: Promise<ApiClient> | undefined;
/** A bank-transfer order of the demo member, awaiting its deposit. */
async function bankOrder(): Promise<string> {
  buyer ??= as('member');
  const api = await buyer;
  const [p] = await freshProducts(base(), 1, 20);
  const res = await place(api, orderBody([await addToCart(api, p?.it_id as number, 1)]));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { od_id: string }).od_id;
}
const statusOf = async (ops: ApiClient, odId: string) =>
  (await ops.json<Detail>(ops.get(`/api/admin/orders/${odId}`))).data.status;
const orderAudits = async (ops: ApiClient) =>
  ops.json<AuditPage>(ops.get('/api/admin/audit-log?entity_type=order&per_page=5'));

describe('who may call the back office', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/orders'],
    ['GET', `/api/admin/orders/${UNKNOWN}`],
    ['GET', '/api/admin/orders/export'],
    ['POST', `/api/admin/orders/${UNKNOWN}/deposit`],
    ['POST', `/api/admin/orders/${UNKNOWN}/status`, { status: 'preparing' }],
    ['POST', `/api/admin/orders/${UNKNOWN}/ship`, { carrier: 'CJ대한통운', tracking_number: '123456789' }],
    ['POST', `/api/admin/orders/${UNKNOWN}/cancel`, { reason: '품절' }],
    ['PUT', `/api/admin/orders/${UNKNOWN}/memo`, { memo: '메모' }],
    ['POST', '/api/admin/orders/prepare', { od_ids: [UNKNOWN] }],
    ['POST', '/api/admin/orders/ship-csv', `${UNKNOWN},CJ대한통운,123456789`],
  ];
  const send = (api: ApiClient, [method, path, body]: [string, string, unknown?]) =>
    api.request(method, path, body, typeof body === 'string' ? { 'Content-Type': 'text/csv' } : {});

  it('answers a visitor 401 and a member 403 on every order call', async () => {
    const [visitor, member] = await Promise.all([as('visitor'), as('member')]);
    for (const call of calls) {
      expect((await send(visitor, call)).status, call.join(' ')).toBe(401);
      expect((await send(member, call)).status, call.join(' ')).toBe(403);
    }
  });

  it('lets the owner, a manager and staff work with orders (an unknown order is a 404, never a 403)', async () => {
    for (const role of ['owner', 'manager', 'staff'] as const) {
      const ops = await as(role);
      for (const call of calls) {
        const res = await send(ops, call);
        expect([200, 404], `${role} ${call.join(' ')}: ${res.status}`).toContain(res.status);
        await res.body?.cancel();
      }
    }
  });

  it('shows the audit log to the owner and a manager, not to staff', async () => {
    const path = '/api/admin/audit-log';
    expect((await (await as('owner')).get(path)).status).toBe(200);
    expect((await (await as('manager')).get(path)).status).toBe(200);
    expect((await (await as('staff')).get(path)).status).toBe(403);
    expect((await (await as('member')).get(path)).status).toBe(403);
    expect((await (await as('visitor')).get(path)).status).toBe(401);
  });

  it('keeps prices to managers while staff may change a stock count', async () => {
    const [p] = await freshProducts(base(), 1, 5);
    const staff = await as('staff');
    const path = `/api/admin/products/${p?.it_id}`;
    expect((await staff.request('PATCH', path, { base_price: 1000 })).status).toBe(403);
    expect((await staff.request('PATCH', path, { stock: 50 })).status).toBe(200);
    expect((await (await as('manager')).request('PATCH', path, { base_price: 12_000 })).status).toBe(200);
  });

  it('sends a visitor to the login and back, and shows a member or a role without the right the 403 page', async () => {
    const visitor = await as('visitor');
    const res = await visitor.get('/admin/orders?status=paid', { Accept: 'text/html' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent('/admin/orders?status=paid')}`);
    expect((await (await as('member')).get('/admin', { Accept: 'text/html' })).status).toBe(403);
    expect((await (await as('staff')).get('/admin/audit', { Accept: 'text/html' })).status).toBe(403);
    const page = await (await as('staff')).get('/admin/orders', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow"');
    const dashboard = await (await as('staff')).get('/admin', { Accept: 'text/html' });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('href="/admin/orders?period=7&amp;status=awaiting_deposit"');
  });

  it('filters the audit log by administrator, record and period, and refuses a wrong filter', async () => {
    const owner = await as('owner');
    const odId = await bankOrder();
    expect((await (await as('staff')).post(`/api/admin/orders/${odId}/deposit`)).status).toBe(200);
    type Log = { total: number; data: { actor_login: string; entity_type: string }[] };
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const log = await owner.json<Log>(
      owner.get(`/api/admin/audit-log?actor=OPS-STAFF&entity_type=order&from=${today}&to=${today}`),
    );
    expect(log.total).toBeGreaterThan(0);
    expect(new Set(log.data.map((e) => `${e.actor_login} ${e.entity_type}`))).toEqual(new Set(['ops-staff order']));
    const none = await owner.json<Log>(owner.get('/api/admin/audit-log?actor=ops-staff&to=2020-01-01'));
    expect(none.total).toBe(0);
    expect((await owner.get('/api/admin/audit-log?from=2026-13-01')).status).toBe(422);
    expect((await owner.get('/admin/audit?actor=ops-staff', { Accept: 'text/html' })).status).toBe(200);
  });
});

describe('orders in the back office', () => {
  it('confirms a deposit once however many operators press at once, with one history row and one audit entry', async () => {
    const odId = await bankOrder();
    const ops = await Promise.all([as('owner'), as('manager'), as('staff'), as('owner'), as('staff')]);
    const before = (await orderAudits(ops[0] as ApiClient)).total;
    const answers = await Promise.all(ops.map((api) => api.post(`/api/admin/orders/${odId}/deposit`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const owner = ops[0] as ApiClient;
    const detail = await owner.json<Detail>(owner.get(`/api/admin/orders/${odId}`));
    expect(detail.data.status).toBe('paid');
    expect(detail.data.history.filter((h) => h.status === 'paid')).toHaveLength(1);
    const audits = await orderAudits(owner);
    expect(audits.total).toBe(before + 1);
    expect(audits.data[0]).toMatchObject({ action: 'status', entity_type: 'order' });
    expect(audits.data[0]?.changes.status).toEqual({ before: 'awaiting_deposit', after: 'paid' });
  });

  it('moves the selected orders to 배송준비중 each on its own, reporting the one that may not move', async () => {
    const ops = await as('staff');
    const [a, b, waiting] = [await bankOrder(), await bankOrder(), await bankOrder()];
    for (const odId of [a, b]) expect((await ops.post(`/api/admin/orders/${odId}/deposit`)).status).toBe(200);
    const answer = await ops.json<Bulk>(ops.post('/api/admin/orders/prepare', { od_ids: [a, b, waiting] }));
    expect(answer).toMatchObject({ done: 2, failed: 1 });
    expect(answer.results.find((r) => r.od_id === waiting)?.message).toContain('입금대기');
    expect(await statusOf(ops, a)).toBe('preparing');
    expect(await statusOf(ops, waiting)).toBe('awaiting_deposit');
    const bad = await ops.post('/api/admin/orders/prepare', { od_ids: [] });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.od_ids).toEqual([
      '주문을 선택해 주세요.',
    ]);
  });

  it('ships from a CSV row by row: good rows go out, each bad row says why and changes nothing', async () => {
    const ops = await as('manager');
    const [one, two, waiting] = [await bankOrder(), await bankOrder(), await bankOrder()];
    for (const odId of [one, two]) {
      await ops.post(`/api/admin/orders/${odId}/deposit`);
      await ops.post(`/api/admin/orders/${odId}/status`, { status: 'preparing' });
    }
    const csv = [
      'od_id,carrier,tracking',
      `${one},CJ대한통운,612345678901`,
      `${two},우체국택배,"6071-2345-6789"`,
      '12345,CJ대한통운,612345678902',
      `${UNKNOWN},CJ대한통운,612345678903`,
      `${waiting},CJ대한통운,612345678904`,
      `${one},한진택배,612345678905`,
      '2026010100000001,,612345678906',
    ].join('\r\n');
    const answer = await ops.json<Bulk>(
      ops.post('/api/admin/orders/ship-csv', `\uFEFF${csv}`, { 'Content-Type': 'text/csv' }),
    );
    expect(answer).toMatchObject({ done: 2, failed: 5 });
    expect(answer.results.map((r) => [r.row, r.ok])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
      [7, false],
    ]);
    expect(answer.results[2]?.message).toBe('주문번호는 숫자 16자리입니다.');
    expect(answer.results[3]?.message).toBe('주문을 찾을 수 없습니다.');
    expect(answer.results[4]?.message).toContain('입금대기');
    expect(answer.results[6]?.message).toBe('택배사를 입력해 주세요.');
    const shipped = await ops.json<{ data: { shipping: { carrier: string; tracking_number: string } } }>(
      ops.get(`/api/admin/orders/${one}`),
    );
    expect(shipped.data.shipping).toEqual({ carrier: 'CJ대한통운', tracking_number: '612345678901' });
    expect(await statusOf(ops, waiting)).toBe('awaiting_deposit');
    const empty = await ops.post('/api/admin/orders/ship-csv', 'od_id,carrier,tracking\r\n', {
      'Content-Type': 'text/csv',
    });
    expect(empty.status).toBe(422);
  });

  it('ships one order, refuses bad fields in Korean, cancels with a reason and keeps a memo', async () => {
    const ops = await as('owner');
    const odId = await bankOrder();
    const noTracking = await ops.post(`/api/admin/orders/${odId}/ship`, {
      carrier: 'CJ대한통운',
      tracking_number: '!',
    });
    expect(noTracking.status).toBe(422);
    expect(((await noTracking.json()) as { errors: Record<string, string[]> }).errors.tracking_number).toEqual([
      '운송장 번호는 영문, 숫자 6~30자입니다.',
    ]);
    expect(
      (await ops.post(`/api/admin/orders/${odId}/ship`, { carrier: 'CJ대한통운', tracking_number: '61234567' })).status,
    ).toBe(409);
    expect((await ops.post(`/api/admin/orders/${odId}/cancel`, {})).status).toBe(422);
    expect((await ops.post(`/api/admin/orders/${odId}/cancel`, { reason: '고객 요청' })).status).toBe(200);
    expect(await statusOf(ops, odId)).toBe('cancelled');
    expect((await ops.post(`/api/admin/orders/${odId}/deposit`)).status).toBe(409);

    const memo = (body: object) => ops.request('PUT', `/api/admin/orders/${odId}/memo`, body);
    expect((await memo({ memo: '포장 꼼꼼히', before: '' })).status).toBe(200);
    expect((await memo({ memo: '덮어쓰기', before: '' })).status).toBe(409);
    const audits = await orderAudits(ops);
    expect(audits.data[0]?.changes.admin_memo).toEqual({ before: '', after: '포장 꼼꼼히' });
    expect(audits.data[1]?.changes.status).toEqual({ before: 'awaiting_deposit', after: 'cancelled' });
  });

  it('lists orders by search, status and period, refuses a wrong filter, and exports the list as CSV with a BOM', async () => {
    const ops = await as('staff');
    const odId = await bankOrder();
    const found = await ops.json<{ total: number; data: { od_id: string; status: string }[] }>(
      ops.get(`/api/admin/orders?q=${odId}&period=today&status=awaiting_deposit&payment=bank&buyer=member`),
    );
    expect(found.data.map((o) => o.od_id)).toEqual([odId]);
    const byMobile = await ops.json<{ data: { od_id: string }[] }>(
      ops.get('/api/admin/orders?q=22223333&per_page=100'),
    );
    expect(byMobile.data.map((o) => o.od_id)).toContain(odId);
    const none = await ops.json<{ total: number }>(ops.get(`/api/admin/orders?q=${odId}&buyer=visitor`));
    expect(none.total).toBe(0);
    const wrong = await ops.get('/api/admin/orders?status=lost&from=2025-02-30');
    expect(wrong.status).toBe(422);
    expect(Object.keys(((await wrong.json()) as { errors: object }).errors).sort()).toEqual(['from', 'status']);

    const csv = await ops.get(`/api/admin/orders/export?q=${odId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toContain('주문번호,주문일시,상태');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${odId},`);
    expect(lines[1]).toContain('입금대기');

    const slips = await ops.get(`/admin/orders/slips?od_ids=${odId}&od_ids=${UNKNOWN}`, { Accept: 'text/html' });
    expect(slips.status).toBe(200);
    const html = await slips.text();
    expect(html).toContain(`포장 명세서 · ${odId}`);
    expect(html).not.toContain(UNKNOWN);
    expect((await (await as('member')).get(`/admin/orders/slips?od_ids=${odId}`)).status).toBe(403);
  });
});
