import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import type { ApiClient } from '../support/api-client';
import { freshProducts } from '../support/orders-helpers';
import { addToCart, newMember, orderBody, place } from '../support/shop-api';

// The back office's coupons over HTTP: who may use them, making and editing one (422s in Korean, a
// code clash 409, the terms fixed once issued), ending and deleting, issuing to one member and to
// all within the per-member and total limits (a double submit issues once), the storefront's
// download refused past the total, and the issued list with the orders that used them.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const base = () => shop?.url as string;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_coupons');
}, 180_000);
afterAll(() => shop?.stop());

type Coupon = {
  id: number;
  code: string;
  name: string;
  state: string;
  issued: number;
  used: number;
  remaining: number | null;
  discount_given: number;
  closed_at: string | null;
};
type Problem = { message: string; errors: Record<string, string[]> };
type Issue = { data: { issued: number; skipped: number; replayed: boolean } };
type Use = { mb_id: string; used_at: string | null; od_id: string | null; discount: number | null };
type Audit = { data: { action: string; entity_type: string; changes: Record<string, unknown> }[] };

const code = () => `T${randomUUID().slice(0, 8).toUpperCase()}`;
const fields = (over: Record<string, unknown> = {}) => ({
  code: code(),
  name: '테스트 2,000원 할인',
  name_en: '₩2,000 off (test)',
  discount_type: 'amount',
  discount_value: 2000,
  min_order_amount: 0,
  ...over,
});
async function create(over: Record<string, unknown> = {}): Promise<Coupon> {
  const owner = await as('owner');
  const res = await owner.post('/api/admin/coupons', fields(over));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Coupon }).data;
}
const detail = async (id: number) => {
  const owner = await as('owner');
  return (await owner.json<{ data: Coupon }>(owner.get(`/api/admin/coupons/${id}`))).data;
};
const issue = (api: ApiClient, id: number, body: Record<string, unknown>) =>
  api.post(`/api/admin/coupons/${id}/issue`, { request_key: `k-${randomUUID()}`, ...body });
const auditOf = async (type: string, id: number) => {
  const owner = await as('owner');
  return owner.json<Audit>(owner.get(`/api/admin/audit-log?entity_type=${type}&entity_id=${id}`));
};
const myCoupons = (api: ApiClient) =>
  api.json<{ data: { id: number; coupon_id: number }[] }>(api.get('/api/v1/my-coupons?per_page=100'));

describe('who may work with coupons', () => {
  it('answers a visitor 401, a member and staff 403, and lets a manager and the owner in', async () => {
    const c = await create();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons', fields()],
      ['GET', `/api/admin/coupons/${c.id}`],
      ['PUT', `/api/admin/coupons/${c.id}`, fields()],
      ['DELETE', `/api/admin/coupons/${c.id}`],
      ['PUT', `/api/admin/coupons/${c.id}/status`, { closed: true }],
      ['POST', `/api/admin/coupons/${c.id}/issue`, { target: 'all', request_key: 'k-roles-0001' }],
      ['GET', `/api/admin/coupons/${c.id}/uses`],
    ];
    const [visitor, mem, staff] = await Promise.all([as('visitor'), as('member'), as('staff')]);
    for (const [method, path, body] of calls) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await mem.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await staff.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    for (const role of ['manager', 'owner'] as const) {
      const api = await as(role);
      expect((await api.get('/api/admin/coupons')).status).toBe(200);
      expect((await api.get(`/api/admin/coupons/${c.id}`)).status).toBe(200);
      expect((await api.get(`/api/admin/coupons/${c.id}/uses`)).status).toBe(200);
    }
    expect((await (await as('manager')).get('/api/admin/coupons/99999999')).status).toBe(404);
  });
});

