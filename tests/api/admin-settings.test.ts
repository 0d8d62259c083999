import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { page, visitors } from '../support/html';
import { newMember } from '../support/shop-api';

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

describe('settings versions', () => {
  type Version = { id: number; action: string; fields: string[]; current: boolean };
  it('keep every save; the owner restores the seeded settings (#0): fields and remote areas back, shown at once', async () => {
    const owner = await as('owner');
    expect((await save({ phone: '1588-9753' })).status).toBe(200);
    const history = async () =>
      (await owner.json<{ data: Version[] }>(owner.get('/api/admin/content/history/settings/1'))).data;
    const versions = await history();
    expect(versions[0]).toMatchObject({ action: 'update', current: true, fields: ['phone'] });
    expect(versions.at(-1)).toMatchObject({ id: 0, action: 'initial' });
    // Managers may edit content, not the settings or their versions.
    expect((await (await as('manager')).get('/api/admin/content/history/settings/1')).status).toBe(403);
    expect((await (await as('manager')).post('/api/admin/content/history/settings/1/0/restore')).status).toBe(403);
    expect((await owner.get('/api/admin/content/history/settings/2')).status).toBe(404);

    const res = await owner.post('/api/admin/content/history/settings/1/0/restore');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await current()).toMatchObject({ phone: '1588-0000', ceo_en: 'Evan Kim', free_threshold: 50_000 });
    const areas = (await owner.json<{ data: { name: string }[] }>(owner.get('/api/admin/settings/remote-areas'))).data;
    expect(areas.map((a) => a.name)).not.toContain('전남 신안 도서');
    expect(await page(visitors((shop as NonNullable<typeof shop>).url).ko, '/customer/center')).toContain('1588-0000');
    expect((await history())[0]).toMatchObject({ action: 'restore', current: true });
    expect((await owner.post('/api/admin/content/history/settings/1/0/restore')).status).toBe(409);
    expect(await (await owner.get('/admin/settings')).text()).toContain('변경 기록');
  });
});

describe('automatic coupons', () => {
  type Loyalty = { signup_coupon: string | null; first_order_coupon: string | null; birthday_coupon: string | null };
  it('an owner names the sign-up coupon and the next new member holds it at once; an unknown code is a 422', async () => {
    const owner = await as('owner');
    expect((await owner.json<{ data: Loyalty }>(owner.get('/api/admin/settings/loyalty'))).data).toEqual({
      signup_coupon: null,
      first_order_coupon: null,
      birthday_coupon: null,
    });
    const before = await newMember((shop as NonNullable<typeof shop>).url, { prefix: 'lo' });
    const count = async (api: typeof before.api) =>
      (await api.json<{ coupon_count: number }>(api.post('/api/v1/login-check'))).coupon_count;
    expect(await count(before.api)).toBe(0);

    const bad = await owner.request('PUT', '/api/admin/settings/loyalty', {
      signup_coupon: 'NO-SUCH',
      birthday_coupon: '',
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      signup_coupon: ['NO-SUCH 쿠폰이 없습니다. 쿠폰 관리에서 만든 쿠폰을 골라 주세요.'],
    });
    expect(
      (await (await as('manager')).request('PUT', '/api/admin/settings/loyalty', { signup_coupon: 'WELCOME3000' }))
        .status,
    ).toBe(403);
    const saved = await owner.request('PUT', '/api/admin/settings/loyalty', { signup_coupon: 'WELCOME3000' });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const after = await newMember((shop as NonNullable<typeof shop>).url, { prefix: 'lo' });
    expect(await count(after.api)).toBe(1);
    const html = await page(after.api, '/my-page/coupon');
    expect(html).toContain('신규 회원 3,000원 할인');
    expect(await page(owner, '/admin/settings')).toContain('자동 쿠폰');
    const audit = await owner.json<{ data: { changes: Record<string, unknown> }[] }>(
      owner.get('/api/admin/audit-log?entity_type=settings'),
    );
    expect(audit.data[0]?.changes).toHaveProperty('loyalty');
  });
});

