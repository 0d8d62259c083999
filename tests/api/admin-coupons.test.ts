import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Coupon, couponCalls, couponFields as fields, type Problem, type Use } from '../support/admin-coupons';
import { adminShop } from '../support/admin-shop';
import { freshProducts } from '../support/orders-helpers';
import { addToCart, newMember, orderBody, place } from '../support/shop-api';

// The back office's coupons over HTTP: who may use them, making and editing one (422s in Korean, a
// code clash 409, the terms fixed once issued), the list, deleting, and the issued list with the
// orders that used them. Issuing: admin-coupons-issue.test.ts.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const base = () => shop?.url as string;
const { as, create, detail, issue, auditOf, myCoupons } = couponCalls(() => shop as NonNullable<typeof shop>);
beforeAll(async () => {
  shop = await adminShop('admin_coupons');
}, 180_000);
afterAll(() => shop?.stop());

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