describe('making and editing a coupon', () => {
  it('answers 422 in Korean for each bad field: code, names, rate over 100, a rate without cap, the window', async () => {
    const owner = await as('owner');
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'a b' }, 'code'],
      [{ name: ' ' }, 'name'],
      [{ name_en: '' }, 'name_en'],
      [{ discount_type: 'free' }, 'discount_type'],
      [{ discount_value: 0 }, 'discount_value'],
      [{ discount_value: '' }, 'discount_value'],
      [{ discount_type: 'rate', discount_value: 10, max_discount: '' }, 'max_discount'],
      [{ discount_type: 'rate', discount_value: 101, max_discount: 5000 }, 'discount_value'],
      [{ discount_type: 'rate', discount_value: 10 }, 'max_discount'],
      [{ min_order_amount: -1 }, 'min_order_amount'],
      [{ starts_at: '2030-02-01T10:00', ends_at: '2030-01-01T10:00' }, 'ends_at'],
      [{ starts_at: '2030-02-30T10:00' }, 'starts_at'],
      [{ per_member_limit: 0 }, 'per_member_limit'],
      [{ total_limit: 0 }, 'total_limit'],
      [{ valid_days: 1.5 }, 'valid_days'],
    ];
    for (const [over, field] of cases) {
      const res = await owner.post('/api/admin/coupons', fields(over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect((await res.json()) as Problem, JSON.stringify(over)).toMatchObject({
        errors: { [field]: [expect.stringMatching(/[가-힣]/)] },
      });
    }
  });

  it('keeps a rate coupon with its cap, drops a cap from an amount coupon, and refuses a code in use (409)', async () => {
    const rate = await create({ discount_type: 'rate', discount_value: 15, max_discount: 7000 });
    expect(rate).toMatchObject({ discount_type: 'rate', discount_value: 15, max_discount: 7000 });
    const amount = await create({ max_discount: 9000 });
    expect(amount).toMatchObject({ max_discount: null });
    // Blank fields, as an empty form sends them: no cap, no days, no total, one each, no minimum.
    const blanks = { max_discount: '', valid_days: '', total_limit: '', per_member_limit: '', min_order_amount: '' };
    const blank = await create({ ...blanks, starts_at: '', ends_at: '' });
    expect(blank).toMatchObject({ max_discount: null, valid_days: null, total_limit: null, per_member_limit: 1 });
    expect(blank).toMatchObject({ min_order_amount: 0, starts_at: null, ends_at: null });
    const owner = await as('owner');
    const clash = await owner.post('/api/admin/coupons', fields({ code: rate.code.toLowerCase() }));
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as Problem).message).toContain('쿠폰 코드');
    const renamed = await owner.request('PUT', `/api/admin/coupons/${amount.id}`, fields({ code: rate.code }));
    expect(renamed.status).toBe(409);
  });

  it('edits freely before any is issued, then fixes the code and discount terms but not the names or limits', async () => {
    const c = await create({ total_limit: 10 });
    const owner = await as('owner');
    const url = `/api/admin/coupons/${c.id}`;
    const edited = await owner.request('PUT', url, fields({ code: c.code, discount_value: 2500, total_limit: 10 }));
    expect(edited.status, await edited.clone().text()).toBe(200);
    const m = await newMember(base(), { prefix: 'ced' });
    expect((await issue(owner, c.id, { target: 'member', member: m.id })).status).toBe(200);
    const terms = await owner.request('PUT', url, fields({ code: c.code, discount_value: 3000, total_limit: 10 }));
    expect(terms.status).toBe(409);
    const names = await owner.request(
      'PUT',
      url,
      fields({ code: c.code, discount_value: 2500, name: '새 이름', total_limit: 5, per_member_limit: 2 }),
    );
    expect(names.status, await names.clone().text()).toBe(200);
    const below = await owner.request('PUT', url, fields({ code: c.code, discount_value: 2500, total_limit: 0 }));
    expect(below.status).toBe(422);
    expect(await detail(c.id)).toMatchObject({ name: '새 이름', issued: 1, remaining: 4 });
    const audit = await auditOf('coupon', c.id);
    expect(audit.data.map((a) => a.action)).toEqual(['update', 'update', 'create']);
    expect(audit.data[0]?.changes).toMatchObject({ name: { after: '새 이름' }, total_limit: { before: 10, after: 5 } });
  });
});

describe('the coupon list', () => {
  it('finds coupons by code or name and by state and downloadable, with issued, used and remaining counts', async () => {
    const tag = randomUUID().slice(0, 6);
    const upcoming = await create({ name: `예정 ${tag}`, starts_at: '2099-01-01T00:00', downloadable: true });
    const active = await create({ name: `진행 ${tag}`, total_limit: 3 });
    const ended = await create({ name: `종료 ${tag}` });
    const owner = await as('owner');
    expect((await owner.request('PUT', `/api/admin/coupons/${ended.id}/status`, { closed: true })).status).toBe(200);
    const list = async (q: string) =>
      (await owner.json<{ data: Coupon[] }>(owner.get(`/api/admin/coupons?q=${encodeURIComponent(tag)}${q}`))).data;
    expect((await list('')).map((c) => c.id)).toEqual([ended.id, active.id, upcoming.id]);
    expect((await list('&state=upcoming')).map((c) => c.id)).toEqual([upcoming.id]);
    expect((await list('&state=active')).map((c) => c.id)).toEqual([active.id]);
    expect((await list('&state=ended')).map((c) => c.id)).toEqual([ended.id]);
    expect((await list('&downloadable=1')).map((c) => c.id)).toEqual([upcoming.id]);
    const byCode = await owner.json<{ data: Coupon[] }>(owner.get(`/api/admin/coupons?q=${active.code.toLowerCase()}`));
    expect(byCode.data.map((c) => c.id)).toEqual([active.id]);
    expect((await list('&state=active'))[0]).toMatchObject({ issued: 0, used: 0, remaining: 3, state: 'active' });
    expect((await owner.get('/api/admin/coupons?state=soon')).status).toBe(422);
  });
});

