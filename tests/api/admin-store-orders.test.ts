import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import type { ApiClient } from '../support/api-client';
import { newMember } from '../support/shop-api';
import {
  API,
  type Audit,
  body,
  type Ledger,
  type List,
  type Problem,
  record,
  type StoreOrder,
} from '../support/store-orders';

// The back office's offline store purchases over HTTP: who may record them (staff too), the list's
// search and sums, the fields' 422s, one receipt per store (409), the total added up by the server,
// points at the shop's rate given, moved and taken back, the audit log, and the member seeing it
// at once in /my-page/store-order.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const base = () => shop?.url as string;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_store_orders');
}, 180_000);
afterAll(() => shop?.stop());

/** A new member, logged in, and their number in the back office (found with the member picker). */
async function member(prefix = 'so') {
  const m = await newMember(base(), { prefix });
  const staff = await as('staff');
  const found = await staff.json<{ data: { id: number; mb_id: string }[] }>(
    staff.get(`${API}/members?q=${encodeURIComponent(m.id)}`),
  );
  const hit = found.data.find((r) => r.mb_id === m.id);
  expect(hit).toBeDefined();
  return { ...m, no: (hit as { id: number }).id };
}

const auditOf = async (id: number) => {
  const owner = await as('owner');
  return owner.json<Audit>(owner.get(`/api/admin/audit-log?entity_type=store_order&entity_id=${id}`));
};
const myPage = (api: ApiClient) => api.get('/my-page/store-order', { Accept: 'text/html' });

