import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, ROLES, type Role } from '../support/admin-shop';

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_categories');
}, 180_000);
afterAll(() => shop?.stop());

type Node = {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string;
  sort_order: number;
  depth: number;
  product_count: number;
  children: Node[];
};
type Made = { data: { id: number; parent_id: number | null; name: string; name_en: string; sort_order: number } };
type Failure = { message: string; errors?: Record<string, string[]>; product_count?: number; child_count?: number };
type AuditPage = {
  data: {
    action: string;
    entity_type: string;
    actor_login: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];
};

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
async function tree(): Promise<Node[]> {
  const owner = await as('owner');
  return (await owner.json<{ data: Node[] }>(owner.get('/api/admin/categories'))).data;
}
let serial = 0;
async function made(parentId: number | null, who: Role = 'owner') {
  const api = await as(who);
  const n = ++serial;
  const res = await api.post('/api/admin/categories', {
    parent_id: parentId,
    name: `시험 분류 ${n}`,
    name_en: `Test ${n}`,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as Made).data;
}
const audits = async (id: number) => {
  const owner = await as('owner');
  return owner.json<AuditPage>(owner.get(`/api/admin/audit-log?entity_type=category&entity_id=${id}&per_page=20`));
};
const base = () => (shop as NonNullable<typeof shop>).url;
const page = async (path: string) => (await fetch(new URL(path, base()))).text();
const searchTotal = async (keyword: string) =>
  (await (await fetch(new URL(`/api/v1/search?keyword=${encodeURIComponent(keyword)}`, base()))).json()) as {
    total: number;
  };

describe('who may work with categories', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories', { name: '가', name_en: 'A' }],
    ['PUT', '/api/admin/categories/999999', { name: '가', name_en: 'A' }],
    ['DELETE', '/api/admin/categories/999999'],
    ['POST', '/api/admin/categories/reorder', { ids: [1] }],
    ['PATCH', '/api/admin/categories/999999', { is_visible: false }],
    ['POST', '/api/admin/categories/move', { id: 999999, parent_id: null }],
  ];
  it('answers a visitor 401, a member and staff 403 on every call and the page', async () => {
    const [visitor, member, staff] = await Promise.all([as('visitor'), as('member'), as('staff')]);
    for (const [method, path, body] of calls) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await member.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await staff.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await visitor.get('/admin/categories', { Accept: 'text/html' })).status).toBe(302);
    expect((await member.get('/admin/categories', { Accept: 'text/html' })).status).toBe(403);
    expect((await staff.get('/admin/categories', { Accept: 'text/html' })).status).toBe(403);
    expect(await (await staff.get('/admin', { Accept: 'text/html' })).text()).not.toContain('/admin/categories');
  });

  it('shows a manager the three-level tree with names, order and product counts', async () => {
    const manager = await as('manager');
    const res = await manager.get('/api/admin/categories');
    expect(res.status).toBe(200);
    const all = flat(((await res.json()) as { data: Node[] }).data);
    expect(all.length).toBeGreaterThan(5);
    expect(Math.max(...all.map((n) => n.depth))).toBeLessThanOrEqual(3);
    expect(all.some((n) => n.product_count > 0)).toBe(true);
    for (const n of all) expect(n.children.every((c) => c.parent_id === n.id && c.depth === n.depth + 1)).toBe(true);
    const html = await (await manager.get('/admin/categories', { Accept: 'text/html' })).text();
    expect(html).toContain('카테고리 관리');
    expect(html).toContain(all[0]?.name);
  });
});