describe('issuing', () => {
  it('issues to one member by login id or number, up to the per-member limit (409), never to an unknown member', async () => {
    const c = await create({ per_member_limit: 2 });
    const m = await newMember(base(), { prefix: 'one' });
    const owner = await as('owner');
    expect((await issue(owner, c.id, { target: 'member', member: m.id })).status).toBe(200);
    const held = await myCoupons(m.api);
    const no = (await auditOf('coupon', c.id)).data.length;
    const second = await owner.json<{ data: Use[] }>(owner.get(`/api/admin/coupons/${c.id}/uses`));
    expect(second.data.map((u) => u.mb_id)).toEqual([m.id]);
    const number = (
      await owner.json<{ data: { id: number; mb_id: string }[] }>(owner.get(`/api/admin/members?q=${m.id}`))
    ).data[0]?.id;
    expect((await issue(owner, c.id, { target: 'member', member: number })).status).toBe(200);
    const third = await issue(owner, c.id, { target: 'member', member: m.id });
    expect(third.status).toBe(409);
    expect(((await third.json()) as Problem).message).toContain('2장');
    expect((await myCoupons(m.api)).data.filter((x) => x.coupon_id === c.id)).toHaveLength(2);
    expect(held.data.filter((x) => x.coupon_id === c.id)).toHaveLength(1);
    const unknown = await issue(owner, c.id, { target: 'member', member: 'no-such-member-x' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as Problem).errors.member).toBeDefined();
    expect((await issue(owner, c.id, { target: 'someone' })).status).toBe(422);
    expect(no).toBe(1);
    const memberAudit = await owner.json<Audit>(
      owner.get(`/api/admin/audit-log?entity_type=member&entity_id=${number}`),
    );
    expect(memberAudit.data.filter((a) => a.action === 'coupon')).toHaveLength(2);
  });

  it('issues to all members not blocked, skips those at their limit, and a double submit issues once', async () => {
    const c = await create();
    const blocked = await newMember(base(), { prefix: 'blk' });
    const fresh = await newMember(base(), { prefix: 'all' });
    const owner = await as('owner');
    const blockedNo = (await owner.json<{ data: { id: number }[] }>(owner.get(`/api/admin/members?q=${blocked.id}`)))
      .data[0]?.id;
    expect((await owner.request('PUT', `/api/admin/members/${blockedNo}/block`, { blocked: true })).status).toBe(200);
    expect((await issue(owner, c.id, { target: 'member', member: fresh.id })).status).toBe(200);

    const body = { target: 'all', request_key: `k-${randomUUID()}` };
    const [first, again] = await Promise.all([
      owner.post(`/api/admin/coupons/${c.id}/issue`, body),
      owner.post(`/api/admin/coupons/${c.id}/issue`, body),
    ]);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(again.status).toBe(200);
    const answers = [((await first.json()) as Issue).data, ((await again.json()) as Issue).data];
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(answers[0]?.issued).toBe(answers[1]?.issued);
    expect(answers[0]?.skipped).toBe(1);
    const after = await detail(c.id);
    expect(after.issued).toBe((answers[0]?.issued ?? 0) + 1);
    expect((await myCoupons(fresh.api)).data.filter((x) => x.coupon_id === c.id)).toHaveLength(1);
    const uses = await owner.json<{ data: Use[]; total: number }>(
      owner.get(`/api/admin/coupons/${c.id}/uses?per_page=500`),
    );
    expect(uses.total).toBe(after.issued);
    expect(uses.data.map((u) => u.mb_id)).not.toContain(blocked.id);
    const next = await issue(owner, c.id, { target: 'all' });
    expect(((await next.json()) as Issue).data).toMatchObject({ issued: 0, skipped: after.issued });
    const audit = await auditOf('coupon', c.id);
    expect(audit.data.filter((a) => a.action === 'issue')).toHaveLength(2);
  });

  it('refuses to issue past the total limit (409), to all at once or by download, and lists it no more', async () => {
    const owner = await as('owner');
    const few = await create({ total_limit: 1 });
    const all = await issue(owner, few.id, { target: 'all' });
    expect(all.status).toBe(409);
    expect(((await all.json()) as Problem).message).toContain('남은 수량');
    expect((await detail(few.id)).issued).toBe(0);

    const zone = await create({ total_limit: 1, downloadable: true });
    const [a, b] = [await newMember(base(), { prefix: 'dla' }), await newMember(base(), { prefix: 'dlb' })];
    const offers = async () =>
      (await b.api.json<{ data: { id: number }[] }>(b.api.get('/api/v1/coupons/downloadable'))).data.map((o) => o.id);
    expect(await offers()).toContain(zone.id);
    expect((await a.api.post(`/api/v1/coupons/${zone.id}/download`)).status).toBe(201);
    const late = await b.api.post(`/api/v1/coupons/${zone.id}/download`);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Problem).message).toBe('준비된 수량이 모두 소진된 쿠폰입니다.');
    expect(await offers()).not.toContain(zone.id);
    const one = await issue(owner, zone.id, { target: 'member', member: b.id });
    expect(one.status).toBe(409);
    expect(await detail(zone.id)).toMatchObject({ issued: 1, remaining: 0 });
  });

  it('ends a coupon early: no more issuing or downloading, copies held stay usable; it may be opened again', async () => {
    const owner = await as('owner');
    const c = await create({ downloadable: true });
    const m = await newMember(base(), { prefix: 'end' });
    expect((await issue(owner, c.id, { target: 'member', member: m.id })).status).toBe(200);
    const url = `/api/admin/coupons/${c.id}/status`;
    expect((await owner.request('PUT', url, { closed: true })).status).toBe(200);
    expect((await detail(c.id)).state).toBe('ended');
    expect((await issue(owner, c.id, { target: 'all' })).status).toBe(409);
    const other = await newMember(base(), { prefix: 'end2' });
    expect((await other.api.post(`/api/v1/coupons/${c.id}/download`)).status).toBe(404);
    const usable = await m.api.json<{ data: { coupon_id: number; status: string }[] }>(m.api.get('/api/v1/my-coupons'));
    expect(usable.data.find((x) => x.coupon_id === c.id)?.status).toBe('usable');
    expect((await owner.request('PUT', url, { closed: false })).status).toBe(200);
    expect((await other.api.post(`/api/v1/coupons/${c.id}/download`)).status).toBe(201);
    const audit = await auditOf('coupon', c.id);
    expect(audit.data.filter((x) => x.action === 'status')).toHaveLength(2);
  });
});

