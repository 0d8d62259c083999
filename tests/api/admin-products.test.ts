import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { ApiClient } from '../support/api-client';

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
let categoryId = 0;
beforeAll(async () => {
  shop = await adminShop('admin_products');
  const owner = await as('owner');
  const list = await owner.json<{ data: { category_id: number }[] }>(owner.get('/api/admin/products?per_page=1'));
  categoryId = list.data[0]?.category_id as number;
}, 180_000);
afterAll(() => shop?.stop());

type Detail = {
  data: {
    it_id: number;
    name: string;
    base_price: number;
    stock: number;
    status: string;
    description: string;
    images: string[];
    thumb_image: string;
    options: { id: number; name: string; price_delta: number; stock: number }[];
  };
};
type Bulk = {
  done: number;
  failed: number;
  results: { row: number; it_id: number | null; ok: boolean; message: string }[];
};
type AuditPage = {
  total: number;
  data: {
    action: string;
    entity_type: string;
    entity_id: number;
    actor_login: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];
};
type StoreDetail = {
  it_name: string;
  default_price: { value: number; model: { op_qty: number } };
  options: { name: string; price_delta?: number }[];
  purchasable: boolean;
};

let serial = 0;
const productBody = (over: Record<string, unknown> = {}) => ({
  name: `관리자 테스트 캔들 ${++serial}`,
  name_en: `Admin test candle ${serial}`,
  summary: '향이 좋은 캔들',
  description: '<p>좋은 캔들</p><script>alert(1)</script>',
  keywords: '테스트 캔들',
  base_price: 12_000,
  discount_rate: 10,
  stock: 30,
  category_id: categoryId,
  status: 'active',
  chemical_safety_no: 'CB21-01-0001',
  badges: ['NEW'],
  ...over,
});

async function created(api: ApiClient, body = productBody()): Promise<Detail['data']> {
  const res = await api.post('/api/admin/products', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as Detail).data;
}
const productAudits = async (api: ApiClient, id: number) =>
  api.json<AuditPage>(api.get(`/api/admin/audit-log?entity_type=product&entity_id=${id}&per_page=20`));
const storeDetail = (id: number) => {
  const visitor = new ApiClient((shop as NonNullable<typeof shop>).url);
  return visitor.get(`/api/v1/products/${id}`);
};
const productPage = async (id: number) => {
  const res = await fetch(new URL(`/shop/product/${id}`, (shop as NonNullable<typeof shop>).url));
  return { status: res.status, html: await res.text() };
};

/** multipart/form-data with the session and XSRF header, as the back office's upload sends pictures. */
async function upload(
  api: ApiClient,
  path: string,
  files: { name: string; bytes: Uint8Array<ArrayBuffer>; type: string }[],
) {
  const form = new FormData();
  for (const f of files) form.append('files', new File([f.bytes], f.name, { type: f.type }));
  return api.sendForm('POST', path, form);
}
const png = async (colour: string) =>
  new Uint8Array(
    await sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );

