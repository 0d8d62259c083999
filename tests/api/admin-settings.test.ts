import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { page, visitors } from '../support/html';

// The shop settings an owner edits: customer service, the bank account, the business details with
// their English, the shipping fee and threshold, and the exchange rate; every page shows a change at once.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_settings');
}, 180_000);
afterAll(() => shop?.stop());

type Settings = Record<string, string | number>;
const current = async () => {
  const owner = await as('owner');
  return (await owner.json<{ data: Settings }>(owner.get('/api/admin/settings'))).data;
};
const save = async (change: Settings, who: Role = 'owner') => {
  const api = await as(who);
  return api.request('PUT', '/api/admin/settings', { ...(await current()), ...change });
};

describe('shop settings', () => {
  it('are an owner’s: a manager and staff get 403, a member 403, a visitor 401', async () => {
    expect((await current()).phone).toBe('1588-0000');
    expect((await (await as('manager')).get('/api/admin/settings')).status).toBe(403);
    expect((await save({ phone: '1588-1111' }, 'manager')).status).toBe(403);
    expect((await (await as('staff')).get('/api/admin/settings')).status).toBe(403);
    expect((await (await as('member')).get('/api/admin/settings')).status).toBe(403);
    expect((await (await as('visitor')).get('/api/admin/settings')).status).toBe(401);
    expect((await (await as('manager')).get('/admin/settings')).status).toBe(403);
  });

  it('a change shows on every page at once, in both languages, and is audited field by field', async () => {
    const res = await save({ phone: '1588-2468', ceo_en: 'Evan K. Kim', free_threshold: 70_000 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).message).toBe('설정이 저장되었습니다.');
    const { ko, en } = visitors((shop as NonNullable<typeof shop>).url);
    const korean = await page(ko, '/customer/center');
    expect(korean).toContain('1588-2468');
    expect(korean).toContain('₩70,000 이상 구매 시 무료배송');
    const english = await page(en, '/customer/center');
    expect(english).toContain('CEO Evan K. Kim');
    expect(english).toContain('Free shipping over $50');
    const owner = await as('owner');
    const audit = await owner.json<{ data: { entity_type: string; changes: Record<string, unknown> }[] }>(
      owner.get('/api/admin/audit-log?entity_type=settings'),
    );
    expect(audit.data[0]?.changes).toEqual({
      phone: { before: '1588-0000', after: '1588-2468' },
      ceo_en: { before: 'Evan Kim', after: 'Evan K. Kim' },
      free_threshold: { before: 50_000, after: 70_000 },
    });
  });

  it('refuses bad fields with 422 and their Korean messages, and changes nothing', async () => {
    const res = await save({
      phone: '전화',
      email: 'help-at-shop',
      registration_no: '12345',
      base_fee: -1,
      free_threshold: 1.5,
      krw_per_usd: 0,
      holder: '  ',
    });
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(errors).toMatchObject({
      phone: ['대표 전화는 숫자와 -로 입력해 주세요.'],
      email: ['이메일 형식이 올바르지 않습니다.'],
      registration_no: ['사업자등록번호는 000-00-00000 형식으로 입력해 주세요.'],
      base_fee: ['기본 배송비는 0원 이상이어야 합니다.'],
      free_threshold: ['무료배송 기준 금액은 원 단위 정수로 입력해 주세요.'],
      krw_per_usd: ['환율은 1달러에 100원 이상이어야 합니다.'],
      holder: ['예금주를 입력해 주세요.'],
    });
    expect((await current()).phone).toBe('1588-2468');
  });
});

describe('remote areas', () => {
  type Area = { name: string; from: string; to: string; fee: number };
  const columns = (areas: { name: string; from: string; to: string; fee: string | number }[]) => ({
    name: areas.map((a) => a.name),
    from: areas.map((a) => a.from),
    to: areas.map((a) => a.to),
    fee: areas.map((a) => String(a.fee)),
  });
  const put = async (areas: { name: string; from: string; to: string; fee: string | number }[], who: Role = 'owner') =>
    (await as(who)).request('PUT', '/api/admin/settings/remote-areas', columns(areas));

  it('are an owner’s, and checkout adds a new area’s fee to an order sent there at once', async () => {
    const owner = await as('owner');
    const before = (await owner.json<{ data: Area[] }>(owner.get('/api/admin/settings/remote-areas'))).data;
    expect(before[0]).toEqual({ from: '63000', to: '63644', fee: 3000, name: '제주' });
    expect((await put(before, 'manager')).status).toBe(403);
    expect((await (await as('staff')).get('/api/admin/settings/remote-areas')).status).toBe(403);

    const visitor = await as('visitor');
    const products = (await visitor.json<{ data: { it_id: number }[] }>(visitor.get('/api/v1/products?per_page=1')))
      .data;
    const added = await visitor.post('/api/v1/cart/lines', { it_id: products[0]?.it_id, quantity: 1 });
    const line = ((await added.json()) as { line: { id: number } }).line.id;
    type Quote = { shipping: { remote_fee: number; remote_area: string | null } };
    const quote = async () =>
      (await visitor.json<Quote>(visitor.post('/api/v1/checkout/quote', { lines: [line], zonecode: '58810' })))
        .shipping;
    expect((await quote()).remote_fee).toBe(0);

    const res = await put([
      ...before,
      { name: '전남 신안 도서', from: '58800', to: '58866', fee: '7000' },
      { name: '', from: '', to: '', fee: '' },
    ]);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { data: Area[] }).data.at(-1)).toEqual({
      name: '전남 신안 도서',
      from: '58800',
      to: '58866',
      fee: 7000,
    });
    expect(await quote()).toMatchObject({ remote_fee: 7000, remote_area: '전남 신안 도서' });
    const log = await owner.get('/api/admin/audit-log?entity_type=settings');
    expect(JSON.stringify(await log.json())).toContain('전남 신안 도서');
  });

  it('refuses a row with a bad postcode, a reversed range, a bad fee or an overlap, naming the row (422), and keeps the areas', async () => {
    const owner = await as('owner');
    const before = (await owner.json<{ data: Area[] }>(owner.get('/api/admin/settings/remote-areas'))).data;
    const res = await put([
      { name: '제주', from: '63000', to: '63644', fee: 3000 },
      { name: '', from: '1234', to: '5', fee: '-1' },
      { name: '거꾸로', from: '59000', to: '58000', fee: 1000 },
      { name: '겹침', from: '63600', to: '63700', fee: 1000 },
    ]);
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual([
      'areas.1.fee',
      'areas.1.from',
      'areas.1.name',
      'areas.1.to',
      'areas.2.to',
      'areas.3.from',
    ]);
    expect(errors['areas.3.from']?.[0]).toContain('1번째 지역(제주)과 우편번호가 겹칩니다.');
    expect((await owner.json<{ data: Area[] }>(owner.get('/api/admin/settings/remote-areas'))).data).toEqual(before);
  });
});
