import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { HTML, main, page } from '../support/html';
import { addToCart, freshProducts } from '../support/orders-helpers';
import { ADMIN, DEMO, loginAs, newKey, newMember, orderBody, place } from '../support/shop-api';

// The account area's coupons, points and saved addresses (issue 25): pages, calls and their rules.

const base = () => inject('baseUrl');
const member = () => newMember(base(), { prefix: 'acc', name: '이주소', mobile: '010-4567-8901' });

type Offer = { id: number; remaining: number; min_order_amount: number };
type MyCoupon = { id: number; coupon_id: number; status: string; od_id: string | null; valid_until: string | null };
type CouponList = { data: MyCoupon[]; total: number; counts: { usable: number; used: number; expired: number } };
type Entry = { kind: string; amount: number; balance_after: number; od_id: string | null; reason: string };
type PointList = {
  data: Entry[];
  total: number;
  current_page: number;
  summary: { balance: number; expire_months: number; expiring: { amount: number; within_days: number } };
};
type Address = { id: number; label: string; is_default: boolean; address1: string; recipient_mobile: string };

const ADDRESS = {
  label: '집',
  recipient_name: '이주소',
  recipient_mobile: '01045678901',
  zonecode: '04782',
  address1: '서울 성동구 성수이로 7',
  address2: '3층',
};
const addresses = async (api: ApiClient) => (await api.json<{ data: Address[] }>(api.get('/api/v1/my-addresses'))).data;
const myCoupons = (api: ApiClient, tab = 'usable') => api.json<CouponList>(api.get(`/api/v1/my-coupons?tab=${tab}`));
const couponCount = async (api: ApiClient) =>
  (await api.json<{ coupon_count: number }>(api.post('/api/v1/login-check'))).coupon_count;

/** A product to order, costly enough for the coupon zone's minimum. */
async function lineFor(api: ApiClient, minimum = 20_000): Promise<number> {
  const [p] = await freshProducts(base(), 1, 5);
  const price = p?.default_price.value ?? 1;
  return addToCart(api, p?.it_id as number, Math.max(1, Math.ceil(minimum / price)));
}