describe('who may work with products', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/999999'],
    ['POST', '/api/admin/products', {}],
    ['PUT', '/api/admin/products/999999', {}],
    ['PUT', '/api/admin/products/999999/stock', { stock: 1 }],
    ['POST', '/api/admin/products/bulk', { rows: [{ it_id: 999999, stock: 1 }] }],
    ['PUT', '/api/admin/products/999999/pictures', { images: [] }],
    ['DELETE', '/api/admin/products/999999/pictures', { image: '/media/x.webp' }],
  ];
  it('answers a visitor 401 and a member 403 on every product call and page', async () => {
    const [visitor, member] = await Promise.all([as('visitor'), as('member')]);
    for (const [method, path, body] of calls) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await member.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await member.get('/admin/products', { Accept: 'text/html' })).status).toBe(403);
    expect((await visitor.get('/admin/products', { Accept: 'text/html' })).status).toBe(302);
  });

  it('lets staff count stock and nothing else', async () => {
    const [owner, staff] = await Promise.all([as('owner'), as('staff')]);
    const p = await created(owner);
    expect((await staff.get('/api/admin/products?per_page=2')).status).toBe(200);
    expect((await staff.post('/api/admin/products', productBody())).status).toBe(403);
    expect((await staff.request('PUT', `/api/admin/products/${p.it_id}`, productBody())).status).toBe(403);
    expect((await upload(staff, `/api/admin/products/${p.it_id}/pictures`, [])).status).toBe(403);
    const stock = await staff.request('PUT', `/api/admin/products/${p.it_id}/stock`, { stock: 7 });
    expect(stock.status, await stock.clone().text()).toBe(200);
    expect(((await stock.json()) as Detail).data.stock).toBe(7);
    const bulk = await staff.json<Bulk>(
      staff.post('/api/admin/products/bulk', {
        rows: [
          { it_id: p.it_id, stock: 9 },
          { it_id: p.it_id + 0, base_price: 1 },
        ],
      }),
    );
    expect(bulk.done).toBe(1);
    expect(bulk.results[1]?.ok).toBe(false);
    const list = await staff.get('/admin/products', { Accept: 'text/html' });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('data-field="stock"');
    expect(html).not.toContain('data-field="base_price"');
    expect((await staff.get(`/admin/products/${p.it_id}`, { Accept: 'text/html' })).status).toBe(403);
    const stockPage = await staff.get(`/admin/products/${p.it_id}/stock`, { Accept: 'text/html' });
    expect(stockPage.status).toBe(200);
    expect(await stockPage.text()).toContain('name="stock"');
    expect((await staff.get('/admin/products/new', { Accept: 'text/html' })).status).toBe(403);
    const audits = await productAudits(owner, p.it_id);
    expect(audits.data[0]).toMatchObject({ actor_login: 'ops-staff', changes: { stock: { before: 7, after: 9 } } });
  });

  it("gives staff a product's stock page, each option's count on it, and keeps members and visitors out", async () => {
    const [owner, staff, member, visitor] = await Promise.all([as('owner'), as('staff'), as('member'), as('visitor')]);
    const p = await created(
      owner,
      productBody({
        options: [
          { name: '소', name_en: 'S', price_delta: 0, stock: 2 },
          { name: '대', name_en: 'L', price_delta: 3000, stock: 3 },
        ],
      }),
    );
    const list = await (await staff.get(`/admin/products?q=${p.it_id}`, { Accept: 'text/html' })).text();
    expect(list).toContain(`href="/admin/products/${p.it_id}/stock"`);
    const page = await staff.get(`/admin/products/${p.it_id}/stock`, { Accept: 'text/html' });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const o of p.options) expect(html).toContain(`data-option="${o.id}"`);
    expect(html).not.toContain('name="stock"');
    const [small, large] = p.options as { id: number }[];
    const saved = await staff.request('PUT', `/api/admin/products/${p.it_id}/stock`, {
      options: [
        { id: small?.id, stock: 0 },
        { id: large?.id, stock: 8 },
      ],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as Detail).data.stock).toBe(8);
    expect((await member.get(`/admin/products/${p.it_id}/stock`, { Accept: 'text/html' })).status).toBe(403);
    expect((await visitor.get(`/admin/products/${p.it_id}/stock`, { Accept: 'text/html' })).status).toBe(302);
    expect((await staff.get('/admin/products/999999/stock', { Accept: 'text/html' })).status).toBe(404);
  });
});

