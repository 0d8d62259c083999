import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { ApiClient } from '../support/api-client';
import { ADMIN, newMember } from '../support/shop-api';

// The back office's members over HTTP: who may use it, search, the member's page, points granted and
// taken (one ledger entry each, audited, seen by the member), blocking (sessions end, login refused),
// the password-reset mail and issuing a coupon.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const base = () => shop?.url as string;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_members');
}, 180_000);
afterAll(() => shop?.stop());

type Row = { id: number; mb_id: string; email: string; mobile: string; blocked: boolean; points: number };
type List = { data: Row[]; total: number };
type Problem = { message: string; errors: Record<string, string[]> };
type Audit = {
  data: { actor_login: string; action: string; changes: Record<string, { before: unknown; after: unknown }> }[];
};
type Ledger = { data: { amount: number; balance_after: number; reason: string }[] };

const put = (api: ApiClient, path: string, body: unknown) => api.request('PUT', path, body);
const auditOf = async (id: number) => {
  const owner = await as('owner');
  return owner.json<Audit>(owner.get(`/api/admin/audit-log?entity_type=member&entity_id=${id}`));
};
/** A new member, logged in, and their id in the back office. */
async function member(prefix = 'am') {
  const m = await newMember(base(), { prefix });
  const owner = await as('owner');
  const list = await owner.json<List>(owner.get(`/api/admin/members?q=${m.id}`));
  const row = list.data.find((r) => r.mb_id === m.id);
  expect(row).toBeDefined();
  return { ...m, no: (row as Row).id };
}

describe('who may work with members', () => {
  it('answers a visitor 401, a member and staff 403, and lets a manager and the owner in', async () => {
    const target = await member();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/members'],
      ['GET', `/api/admin/members/${target.no}`],
      ['POST', `/api/admin/members/${target.no}/points`, { amount: 10, reason: '권한 확인' }],
      ['PUT', `/api/admin/members/${target.no}/block`, { blocked: false }],
      ['POST', `/api/admin/members/${target.no}/password-reset`, {}],
      ['POST', `/api/admin/members/${target.no}/coupons`, { coupon_id: 0 }],
    ];
    const [visitor, mem, staff] = await Promise.all([as('visitor'), as('member'), as('staff')]);
    for (const [method, path, body] of calls) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await mem.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await staff.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    for (const role of ['manager', 'owner'] as const) {
      const api = await as(role);
      expect((await api.get('/api/admin/members')).status).toBe(200);
      expect((await api.get(`/api/admin/members/${target.no}`)).status).toBe(200);
    }
    expect((await (await as('manager')).get('/api/admin/members/99999999')).status).toBe(404);
  });
});

describe('the member list', () => {
  it('finds a member by id, name, e-mail and mobile (with or without hyphens), and pages', async () => {
    const m = await newMember(base(), { prefix: 'srch', name: '검색테스트', mobile: '010-7345-9182' });
    const owner = await as('owner');
    for (const q of [m.id, '검색테스트', m.email, '010-7345-9182', '73459182']) {
      const list = await owner.json<List>(owner.get(`/api/admin/members?q=${encodeURIComponent(q)}`));
      expect(
        list.data.map((r) => r.mb_id),
        q,
      ).toContain(m.id);
    }
    const paged = await owner.json<List & { per_page: number }>(owner.get('/api/admin/members?per_page=1&page=2'));
    expect(paged.per_page).toBe(1);
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    expect((await owner.get('/api/admin/members?blocked=x')).status).toBe(422);
  });
});