describe('access to the account area', () => {
  it('asks a visitor to log in: pages go to login with the way back, calls answer 401', async () => {
    const visitor = new ApiClient(base());
    for (const path of ['/my-page/coupon?tab=used', '/my-page/point', '/my-page/address']) {
      const res = await visitor.get(path, HTML);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    for (const [method, path] of [
      ['GET', '/api/v1/my-coupons'],
      ['GET', '/api/v1/my-coupons/1'],
      ['GET', '/api/v1/my-points'],
      ['GET', '/api/v1/my-addresses'],
      ['POST', '/api/v1/my-addresses'],
      ['PUT', '/api/v1/my-addresses/1'],
      ['DELETE', '/api/v1/my-addresses/1'],
      ['POST', '/api/v1/my-addresses/1/default'],
    ] as const) {
      const res = await visitor.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : ADDRESS);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("answers another member's coupon and address as not found (404), never 403", async () => {
    const owner = await member();
    const [offer] = (await owner.api.json<{ data: Offer[] }>(owner.api.get('/api/v1/coupons/downloadable'))).data;
    const taken = await owner.api.json<{ data: { member_coupon_id: number } }>(
      owner.api.post(`/api/v1/coupons/${offer?.id}/download`),
    );
    const saved = await owner.api.json<{ data: Address }>(owner.api.post('/api/v1/my-addresses', ADDRESS));
    const other = await member();
    const couponPath = `/api/v1/my-coupons/${taken.data.member_coupon_id}`;
    expect((await owner.api.get(couponPath)).status).toBe(200);
    expect((await other.api.get(couponPath)).status).toBe(404);
    const path = `/api/v1/my-addresses/${saved.data.id}`;
    expect((await other.api.get(path)).status).toBe(404);
    expect((await other.api.request('PUT', path, { ...ADDRESS, label: '남의 집' })).status).toBe(404);
    expect((await other.api.post(`${path}/default`)).status).toBe(404);
    expect((await other.api.request('DELETE', path)).status).toBe(404);
    expect((await addresses(owner.api)).map((a) => a.label)).toEqual(['집']);
  });
});

describe('coupons (/my-page/coupon)', () => {
  it('takes a coupon-zone coupon once (409 the second time), lists it as usable, and counts it in login-check', async () => {
    const { api } = await member();
    expect(await couponCount(api)).toBe(0);
    const [offer] = (await api.json<{ data: Offer[] }>(api.get('/api/v1/coupons/downloadable'))).data;
    expect((await api.post(`/api/v1/coupons/${offer?.id}/download`)).status).toBe(201);
    const again = await api.post(`/api/v1/coupons/${offer?.id}/download`);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('이미 받은 쿠폰입니다.');
    const usable = await myCoupons(api);
    expect(usable.data.map((c) => [c.coupon_id, c.status])).toEqual([[offer?.id, 'usable']]);
    expect(usable.counts).toEqual({ usable: 1, used: 0, expired: 0 });
    expect(await couponCount(api)).toBe(usable.counts.usable);
    // The zone now shows it as taken.
    const html = await page(api, '/my-page/coupon');
    expect(main(html)).toContain('받음');
  });

  it('moves a coupon used by an order to 사용 완료 with the order, and takes it off the usable count', async () => {
    const { api } = await member();
    const offers = (await api.json<{ data: Offer[] }>(api.get('/api/v1/coupons/downloadable'))).data;
    const offer = offers.find((o) => o.min_order_amount > 0) ?? offers[0];
    const taken = await api.json<{ data: { member_coupon_id: number } }>(
      api.post(`/api/v1/coupons/${offer?.id}/download`),
    );
    const placed = await place(
      api,
      orderBody([await lineFor(api, offer?.min_order_amount)], { coupon_id: taken.data.member_coupon_id }),
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { od_id } = (await placed.json()) as { od_id: string };
    const used = await myCoupons(api, 'used');
    expect(used.data.map((c) => [c.id, c.od_id])).toEqual([[taken.data.member_coupon_id, od_id]]);
    expect(used.counts.usable).toBe(0);
    expect(await couponCount(api)).toBe(0);
    const html = await page(api, '/my-page/coupon?tab=used');
    expect(html).toContain(`href="/my-page/order/${od_id}"`);
  });

  it('refuses a tab it does not know (422) and shows the demo member’s coupons in the page currency', async () => {
    const demo = await loginAs(base(), DEMO.id, DEMO.password);
    expect((await demo.get('/api/v1/my-coupons?tab=mine')).status).toBe(422);
    demo.cookies.set('shop_lang', 'en');
    demo.cookies.set('shop_currency', 'usd');
    const html = main(await page(demo, '/my-page/coupon'));
    expect(html).toContain('My coupons');
    expect(html).toContain('₩3,000 off for new members');
    expect(html).toMatch(/\$\d+\.\d{2}/);
  });
});

describe('points (/my-page/point)', () => {
  it('lists the points an order earned on purchase confirmation, linked to the order, with the running balance', async () => {
    const { api } = await member();
    const empty = await api.json<PointList>(api.get('/api/v1/my-points'));
    expect(empty).toMatchObject({ data: [], total: 0, summary: { balance: 0, expire_months: 12 } });
    const placed = await place(api, orderBody([await lineFor(api)]));
    const { od_id, order } = (await placed.json()) as { od_id: string; order: { amounts: { total: number } } };
    const ops = await loginAs(base(), ADMIN.id, ADMIN.password);
    for (const body of [
      { status: 'paid' },
      { status: 'preparing' },
      { status: 'shipping', carrier: 'CJ대한통운', tracking_number: '612345678901' },
      { status: 'delivered' },
    ]) {
      expect((await ops.post(`/api/admin/orders/${od_id}/status`, body)).status).toBe(200);
    }
    expect((await api.post(`/api/v1/orders/${od_id}/confirm`)).status).toBe(200);
    const earned = Math.floor(order.amounts.total / 100);
    const list = await api.json<PointList>(api.get('/api/v1/my-points?period=1m'));
    expect(list.data).toEqual([
      expect.objectContaining({ kind: 'earn', amount: earned, balance_after: earned, od_id }),
    ]);
    expect(list.summary.balance).toBe(earned);
    const html = main(await page(api, '/my-page/point'));
    expect(html).toContain(`href="/my-page/order/${od_id}"`);
    expect(html).toContain('구매확정 적립');
  });

  it('shows the demo member’s lapsed and soon-lapsing points, and refuses a period it does not know (422)', async () => {
    const demo = await loginAs(base(), DEMO.id, DEMO.password);
    const all = await demo.json<PointList>(demo.get('/api/v1/my-points?period=all&per_page=50'));
    expect(all.data.some((e) => e.kind === 'expire' && e.amount < 0)).toBe(true);
    expect(all.data.some((e) => e.kind === 'earn' && e.od_id !== null)).toBe(true);
    expect(all.summary.expiring.amount).toBeGreaterThan(0);
    expect(all.summary.expiring.within_days).toBe(30);
    // The running balances add up, newest first.
    for (const [i, e] of all.data.entries()) {
      const older = all.data[i + 1];
      if (older) expect(e.balance_after).toBe(older.balance_after + e.amount);
    }
    const bad = await demo.get('/api/v1/my-points?period=2y');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.period).toEqual(['조회 기간은 1m, 3m, 6m, 12m, all 중 하나입니다.']);
  });
});

describe('saved addresses (/my-page/address)', () => {
  it('adds, changes and deletes an address; the first is the default and setting another unsets it', async () => {
    const { api } = await member();
    const first = await api.post('/api/v1/my-addresses', ADDRESS);
    expect(first.status).toBe(201);
    const home = ((await first.json()) as { data: Address }).data;
    expect(home).toMatchObject({ is_default: true, recipient_mobile: '010-4567-8901' });
    const office = (
      await api.json<{ data: Address }>(
        api.post('/api/v1/my-addresses', { ...ADDRESS, label: '', address1: '서울 강남구 테헤란로 1' }),
      )
    ).data;
    // A blank name becomes the recipient's.
    expect(office).toMatchObject({ label: '이주소', is_default: false });
    expect((await api.post(`/api/v1/my-addresses/${office.id}/default`)).status).toBe(200);
    expect((await addresses(api)).map((a) => [a.id, a.is_default])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);
    const changed = await api.request('PUT', `/api/v1/my-addresses/${home.id}`, { ...ADDRESS, label: '본가' });
    expect(changed.status).toBe(200);
    expect((await api.request('DELETE', `/api/v1/my-addresses/${office.id}`)).status).toBe(200);
    expect((await addresses(api)).map((a) => [a.label, a.is_default])).toEqual([['본가', true]]);
  });

  it('answers bad fields with Korean messages (422), and the 21st address with the limit', async () => {
    const { api } = await member();
    const bad = await api.post('/api/v1/my-addresses', {
      ...ADDRESS,
      recipient_mobile: '12',
      zonecode: 'abc',
      address1: '',
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({
      recipient_mobile: ['휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)'],
      zonecode: ['우편번호는 숫자 5자리입니다.'],
      address1: ['주소를 입력해 주세요.'],
    });
    for (let n = 1; n <= 20; n++) {
      expect((await api.post('/api/v1/my-addresses', { ...ADDRESS, address2: `${n}호` })).status).toBe(201);
    }
    const full = await api.post('/api/v1/my-addresses', { ...ADDRESS, address2: '21호' });
    expect(full.status).toBe(422);
    expect((await full.json()).errors.addresses).toEqual([
      '배송지는 20개까지 저장할 수 있습니다. 쓰지 않는 배송지를 삭제한 뒤 추가해 주세요.',
    ]);
    expect(await addresses(api)).toHaveLength(20);
    // With the list full, 배송지 목록에 추가 on the order form refuses the order rather than half-saving it.
    const line = await lineFor(api, 1);
    const order = await place(api, orderBody([line], { save_address: true }));
    expect(order.status).toBe(422);
    expect((await order.json()).errors.save_address).toHaveLength(1);
    expect((await place(api, orderBody([line]))).status).toBe(201);
  });

  it('saves the order’s address when the order is placed (배송지 목록에 추가), once, and offers it on the next order form', async () => {
    const { api } = await member();
    const placed = await place(api, orderBody([await lineFor(api, 1)], { save_address: true }));
    expect(placed.status).toBe(201);
    expect((await addresses(api)).map((a) => [a.label, a.address1, a.is_default])).toEqual([
      ['박수령', '서울 성동구 성수이로 123', true],
    ]);
    // The same address again is not saved twice.
    expect((await place(api, orderBody([await lineFor(api, 1)], { save_address: true }))).status).toBe(201);
    expect(await addresses(api)).toHaveLength(1);
    const form = await page(api, `/shop/order-form?lines=${await lineFor(api, 1)}`);
    expect(form).toContain('서울 성동구 성수이로 123');
  });

  it('saves nothing when the order fails: two orders racing for one coupon, each with its own address', async () => {
    const { api } = await member();
    const [offer] = (await api.json<{ data: Offer[] }>(api.get('/api/v1/coupons/downloadable'))).data.filter(
      (o) => o.min_order_amount === 0,
    );
    const { data } = await api.json<{ data: { member_coupon_id: number } }>(
      api.post(`/api/v1/coupons/${offer?.id}/download`),
    );
    const lines = [await lineFor(api, 1), await lineFor(api, 1)];
    const answers = await Promise.all(
      lines.map((line, i) =>
        api.post(
          '/api/v1/orders',
          orderBody([line], {
            coupon_id: data.member_coupon_id,
            save_address: true,
            recipient: { ...orderBody([]).recipient, address2: `${i + 1}층` },
          }),
          { 'Idempotency-Key': newKey() },
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const winner = statuses.indexOf(201);
    const saved = await api.json<{ data: (Address & { address2: string })[] }>(api.get('/api/v1/my-addresses'));
    expect(saved.data.map((a) => a.address2)).toEqual([`${winner + 1}층`]);
  });

  it('stores what a person typed as given and shows it escaped', async () => {
    const { api } = await member();
    const label = '"><svg onload=1>';
    const saved = await api.json<{ data: Address }>(
      api.post('/api/v1/my-addresses', { ...ADDRESS, label, address2: '<script>alert(1)</script>' }),
    );
    expect(saved.data.label).toBe(label);
    const html = main(await page(api, '/my-page/address'));
    expect(html).not.toContain('<svg onload');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