describe('changing the tree', () => {
  it('adds categories down to the third level and refuses a fourth or a bad name with 422', async () => {
    const manager = await as('manager');
    const one = await made(null, 'manager');
    const two = await made(one.id, 'manager');
    const three = await made(two.id, 'manager');
    expect([one.parent_id, two.parent_id, three.parent_id]).toEqual([null, one.id, two.id]);
    const fourth = await manager.post('/api/admin/categories', {
      parent_id: three.id,
      name: '넷째',
      name_en: 'Fourth',
    });
    expect(fourth.status).toBe(422);
    expect(((await fourth.json()) as Failure).errors?.parent_id?.[0]).toContain('3단계');
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '', name_en: 'A' }, 'name'],
      [{ name_en: 'A' }, 'name'],
      [{ name: '가'.repeat(51), name_en: 'A' }, 'name'],
      [{ name: '가', name_en: '  ' }, 'name_en'],
      [{ name: '가', name_en: 'A'.repeat(51) }, 'name_en'],
      [{ name: '가', name_en: 'A', parent_id: 999_999 }, 'parent_id'],
    ];
    for (const [body, field] of bad) {
      const res = await manager.post('/api/admin/categories', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as Failure).errors?.[field]?.[0], JSON.stringify(body)).toMatch(/[가-힣]/);
    }
    const rename = await manager.request('PUT', `/api/admin/categories/${one.id}`, { name: '', name_en: 'A' });
    expect(rename.status).toBe(422);
    expect((await manager.request('PUT', '/api/admin/categories/999999', { name: '가', name_en: 'A' })).status).toBe(
      404,
    );
    expect((await manager.request('DELETE', '/api/admin/categories/999999')).status).toBe(404);
    expect((await manager.request('PUT', '/api/admin/categories/abc', { name: '가', name_en: 'A' })).status).toBe(404);
    const created = (await audits(three.id)).data[0];
    expect(created).toMatchObject({ action: 'create', entity_type: 'category', actor_login: 'ops-manager' });
    expect(created?.changes.parent_id).toEqual({ before: null, after: two.id });
  });

  it('renames a category, with its audit entry, and the cached storefront menu and page show it at once', async () => {
    const owner = await as('owner');
    const root = (await tree())[0] as Node;
    const child = root.children[0] as Node;
    // Seen once so that the pages are in the page caches.
    expect(await page('/')).toContain(child.name);
    expect(await page(`/shop/category/${child.id}`)).toContain(child.name);
    const res = await owner.request('PUT', `/api/admin/categories/${child.id}`, {
      name: '새 이름 분류',
      name_en: 'Renamed kind',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as Made).data).toMatchObject({ name: '새 이름 분류', name_en: 'Renamed kind' });
    expect(await page('/')).toContain('새 이름 분류');
    expect(await page(`/shop/category/${child.id}`)).toContain('새 이름 분류');
    expect(await page(`/shop/category/${root.id}`)).toContain('새 이름 분류');
    const audit = (await audits(child.id)).data[0];
    expect(audit).toMatchObject({ action: 'update', actor_login: ROLES.owner });
    expect(audit?.changes).toEqual({
      name: { before: child.name, after: '새 이름 분류' },
      name_en: { before: child.name_en, after: 'Renamed kind' },
    });
  });

  it('puts siblings in a new order, refusing a list that is not exactly them', async () => {
    const owner = await as('owner');
    const parent = await made(null);
    const [a, b, c] = [await made(parent.id), await made(parent.id), await made(parent.id)];
    const ids = [c.id, a.id, b.id];
    const res = await owner.post('/api/admin/categories/reorder', { parent_id: parent.id, ids });
    expect(res.status, await res.clone().text()).toBe(200);
    const now = flat(await tree()).find((n) => n.id === parent.id);
    expect(now?.children.map((n) => n.id)).toEqual(ids);
    const audit = (await audits(c.id)).data[0];
    expect(audit?.changes.sort_order).toEqual({ before: 3, after: 1 });
    for (const wrong of [
      [a.id, b.id],
      [a.id, a.id, b.id],
      [a.id, b.id, c.id, parent.id],
    ]) {
      const bad = await owner.post('/api/admin/categories/reorder', { parent_id: parent.id, ids: wrong });
      expect(bad.status, JSON.stringify(wrong)).toBe(422);
      expect(((await bad.json()) as Failure).errors?.ids).toBeDefined();
    }
    expect((await owner.post('/api/admin/categories/reorder', { parent_id: parent.id, ids: [] })).status).toBe(422);
  });

  it('refuses to delete a category with products (409 with the count) or with children, and deletes an empty one', async () => {
    const owner = await as('owner');
    const full = flat(await tree()).find((n) => n.product_count > 0 && n.children.length === 0) as Node;
    const res = await owner.request('DELETE', `/api/admin/categories/${full.id}`);
    expect(res.status).toBe(409);
    const body = (await res.json()) as Failure;
    expect(body.product_count).toBe(full.product_count);
    expect(body.message).toContain(String(full.product_count));
    const parent = await made(null);
    const child = await made(parent.id);
    const withChild = await owner.request('DELETE', `/api/admin/categories/${parent.id}`);
    expect(withChild.status).toBe(409);
    expect(((await withChild.json()) as Failure).child_count).toBe(1);
    expect((await owner.request('DELETE', `/api/admin/categories/${child.id}`)).status).toBe(200);
    expect((await owner.request('DELETE', `/api/admin/categories/${parent.id}`)).status).toBe(200);
    expect(flat(await tree()).some((n) => n.id === parent.id || n.id === child.id)).toBe(false);
    const gone = (await audits(parent.id)).data[0];
    expect(gone).toMatchObject({ action: 'delete', actor_login: ROLES.owner });
    expect(gone?.changes.name).toEqual({ before: parent.name, after: null });
  });

  it("finds a renamed category's products by searching its new name", async () => {
    const owner = await as('owner');
    const leaf = flat(await tree()).find((n) => n.product_count > 0 && n.children.length === 0 && n.depth > 1) as Node;
    const word = `검색개명분류${Date.now() % 100000}`;
    expect((await searchTotal(word)).total).toBe(0);
    const res = await owner.request('PUT', `/api/admin/categories/${leaf.id}`, { name: word, name_en: leaf.name_en });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await searchTotal(word)).total).toBe(leaf.product_count);
    await owner.request('PUT', `/api/admin/categories/${leaf.id}`, { name: leaf.name, name_en: leaf.name_en });
  });
});