describe('deleting', () => {
  it('deletes a coupon never issued and refuses one issued (409), which stays', async () => {
    const owner = await as('owner');
    const unused = await create();
    expect((await owner.request('DELETE', `/api/admin/coupons/${unused.id}`)).status).toBe(200);
    expect((await owner.get(`/api/admin/coupons/${unused.id}`)).status).toBe(404);
    expect((await auditOf('coupon', unused.id)).data[0]).toMatchObject({ action: 'delete' });
    const used = await create();
    const m = await newMember(base(), { prefix: 'del' });
    expect((await issue(owner, used.id, { target: 'member', member: m.id })).status).toBe(200);
    const refused = await owner.request('DELETE', `/api/admin/coupons/${used.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Problem).message).toContain('종료');
    expect((await owner.get(`/api/admin/coupons/${used.id}`)).status).toBe(200);
  });
});

describe('use', () => {
  it('lists the issued copies with the order that used one and its discount, paged, and totals the discount', async () => {
    const owner = await as('owner');
    const c = await create({ discount_value: 1000 });
    const buyer = await newMember(base(), { prefix: 'use' });
    const idle = await newMember(base(), { prefix: 'idle' });
    for (const m of [buyer, idle]) {
      expect((await issue(owner, c.id, { target: 'member', member: m.id })).status).toBe(200);
    }
    const held = (await myCoupons(buyer.api)).data.find((x) => x.coupon_id === c.id);
    const [p] = await freshProducts(base(), 1, 10);
    const line = await addToCart(buyer.api, p?.it_id as number, 1);
    const placed = await place(buyer.api, orderBody([line], { coupon_id: held?.id }));
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { od_id } = (await placed.json()) as { od_id: string };

    const uses = await owner.json<{ data: Use[]; total: number; last_page: number }>(
      owner.get(`/api/admin/coupons/${c.id}/uses?per_page=1`),
    );
    expect(uses).toMatchObject({ total: 2, last_page: 2 });
    const used = await owner.json<{ data: Use[] }>(owner.get(`/api/admin/coupons/${c.id}/uses?used=1`));
    expect(used.data).toEqual([expect.objectContaining({ mb_id: buyer.id, od_id, discount: 1000 })]);
    const unused = await owner.json<{ data: Use[] }>(owner.get(`/api/admin/coupons/${c.id}/uses?used=0`));
    expect(unused.data).toEqual([expect.objectContaining({ mb_id: idle.id, od_id: null, used_at: null })]);
    expect(await detail(c.id)).toMatchObject({ issued: 2, used: 1, discount_given: 1000 });
    expect((await owner.get('/api/admin/coupons/99999999/uses')).status).toBe(404);
  });
});