describe('making and editing a product', () => {
  it('creates a product with options the storefront shows at once, with its audit entry', async () => {
    const manager = await as('manager');
    const p = await created(
      manager,
      productBody({
        options: [
          { name: '200g', name_en: '200g', price_delta: 0, stock: 4 },
          { name: '400g', name_en: '400g', price_delta: 5000, stock: 6 },
        ],
      }),
    );
    expect(p.stock).toBe(10);
    expect(p.description).toBe('<p>좋은 캔들</p>');
    const store = (await (await storeDetail(p.it_id)).json()) as StoreDetail;
    expect(store.it_name).toBe(p.name);
    expect(store.default_price.value).toBe(10_800);
    expect(store.options.map((o) => o.name)).toEqual(['200g', '400g']);
    const page = await productPage(p.it_id);
    expect(page.status).toBe(200);
    expect(page.html).toContain(p.name);
    const audits = await productAudits(manager, p.it_id);
    expect(audits.data[0]).toMatchObject({ action: 'create', entity_type: 'product', actor_login: 'ops-manager' });
    expect(audits.data[0]?.changes.name).toEqual({ before: null, after: p.name });
    expect(audits.data[0]?.changes.options?.after).toHaveLength(2);
  });

  it('saves an edit the cached storefront follows within a second, options kept by id', async () => {
    const owner = await as('owner');
    const p = await created(owner, productBody({ options: [{ name: '작은', price_delta: 0, stock: 3 }] }));
    // Seen once so that the product page and its JSON are in the page caches.
    expect((await storeDetail(p.it_id)).status).toBe(200);
    expect((await productPage(p.it_id)).status).toBe(200);
    const option = p.options[0] as Detail['data']['options'][number];
    const res = await owner.request(
      'PUT',
      `/api/admin/products/${p.it_id}`,
      productBody({
        name: '이름을 바꾼 캔들',
        base_price: 20_000,
        discount_rate: 0,
        options: [
          { id: option.id, name: '작은', price_delta: 0, stock: 3 },
          { name: '큰', name_en: 'Large', price_delta: 3000, stock: 2 },
        ],
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = ((await res.json()) as Detail).data;
    expect(saved.options.map((o) => [o.name, o.stock])).toEqual([
      ['작은', 3],
      ['큰', 2],
    ]);
    expect(saved.options[0]?.id).toBe(option.id);
    const store = (await (await storeDetail(p.it_id)).json()) as StoreDetail;
    expect(store.it_name).toBe('이름을 바꾼 캔들');
    expect(store.default_price.value).toBe(20_000);
    expect((await productPage(p.it_id)).html).toContain('이름을 바꾼 캔들');
    const audit = (await productAudits(owner, p.it_id)).data[0];
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit?.changes.base_price).toEqual({ before: 12_000, after: 20_000 });
    expect(audit?.changes.name?.after).toBe('이름을 바꾼 캔들');
    // Hidden: gone from the storefront at once.
    const hidden = await owner.request('PUT', `/api/admin/products/${p.it_id}`, productBody({ status: 'hidden' }));
    expect(hidden.status).toBe(200);
    expect((await storeDetail(p.it_id)).status).toBe(404);
  });

  it('says sold out on the product page once the stock is 0', async () => {
    const [owner, staff] = await Promise.all([as('owner'), as('staff')]);
    const plain = await created(owner);
    expect((await productPage(plain.it_id)).html).not.toContain('품절된 상품입니다.');
    expect((await staff.request('PUT', `/api/admin/products/${plain.it_id}/stock`, { stock: 0 })).status).toBe(200);
    expect((await productPage(plain.it_id)).html).toContain('품절된 상품입니다.');
    const withOptions = await created(owner, productBody({ options: [{ name: '하나', stock: 2 }] }));
    const optionId = withOptions.options[0]?.id as number;
    const refused = await staff.request('PUT', `/api/admin/products/${withOptions.it_id}/stock`, { stock: 0 });
    expect(refused.status).toBe(409);
    const zero = await staff.request('PUT', `/api/admin/products/${withOptions.it_id}/stock`, {
      options: [{ id: optionId, stock: 0 }],
    });
    expect(zero.status, await zero.clone().text()).toBe(200);
    expect(((await zero.json()) as Detail).data.stock).toBe(0);
    expect(((await (await storeDetail(withOptions.it_id)).json()) as StoreDetail).purchasable).toBe(false);
    expect((await productPage(withOptions.it_id)).html).toContain('품절');
  });

  it('refuses bad fields with Korean messages (422) and unknown products with 404', async () => {
    const owner = await as('owner');
    const bad = await owner.post(
      '/api/admin/products',
      productBody({ name: ' ', discount_rate: 95, base_price: -1, options: [{ name: '', stock: -2 }] }),
    );
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(errors.name).toEqual(['상품명을 입력해 주세요.']);
    expect(errors.discount_rate?.[0]).toContain('90%');
    expect(errors.base_price?.[0]).toContain('0원 이상');
    expect(errors['options.0.name']).toBeDefined();
    expect(errors['options.0.stock']).toBeDefined();
    const noCategory = await owner.post('/api/admin/products', productBody({ category_id: 999_999 }));
    expect(noCategory.status).toBe(422);
    expect(((await noCategory.json()) as { errors: Record<string, string[]> }).errors.category_id).toEqual([
      '없는 카테고리입니다.',
    ]);
    const other = await created(owner, productBody({ options: [{ name: 'A', stock: 1 }] }));
    const mine = await created(owner);
    const foreign = await owner.request(
      'PUT',
      `/api/admin/products/${mine.it_id}`,
      productBody({ options: [{ id: other.options[0]?.id, name: 'A', stock: 1 }] }),
    );
    expect(foreign.status).toBe(422);
    expect((await owner.request('PUT', '/api/admin/products/999999', productBody())).status).toBe(404);
    expect((await owner.get('/api/admin/products/abc')).status).toBe(404);
    expect((await owner.get('/api/admin/products?stock_below=0')).status).toBe(422);
  });
});

describe('the product list', () => {
  it('searches by name and number and filters by status and low stock', async () => {
    const owner = await as('owner');
    const p = await created(owner, productBody({ name: '검색용 유일한 이름 캔들', stock: 2, status: 'hidden' }));
    type List = { total: number; data: { it_id: number; status: string; stock: number }[] };
    const byName = await owner.json<List>(owner.get(`/api/admin/products?q=${encodeURIComponent('유일한 이름')}`));
    expect(byName.data.map((r) => r.it_id)).toEqual([p.it_id]);
    const byId = await owner.json<List>(owner.get(`/api/admin/products?q=${p.it_id}`));
    expect(byId.data.map((r) => r.it_id)).toContain(p.it_id);
    const hidden = await owner.json<List>(owner.get('/api/admin/products?status=hidden&stock_below=3&per_page=100'));
    expect(hidden.data.every((r) => r.status === 'hidden' && r.stock < 3)).toBe(true);
    expect(hidden.data.map((r) => r.it_id)).toContain(p.it_id);
    const page = await owner.get(`/admin/products?q=${encodeURIComponent('유일한 이름')}`, { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('검색용 유일한 이름 캔들');
  });

  it('edits prices and stock row by row, each all or nothing, reporting every row', async () => {
    const owner = await as('owner');
    const [a, b] = [await created(owner), await created(owner)];
    const withOptions = await created(owner, productBody({ options: [{ name: 'A', stock: 1 }] }));
    const answer = await owner.json<Bulk>(
      owner.post('/api/admin/products/bulk', {
        rows: [
          { it_id: a.it_id, base_price: 15_000, stock: 40 },
          { it_id: b.it_id, base_price: 9_900, stock: -1 },
          { it_id: 999_999, stock: 3 },
          { it_id: a.it_id, stock: 1 },
          { it_id: withOptions.it_id, stock: 5 },
          { it_id: b.it_id },
        ],
      }),
    );
    expect(answer.results.map((r) => [r.row, r.it_id, r.ok])).toEqual([
      [1, a.it_id, true],
      [2, b.it_id, false],
      [3, 999_999, false],
      [4, a.it_id, false],
      [5, withOptions.it_id, false],
      [6, b.it_id, false],
    ]);
    expect(answer).toMatchObject({ done: 1, failed: 5 });
    expect(answer.results[1]?.message).toContain('0개 이상');
    expect(answer.results[2]?.message).toBe('상품을 찾을 수 없습니다.');
    const detailOf = async (id: number) => (await owner.json<Detail>(owner.get(`/api/admin/products/${id}`))).data;
    expect(await detailOf(a.it_id)).toMatchObject({ base_price: 15_000, stock: 40 });
    // Row 2's good price was not written either: a row is all or nothing.
    expect(await detailOf(b.it_id)).toMatchObject({ base_price: 12_000, stock: 30 });
    const audit = (await productAudits(owner, a.it_id)).data[0];
    expect(audit?.changes).toEqual({ base_price: { before: 12_000, after: 15_000 }, stock: { before: 30, after: 40 } });
    expect((await owner.post('/api/admin/products/bulk', { rows: [] })).status).toBe(422);
  });
});

describe('pictures', () => {
  it('uploads, orders and removes pictures stored as the shop stores media, with scaled copies', async () => {
    const owner = await as('owner');
    const p = await created(owner);
    const path = `/api/admin/products/${p.it_id}/pictures`;
    const res = await upload(owner, path, [
      { name: 'a.png', bytes: await png('#c8a27a'), type: 'image/png' },
      { name: 'b.png', bytes: await png('#7a9cc8'), type: 'image/png' },
    ]);
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: { images: string[]; thumb_image: string } };
    expect(data.images).toHaveLength(2);
    expect(data.thumb_image).toBe(data.images[0]);
    const [first, second] = data.images as [string, string];
    const scaled = await fetch(new URL(`${first}?w=320`, owner.baseUrl));
    expect(scaled.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await scaled.arrayBuffer())).metadata()).width).toBe(320);
    const store = (await (await storeDetail(p.it_id)).json()) as { images?: string[]; thumb_image?: string };
    expect(JSON.stringify(store)).toContain(first);
    const arranged = await owner.request('PUT', path, { images: [second, first] });
    expect(((await arranged.json()) as { data: { thumb_image: string } }).data.thumb_image).toBe(second);
    expect((await owner.request('PUT', path, { images: [second] })).status).toBe(422);
    const removed = await owner.request('DELETE', path, { image: second });
    expect(((await removed.json()) as { data: { images: string[] } }).data.images).toEqual([first]);
    expect((await fetch(new URL(second, owner.baseUrl))).status).toBe(404);
    const notImage = await upload(owner, path, [
      { name: 'x.png', bytes: new TextEncoder().encode('hello'), type: 'image/png' },
    ]);
    expect(notImage.status).toBe(422);
    expect(((await notImage.json()) as { errors: Record<string, string[]> }).errors.files?.[0]).toContain('JPEG');
    const actions = (await productAudits(owner, p.it_id)).data.map((e) => e.action);
    expect(actions.slice(0, 3)).toEqual(['file.remove', 'update', 'file.add']);
  });
});