describe('membership tiers and review points', () => {
  type Tier = {
    name: string;
    name_en: string;
    min_amount: number;
    point_rate_percent: number;
    monthly_coupon: string | null;
  };
  const columns = (rows: (string | number)[][]) => ({
    name: rows.map((r) => r[0]),
    name_en: rows.map((r) => r[1]),
    min_amount: rows.map((r) => r[2]),
    point_rate_percent: rows.map((r) => r[3]),
    monthly_coupon: rows.map((r) => r[4]),
  });

  it('an owner edits the tiers: seeded four, row problems and unknown coupons are 422s, a manager gets 403, and the member page shows them', async () => {
    const owner = await as('owner');
    const seeded = (await owner.json<{ data: Tier[] }>(owner.get('/api/admin/settings/membership'))).data;
    expect(seeded.map((t) => [t.name, t.min_amount, t.point_rate_percent])).toEqual([
      ['웰컴', 0, 1],
      ['실버', 300_000, 2],
      ['골드', 700_000, 3],
      ['VIP', 1_500_000, 5],
    ]);
    const bad = await owner.request(
      'PUT',
      '/api/admin/settings/membership',
      columns([
        ['웰컴', 'Welcome', '1000', '1', ''],
        ['실버', 'Silver', '300000', '2', 'NO-SUCH'],
      ]),
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      'tiers.0.min_amount': ['가장 낮은 등급의 기준 금액은 0원이어야 합니다. 모든 회원이 어느 한 등급에 들어갑니다.'],
    });
    const noCoupon = await owner.request(
      'PUT',
      '/api/admin/settings/membership',
      columns([
        ['웰컴', 'Welcome', '0', '1', ''],
        ['실버', 'Silver', '300000', '2', 'NO-SUCH'],
      ]),
    );
    expect((await noCoupon.json()).errors).toEqual({
      'tiers.1.monthly_coupon': ['NO-SUCH 쿠폰이 없습니다. 쿠폰 관리에서 만든 쿠폰을 골라 주세요.'],
    });
    const rows = columns([
      ['프렌즈', 'Friends', '0', '1', ''],
      ['패밀리', 'Family', '200000', '2.5', 'WELCOME3000'],
    ]);
    expect((await (await as('manager')).request('PUT', '/api/admin/settings/membership', rows)).status).toBe(403);
    const saved = await owner.request('PUT', '/api/admin/settings/membership', rows);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await saved.json()).data).toEqual([
      { name: '프렌즈', name_en: 'Friends', min_amount: 0, point_rate_percent: 1, monthly_coupon: null },
      {
        name: '패밀리',
        name_en: 'Family',
        min_amount: 200_000,
        point_rate_percent: 2.5,
        monthly_coupon: 'WELCOME3000',
      },
    ]);
    const member = await newMember((shop as NonNullable<typeof shop>).url, { prefix: 'tier' });
    const mine = await page(member.api, '/my-page');
    expect(mine).toContain('프렌즈');
    expect(mine).toContain('패밀리 등급까지 200,000원 남았어요.');
    const audit = await owner.json<{ data: { changes: Record<string, unknown> }[] }>(
      owner.get('/api/admin/audit-log?entity_type=settings'),
    );
    expect(audit.data[0]?.changes).toHaveProperty('membership');
  });

  it('an owner sets what a review earns; a photo amount below the text amount is a 422', async () => {
    const owner = await as('owner');
    expect((await owner.json<{ data: unknown }>(owner.get('/api/admin/settings/review-points'))).data).toEqual({
      review_text: 500,
      review_photo: 1000,
    });
    const bad = await owner.request('PUT', '/api/admin/settings/review-points', {
      review_text: 800,
      review_photo: 300,
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      review_photo: ['사진 후기 적립금은 글 후기 적립금보다 적을 수 없습니다.'],
    });
    const saved = await owner.request('PUT', '/api/admin/settings/review-points', {
      review_text: 300,
      review_photo: 2000,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await owner.json<{ data: unknown }>(owner.get('/api/admin/settings/review-points'))).data).toEqual({
      review_text: 300,
      review_photo: 2000,
    });
  });
});