describe('who may record store purchases', () => {
  it('answers a visitor 401 and a member 403, and lets staff, a manager and the owner in', async () => {
    const m = await member();
    const [visitor, mem] = await Promise.all([as('visitor'), as('member')]);
    const calls: [string, string, unknown?][] = [
      ['GET', API],
      ['POST', API, body(m.no)],
      ['GET', `${API}/1`],
      ['PUT', `${API}/1`, body(m.no)],
      ['DELETE', `${API}/1`],
      ['GET', `${API}/members?q=a`],
      ['GET', `${API}/products?q=a`],
    ];
    for (const [method, path, payload] of calls) {
      expect((await visitor.request(method, path, payload)).status, `${method} ${path}`).toBe(401);
      expect((await mem.request(method, path, payload)).status, `${method} ${path}`).toBe(403);
    }
    for (const role of ['staff', 'manager', 'owner'] as const) {
      const api = await as(role);
      expect((await api.get(API)).status, role).toBe(200);
      expect((await api.get('/admin/store-orders', { Accept: 'text/html' })).status, role).toBe(200);
      expect((await api.get('/admin/store-orders/new', { Accept: 'text/html' })).status, role).toBe(200);
      await record(api, body(m.no));
    }
    const one = await record(await as('staff'), body(m.no));
    const page = await (await as('staff')).get(`/admin/store-orders/${one.id}`, { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(one.receipt_no);
    expect((await visitor.get('/admin/store-orders', { Accept: 'text/html' })).status).toBe(302);
    expect((await mem.get('/admin/store-orders', { Accept: 'text/html' })).status).toBe(403);
    expect((await (await as('staff')).get(`${API}/99999999`)).status).toBe(404);
  });
});

describe('recording a purchase', () => {
  it('adds the lines up on the server, whatever total the browser sends, and the member sees it at once', async () => {
    const m = await member('sotot');
    const staff = await as('staff');
    const made = await record(staff, body(m.no, { total: 1, items: [{ name: '심지', quantity: '4', price: '1250' }] }));
    expect(made.total).toBe(5000);
    expect(made.items).toEqual([{ name: '심지', quantity: 4, price: 1250, amount: 5000 }]);
    expect(made.points).toBe(0);
    const detail = await staff.json<{ data: StoreOrder }>(staff.get(`${API}/${made.id}`));
    expect(detail.data).toMatchObject({ total: 5000, receipt_no: made.receipt_no, member: { mb_id: m.id } });

    const page = await myPage(m.api);
    expect(page.status).toBe(200);
    // A member's page is never kept by the shop's page cache, so nothing stale can be shown.
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain(made.receipt_no);
    expect(html).toContain('심지');
    expect(html).toContain('5,000');
  });

  it("gives points at the shop's rate as one ledger entry naming the receipt, and audits the record", async () => {
    const m = await member('sopts');
    const made = await record(await as('manager'), body(m.no, { grant_points: true }));
    expect(made.total).toBe(2 * 13500 + 3 * 2200);
    expect(made.points).toBe(Math.floor(made.total / 100));
    const ledger = await m.api.json<Ledger>(m.api.get('/api/v1/my-points'));
    expect(ledger.data).toHaveLength(1);
    expect(ledger.data[0]).toMatchObject({ amount: made.points, balance_after: made.points });
    expect(ledger.data[0]?.reason).toContain(made.receipt_no);
    const audit = await auditOf(made.id);
    expect(audit.data[0]).toMatchObject({
      action: 'create',
      actor_login: 'ops-manager',
      changes: { total: { before: null, after: made.total }, points: { before: null, after: made.points } },
    });
  });

  it("starts the form on the member from the member's page, and on none for a wrong number", async () => {
    const m = await member('soform');
    const manager = await as('manager');
    const memberPage = await (await manager.get(`/admin/members/${m.no}`, { Accept: 'text/html' })).text();
    expect(memberPage).toContain(`/admin/store-orders/new?member_id=${m.no}`);
    const form = await manager.get(`/admin/store-orders/new?member_id=${m.no}`, { Accept: 'text/html' });
    expect(await form.text()).toMatch(new RegExp(`name="member_id" value="${m.no}"[\\s\\S]*\\(${m.id}\\)`));
    const none = await manager.get('/admin/store-orders/new?member_id=abc', { Accept: 'text/html' });
    expect(none.status).toBe(200);
    expect(await none.text()).toMatch(/data-member-name[^>]*>없음</);
  });

  it('reads a Seoul wall-clock time as the datetime-local field sends it', async () => {
    const m = await member('sotime');
    const made = await record(await as('staff'), body(m.no, { purchased_at: '2025-07-14T15:04' }));
    expect(made.purchased_at).toBe('2025-07-14T06:04:00.000Z');
  });

  it('answers 422 in Korean for each field, and records nothing', async () => {
    const m = await member('so422');
    const owner = await as('owner');
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ member_id: undefined }, 'member_id'],
      [{ member_id: 99999999 }, 'member_id'],
      [{ store_name: '' }, 'store_name'],
      [{ store_name: '없는 매장' }, 'store_name'],
      [{ receipt_no: '' }, 'receipt_no'],
      [{ receipt_no: '영수증 1' }, 'receipt_no'],
      [{ purchased_at: 'yesterday' }, 'purchased_at'],
      [{ purchased_at: future }, 'purchased_at'],
      [{ items: [] }, 'items'],
      [{ items: [{ name: ' ', quantity: 1, price: 100 }] }, 'items.0.name'],
      [{ items: [{ name: '심지', quantity: 0, price: 100 }] }, 'items.0.quantity'],
      [{ items: [{ name: '심지', quantity: 1.5, price: 100 }] }, 'items.0.quantity'],
      [{ items: [{ name: '심지', quantity: 1, price: -1 }] }, 'items.0.price'],
      [{ items: [{ name: '심지', quantity: 1, price: '' }] }, 'items.0.price'],
      [{ items: Array.from({ length: 30 }, () => ({ name: '대량', quantity: 9999, price: 100_000_000 })) }, 'items'],
      [{ grant_points: 'maybe' }, 'grant_points'],
    ];
    for (const [change, field] of cases) {
      const res = await owner.post(API, body(m.no, change));
      expect(res.status, JSON.stringify(change)).toBe(422);
      const problem = (await res.json()) as Problem;
      expect(problem.errors[field]?.[0], JSON.stringify(change)).toMatch(/[가-힣]/);
    }
    const none = await owner.json<List>(owner.get(`${API}?q=${m.id}`));
    expect(none.total).toBe(0);
  });

  it('refuses a receipt number already recorded at the store (409), on a record and on an edit', async () => {
    const m = await member('so409');
    const staff = await as('staff');
    const first = await record(staff, body(m.no));
    const again = await staff.post(API, body(m.no, { receipt_no: first.receipt_no }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).message).toContain('영수증 번호');
    const other = await record(staff, body(m.no));
    const edit = await staff.request('PUT', `${API}/${other.id}`, body(m.no, { receipt_no: first.receipt_no }));
    expect(edit.status).toBe(409);
    const both = await Promise.all([1, 2].map(() => staff.post(API, body(m.no, { receipt_no: 'RACE-1' }))));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('a member who has left', () => {
  it('is not offered by the picker, and a purchase is not recorded on them (409)', async () => {
    const m = await member('soleft');
    expect((await m.api.post('/api/v1/unregister', { password: m.password })).status).toBe(200);
    const staff = await as('staff');
    const found = await staff.json<{ data: { mb_id: string }[] }>(staff.get(`${API}/members?q=${m.id}`));
    expect(found.data).toEqual([]);
    const res = await staff.post(API, body(m.no));
    expect(res.status).toBe(409);
    expect(((await res.json()) as Problem).message).toContain('탈퇴');
  });
});

describe('the list', () => {
  it('finds purchases by member id, name, mobile and receipt, by store and period, newest first, with sums', async () => {
    const m = await newMember(base(), { prefix: 'solist', name: '매장검색', mobile: '010-8123-4567' });
    const staff = await as('staff');
    const picked = await staff.json<{ data: { id: number; mb_id: string }[] }>(staff.get(`${API}/members?q=81234567`));
    const no = picked.data.find((r) => r.mb_id === m.id)?.id as number;
    const older = await record(staff, body(no, { purchased_at: '2025-03-02T10:00', grant_points: true }));
    const newer = await record(staff, body(no, { purchased_at: '2025-03-05T18:30' }));
    for (const q of [m.id, '매장검색', '010-8123-4567', '81234567']) {
      const list = await staff.json<List>(staff.get(`${API}?q=${encodeURIComponent(q)}`));
      expect(
        list.data.map((o) => o.id),
        q,
      ).toEqual([newer.id, older.id]);
      expect(list.sums).toEqual({ count: 2, total: older.total + newer.total, points: older.points });
    }
    const byReceipt = await staff.json<List>(staff.get(`${API}?q=${older.receipt_no}`));
    expect(byReceipt.data.map((o) => o.id)).toEqual([older.id]);
    const period = await staff.json<List>(staff.get(`${API}?q=${m.id}&from=2025-03-01&to=2025-03-02`));
    expect(period.data.map((o) => o.id)).toEqual([older.id]);
    const store = await staff.json<List>(staff.get(`${API}?q=${m.id}&store=${encodeURIComponent('다른 매장')}`));
    expect(store.total).toBe(0);
    const paged = await staff.json<List & { per_page: number }>(staff.get(`${API}?per_page=1&page=2`));
    expect(paged.data).toHaveLength(1);
    expect((await staff.get(`${API}?from=2025-03-05&to=2025-03-01`)).status).toBe(422);
    expect((await staff.get(`${API}?from=march`)).status).toBe(422);
  });

  it('fills a line from a shop product: the product picker answers names and prices', async () => {
    const staff = await as('staff');
    const found = await staff.json<{ data: { it_id: number; name: string; price: number }[] }>(
      staff.get(`${API}/products?q=${encodeURIComponent('왁스')}`),
    );
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data[0]?.price).toBeGreaterThan(0);
    expect((await staff.get(`${API}/products`)).status).toBe(422);
    expect((await staff.get(`${API}/members?q=`)).status).toBe(422);
  });
});

describe('editing and deleting', () => {
  it('moves the points with the total on an edit, and audits before and after', async () => {
    const m = await member('soedit');
    const staff = await as('staff');
    const made = await record(
      staff,
      body(m.no, { grant_points: true, items: [{ name: '오일', quantity: 1, price: 50000 }] }),
    );
    expect(made.points).toBe(500);
    const edited = await staff.request(
      'PUT',
      `${API}/${made.id}`,
      body(m.no, {
        receipt_no: made.receipt_no,
        grant_points: true,
        items: [{ name: '오일', quantity: 2, price: 50000 }],
      }),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(((await edited.json()) as { data: StoreOrder }).data).toMatchObject({ total: 100000, points: 1000 });
    const ledger = await m.api.json<Ledger>(m.api.get('/api/v1/my-points'));
    expect(ledger.data.map((e) => e.amount)).toEqual([500, 500]);
    expect(ledger.data[0]?.balance_after).toBe(1000);
    const audit = await auditOf(made.id);
    expect(audit.data[0]).toMatchObject({
      action: 'update',
      changes: { total: { before: 50000, after: 100000 }, points: { before: 500, after: 1000 } },
    });
    const missing = await staff.request('PUT', `${API}/99999999`, body(m.no));
    expect(missing.status).toBe(404);
  });

  it('takes the points back on a delete, never below zero, and the member no longer sees it', async () => {
    const m = await member('sodel');
    const staff = await as('staff');
    const made = await record(
      staff,
      body(m.no, { grant_points: true, items: [{ name: '디퓨저', quantity: 1, price: 80000 }] }),
    );
    expect(made.points).toBe(800);
    // The member has spent 300 of the 800 points (taken here by the owner as a stand-in).
    const owner = await as('owner');
    expect((await owner.post(`/api/admin/members/${m.no}/points`, { amount: -300, reason: '사용' })).status).toBe(200);
    const gone = await staff.request('DELETE', `${API}/${made.id}`);
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as { data: { points_taken_back: number } }).data.points_taken_back).toBe(500);
    const ledger = await m.api.json<Ledger>(m.api.get('/api/v1/my-points'));
    expect(ledger.data[0]).toMatchObject({ amount: -500, balance_after: 0 });
    expect(ledger.data[0]?.reason).toContain(made.receipt_no);
    expect(await (await myPage(m.api)).text()).not.toContain(made.receipt_no);
    const audit = await auditOf(made.id);
    expect(audit.data[0]).toMatchObject({
      action: 'delete',
      changes: { receipt_no: { before: made.receipt_no, after: null }, points_moved: { after: -500 } },
    });
    expect((await staff.request('DELETE', `${API}/${made.id}`)).status).toBe(404);
  });
});