describe('points', () => {
  it('grants and takes points with a reason: one ledger entry each, an audit entry, the member sees it', async () => {
    const m = await member('pts');
    const manager = await as('manager');
    const url = `/api/admin/members/${m.no}/points`;
    const grant = await manager.post(url, { amount: 1500, reason: '이벤트 당첨' });
    expect(grant.status, await grant.clone().text()).toBe(200);
    const take = await manager.post(url, { amount: -500, reason: '오지급 회수' });
    expect(take.status).toBe(200);
    const ledger = await m.api.json<Ledger>(m.api.get('/api/v1/my-points'));
    expect(ledger.data.slice(0, 2)).toMatchObject([
      { amount: -500, balance_after: 1000, reason: '오지급 회수' },
      { amount: 1500, balance_after: 1500, reason: '이벤트 당첨' },
    ]);
    expect(ledger.data).toHaveLength(2);
    const audit = await auditOf(m.no);
    expect(audit.data.filter((a) => a.action === 'points')).toHaveLength(2);
    expect(audit.data[0]).toMatchObject({
      actor_login: 'ops-manager',
      changes: { points_balance: { before: 1500, after: 1000 } },
    });
  });

  it('answers 422 in Korean for a fraction, zero, no reason, and taking more than the balance (saying it)', async () => {
    const m = await member('pts422');
    const owner = await as('owner');
    const url = `/api/admin/members/${m.no}/points`;
    const cases: [unknown, string][] = [
      [{ amount: 1.5, reason: '사유' }, 'amount'],
      [{ amount: 0, reason: '사유' }, 'amount'],
      [{ amount: 'abc', reason: '사유' }, 'amount'],
      [{ amount: 100, reason: '  ' }, 'reason'],
      [{ amount: 100 }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.post(url, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await res.json()) as Problem).toMatchObject({ errors: { [field]: [expect.stringMatching(/[가-힣]/)] } });
    }
    await owner.post(url, { amount: 300, reason: '지급' });
    const over = await owner.post(url, { amount: -301, reason: '회수' });
    expect(over.status).toBe(422);
    expect(((await over.json()) as Problem).errors.amount?.[0]).toContain('300');
    const ledger = await m.api.json<Ledger>(m.api.get('/api/v1/my-points'));
    expect(ledger.data).toHaveLength(1);
  });
});

describe('blocking', () => {
  it("ends the member's sessions at once, refuses their login, and lets them in again when unblocked", async () => {
    const m = await member('blk');
    const second = new ApiClient(base());
    expect((await second.post('/api/v1/login', { mb_id: m.id, password: m.password })).status).toBe(200);
    const owner = await as('owner');
    const url = `/api/admin/members/${m.no}/block`;
    const blocked = await put(owner, url, { blocked: true, reason: '부정 이용' });
    expect(blocked.status, await blocked.clone().text()).toBe(200);
    for (const api of [m.api, second]) expect((await api.get('/api/v1/my-points')).status).toBe(401);
    const login = await new ApiClient(base()).post('/api/v1/login', { mb_id: m.id, password: m.password });
    expect(login.status).toBe(422);
    expect(((await login.json()) as Problem).errors.mb_id?.[0]).toContain('이용이 제한된 계정');
    const list = await owner.json<List>(owner.get(`/api/admin/members?q=${m.id}&blocked=1`));
    expect(list.data.map((r) => r.mb_id)).toEqual([m.id]);
    // Blocking again changes nothing and records nothing.
    expect((await put(owner, url, { blocked: true })).status).toBe(200);
    expect((await put(owner, url, { blocked: false })).status).toBe(200);
    expect((await new ApiClient(base()).post('/api/v1/login', { mb_id: m.id, password: m.password })).status).toBe(200);
    const audit = await auditOf(m.no);
    expect(audit.data.map((a) => a.action)).toEqual(['unblock', 'block']);
    expect(audit.data[1]?.changes.reason).toEqual({ before: null, after: '부정 이용' });
    expect((await put(owner, url, { blocked: 'yes' })).status).toBe(422);
  });

  it('does not block an administrator (409)', async () => {
    const owner = await as('owner');
    const list = await owner.json<List>(owner.get('/api/admin/members?q=ops-staff'));
    const staff = list.data.find((r) => r.mb_id === 'ops-staff') as Row;
    expect((await put(owner, `/api/admin/members/${staff.id}/block`, { blocked: true })).status).toBe(409);
  });
});