describe('CSV export and import', () => {
  type DryRun = {
    dry_run: true;
    changes: { row: number; it_id: number | null; changes: Record<string, unknown> }[];
    errors: { row: number; message: string }[];
    unchanged: number;
  };
  const csv = (api: ApiClient, text: string, dry: boolean) =>
    api.post(`/api/admin/products/import${dry ? '?dry_run=1' : ''}`, text, { 'Content-Type': 'text/csv' });

  it('exports the filtered list, and reads it back: a dry run lists every change and bad row, writing nothing', async () => {
    const owner = await as('owner');
    const [a, b, c] = [
      await created(owner, productBody({ name: 'CSV 캔들 가' })),
      await created(owner),
      await created(owner),
    ];
    const exported = await owner.get(`/api/admin/products/export?q=${encodeURIComponent('CSV 캔들 가')}`);
    expect(exported.status).toBe(200);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('it_id,name,name_en,category_id,base_price')).toBe(true);
    expect(text).toContain(`${a.it_id},CSV 캔들 가,`);
    const file = [
      'it_id,name,base_price,stock',
      `${a.it_id},CSV 캔들 가 새 이름,13000,30`,
      `${b.it_id},${b.name},-5,30`,
      '999999,없는 상품,1000,1',
      `${a.it_id},다시,1000,1`,
      `${b.it_id},${b.name},12000`,
      `${b.it_id},${b.name},12000,30`,
      `${c.it_id},${c.name},12000,30`,
    ].join('\r\n');
    const dry = await owner.json<DryRun>(csv(owner, file, true));
    expect(dry.changes).toEqual([
      {
        row: 2,
        it_id: a.it_id,
        changes: {
          name: { before: 'CSV 캔들 가', after: 'CSV 캔들 가 새 이름' },
          base_price: { before: 12_000, after: 13_000 },
        },
      },
    ]);
    expect(dry.errors.map((e) => e.row)).toEqual([3, 4, 5, 6, 7]);
    expect(dry.errors[4]?.message).toContain('앞의 행');
    expect(dry.errors[0]?.message).toContain('base_price');
    expect(dry.errors[1]?.message).toBe('상품을 찾을 수 없습니다.');
    expect(dry.unchanged).toBe(1);
    expect((await owner.json<Detail>(owner.get(`/api/admin/products/${a.it_id}`))).data.name).toBe('CSV 캔들 가');

    const applied = await owner.json<Bulk & { unchanged: number }>(csv(owner, file, false));
    expect(applied).toMatchObject({ done: 1, failed: 5, unchanged: 1 });
    expect((await owner.json<Detail>(owner.get(`/api/admin/products/${a.it_id}`))).data).toMatchObject({
      name: 'CSV 캔들 가 새 이름',
      base_price: 13_000,
    });
    expect(((await (await storeDetail(a.it_id)).json()) as StoreDetail).it_name).toBe('CSV 캔들 가 새 이름');
    expect((await productAudits(owner, a.it_id)).data[0]?.changes.base_price).toEqual({
      before: 12_000,
      after: 13_000,
    });
    const wrongColumn = await csv(owner, 'it_id,colour\r\n1,red', true);
    expect(wrongColumn.status).toBe(422);
    expect((await csv(await as('staff'), file, true)).status).toBe(403);
  });

  it('makes a new product of a row with an empty it_id, checked as the form is, and never twice', async () => {
    const owner = await as('owner');
    const name = `CSV 새 캔들 ${Date.now()}`;
    const file = [
      'it_id,name,name_en,category_id,base_price,stock,keywords',
      `,${name},CSV new candle,${categoryId},15000,12,새상품`,
      `,${name},again,${categoryId},15000,12,`,
      `,이름만 있는 상품,,${categoryId},,3,`,
      ',없는 분류 상품,,999999,1000,1,',
    ].join('\r\n');
    const dry = await owner.json<DryRun>(csv(owner, file, true));
    expect(dry.changes).toEqual([
      {
        row: 2,
        it_id: null,
        changes: expect.objectContaining({
          name: { before: null, after: name },
          base_price: { before: null, after: 15_000 },
          stock: { before: null, after: 12 },
        }),
      },
    ]);
    expect(dry.errors.map((e) => [e.row, e.message])).toEqual([
      [3, '같은 상품이 앞의 행에 이미 있습니다 (앞의 행만 처리합니다).'],
      [4, expect.stringContaining('base_price')],
      [5, 'category_id: 없는 카테고리입니다.'],
    ]);
    const applied = await owner.json<Bulk>(csv(owner, file, false));
    expect(applied).toMatchObject({ done: 1, failed: 3 });
    const made = applied.results.find((r) => r.ok);
    expect(made).toMatchObject({ row: 2, message: '등록되었습니다.' });
    const detail = await owner.json<Detail>(owner.get(`/api/admin/products/${made?.it_id}`));
    expect(detail.data).toMatchObject({ name, base_price: 15_000, stock: 12, status: 'active' });
    expect(((await (await storeDetail(made?.it_id as number)).json()) as StoreDetail).it_name).toBe(name);
    expect((await productAudits(owner, made?.it_id as number)).data[0]).toMatchObject({ action: 'create' });
    const twice = await owner.json<DryRun>(csv(owner, file, true));
    expect(twice.changes).toEqual([]);
    expect(twice.errors[0]?.message).toBe(`같은 카테고리에 같은 이름의 상품이 이미 있습니다 (it_id ${made?.it_id}).`);
  });
});