describe('moving and hiding categories', () => {
  it('moves a category with those under it to another parent, its products found by the new path, audited', async () => {
    const owner = await as('owner');
    const leaf = flat(await tree()).find(
      (n) => n.product_count > 0 && n.children.length === 0 && n.depth === 2,
    ) as Node;
    const word = `이사한분류${Date.now() % 100000}`;
    const home = await owner.post('/api/admin/categories', { parent_id: null, name: word, name_en: 'Moved here' });
    const target = ((await home.json()) as Made).data;
    const res = await owner.request('PATCH', `/api/admin/categories/${leaf.id}`, { parent_id: target.id });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as Made).data).toMatchObject({ parent_id: target.id, sort_order: 1 });
    const moved = flat(await tree()).find((n) => n.id === target.id);
    expect(moved?.children.map((c) => c.id)).toEqual([leaf.id]);
    expect((await searchTotal(word)).total).toBe(leaf.product_count);
    expect(await page(`/shop/category/${target.id}`)).toContain(leaf.name);
    const audit = (await audits(leaf.id)).data[0];
    expect(audit?.changes.parent_id).toEqual({ before: leaf.parent_id, after: target.id });
    // The tree page's move form sends the category and its new parent together.
    const back = await owner.post('/api/admin/categories/move', {
      id: String(leaf.id),
      parent_id: String(leaf.parent_id),
    });
    expect(back.status, await back.clone().text()).toBe(200);
    expect(((await back.json()) as Made).data.parent_id).toBe(leaf.parent_id);
    expect((await searchTotal(word)).total).toBe(0);
  });

  it('refuses a move under the category itself, one of its own, a missing one or past the third level (422)', async () => {
    const owner = await as('owner');
    const top = await made(null);
    const middle = await made(top.id);
    const bottom = await made(middle.id);
    const other = await made(null);
    const otherChild = await made(other.id);
    const move = (id: number, parent_id: unknown) =>
      owner.request('PATCH', `/api/admin/categories/${id}`, { parent_id });
    for (const [id, parent] of [
      [top.id, top.id],
      [top.id, bottom.id],
      [top.id, 999999],
      // top spans three levels: under anything it would be four.
      [top.id, other.id],
      // middle spans two: under a second-level category it would reach a fourth.
      [middle.id, otherChild.id],
    ] as const) {
      const res = await move(id, parent);
      expect(res.status, `${id} under ${parent}`).toBe(422);
      expect(((await res.json()) as Failure).errors?.parent_id?.[0]).toBeTruthy();
    }
    expect((await move(middle.id, other.id)).status).toBe(200);
    expect((await move(bottom.id, null)).status).toBe(200);
    const now = flat(await tree());
    expect(now.find((n) => n.id === middle.id)?.parent_id).toBe(other.id);
    expect(now.find((n) => n.id === bottom.id)?.parent_id).toBeNull();
    expect((await owner.request('PATCH', `/api/admin/categories/${top.id}`, {})).status).toBe(422);
    const unchosen = await owner.post('/api/admin/categories/move', { id: '', parent_id: '' });
    expect(unchosen.status).toBe(422);
    expect(((await unchosen.json()) as Failure).errors?.id).toEqual(['옮길 카테고리를 선택해 주세요.']);
    expect((await owner.post('/api/admin/categories/move', { id: top.id, parent_id: top.id })).status).toBe(422);
    expect((await owner.request('PATCH', `/api/admin/categories/${top.id}`, { is_visible: 'maybe' })).status).toBe(422);
  });

  it('hides a category from the menus and its page (404), and shows it again', async () => {
    const owner = await as('owner');
    const root = (await tree())[0] as Node;
    const child = await made(root.id);
    expect(await page('/')).toContain(child.name);
    const hide = await owner.request('PATCH', `/api/admin/categories/${child.id}`, { is_visible: 'false' });
    expect(hide.status, await hide.clone().text()).toBe(200);
    expect(await page('/')).not.toContain(child.name);
    expect((await fetch(new URL(`/shop/category/${child.id}`, base()))).status).toBe(404);
    expect(await (await owner.get('/admin/categories', { Accept: 'text/html' })).text()).toContain(
      `${child.name} 보이기`,
    );
    expect((await audits(child.id)).data[0]?.changes.is_visible).toEqual({ before: true, after: false });
    expect((await owner.request('PATCH', `/api/admin/categories/${child.id}`, { is_visible: true })).status).toBe(200);
    expect(await page('/')).toContain(child.name);
    expect((await fetch(new URL(`/shop/category/${child.id}`, base()))).status).toBe(200);
  });
});