describe('password-reset mail and coupons', () => {
  it("sends the storefront's reset mail to the member and keeps who sent it", async () => {
    const m = await member('rst');
    const owner = await as('owner');
    const res = await owner.post(`/api/admin/members/${m.no}/password-reset`, {});
    expect(res.status, await res.clone().text()).toBe(200);
    const outbox = await owner.json<{ data: { subject: string; body: string }[] }>(
      owner.get(`/api/admin/outbox?to=${encodeURIComponent(m.email)}`),
    );
    expect(outbox.data[0]?.subject).toContain('비밀번호 재설정');
    expect(outbox.data[0]?.body).toMatch(/\/shop\/reset\?token=/);
    expect((await auditOf(m.no)).data[0]).toMatchObject({ action: 'password_reset' });
  });

  it('issues a coupon the member then holds; an unknown coupon is a 422', async () => {
    const m = await member('cpn');
    const owner = await as('owner');
    const open = await owner.json<{ data: { id: number; name: string }[] }>(owner.get('/api/v1/coupons/downloadable'));
    const coupon = open.data[0] as { id: number; name: string };
    const res = await owner.post(`/api/admin/members/${m.no}/coupons`, { coupon_id: coupon.id });
    expect(res.status, await res.clone().text()).toBe(200);
    const mine = await m.api.json<{ data: { coupon_id: number }[] }>(m.api.get('/api/v1/my-coupons'));
    expect(mine.data.map((c) => c.coupon_id)).toContain(coupon.id);
    const bad = await owner.post(`/api/admin/members/${m.no}/coupons`, { coupon_id: 99999999 });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Problem).errors.coupon_id).toBeDefined();
    expect((await auditOf(m.no)).data[0]).toMatchObject({ action: 'coupon' });
    const detail = await owner.json<{ data: { coupons: { usable: { coupon_id: number }[] } } }>(
      owner.get(`/api/admin/members/${m.no}`),
    );
    expect(detail.data.coupons.usable.map((c) => c.coupon_id)).toContain(coupon.id);
  });
});

describe('administrator roles', () => {
  it('lets only the owner make a member an administrator or a member again, never their own role', async () => {
    const m = await member('role');
    const url = `/api/admin/members/${m.no}/role`;
    const [manager, owner] = await Promise.all([as('manager'), as('owner')]);
    expect((await put(manager, url, { role: 'staff' })).status).toBe(403);
    expect((await put(owner, url, { role: 'admin' })).status).toBe(422);
    // A role change needs the password given again (tests/api/admin-security.test.ts).
    expect((await put(owner, url, { role: 'staff' })).status).toBe(403);
    expect((await owner.post('/api/admin/reauth', { password: ADMIN.password })).status).toBe(200);
    expect((await put(owner, url, { role: 'staff' })).status).toBe(200);
    // Staff now, at once: the orders list opens, the members list does not.
    expect((await m.api.get('/api/admin/orders')).status).toBe(200);
    expect((await m.api.get('/api/admin/members')).status).toBe(403);
    expect((await put(owner, url, { role: null })).status).toBe(200);
    expect((await m.api.get('/api/admin/orders')).status).toBe(403);
    const audit = await auditOf(m.no);
    expect(audit.data.slice(0, 2).map((a) => a.changes.admin_role)).toEqual([
      { before: 'staff', after: null },
      { before: null, after: 'staff' },
    ]);
    const self = await owner.json<List>(owner.get('/api/admin/members?q=admin'));
    const ownerRow = self.data.find((r) => r.mb_id === 'admin') as Row;
    expect((await put(owner, `/api/admin/members/${ownerRow.id}/role`, { role: 'manager' })).status).toBe(409);
  });
});
