import { afterAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { HTML, main } from '../support/html';
import { ownShop } from '../support/orders-helpers';
import { DEALER_FORM, WHOLESALE_FORM } from '../support/partner-applications';
import { newMember } from '../support/shop-api';

const base = () => inject('baseUrl');

type Application = {
  id: number;
  receipt_no: string;
  by_visitor: boolean;
  kind: 'wholesale' | 'dealer';
  status: string;
  company_name: string;
  mobile: string;
  email: string;
};
type Problem = { message: string; errors?: Record<string, string[]> };

const json = <T>(res: Response) => res.json() as Promise<T>;
const LOOKUP = '/api/v1/partner-applications/lookup';

async function applyAsVisitor(api: ApiClient, kind: 'wholesale' | 'dealer' = 'wholesale', over: object = {}) {
  const form = kind === 'wholesale' ? WHOLESALE_FORM : DEALER_FORM;
  const res = await api.post(`/api/v1/${kind}-applications/visitor`, { ...form, ...over });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ data: Application; message: string }>(res)).data;
}

describe("a visitor's wholesale or dealer application", () => {
  it('is received without an account, under a receipt number, and opens in the browser that sent it', async () => {
    const visitor = new ApiClient(base());
    const page = await (await visitor.get('/customer/wholesale-apply', HTML)).text();
    expect(page).toContain('data-partner-form');
    expect(page).toContain('data-visitor');
    expect(page).toContain('href="/customer/wholesale-apply/lookup"');

    const sent = await applyAsVisitor(visitor);
    expect(sent).toMatchObject({ kind: 'wholesale', status: 'received', by_visitor: true, mobile: '010-9876-5432' });
    expect(sent.receipt_no).toMatch(/^W\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);
    const shown = await visitor.get(`/customer/wholesale-apply/receipt/${sent.receipt_no}`, HTML);
    expect(shown.status).toBe(200);
    const html = main(await shown.text());
    expect(html).toContain(sent.receipt_no);
    expect(html).toContain('향기로운 공방');
    expect(html).not.toContain('data-withdraw');
  });

  it('answers 422 with the same field messages as a member’s, and keeps nothing', async () => {
    const res = await new ApiClient(base()).post('/api/v1/dealer-applications/visitor', {
      ...DEALER_FORM,
      agree_privacy: false,
      region: 'tokyo',
    });
    expect(res.status).toBe(422);
    expect((await json<Problem>(res)).errors).toEqual({
      region: ['희망 지역을 선택해 주세요.'],
      agree_privacy: ['개인정보 수집 및 이용에 동의해 주세요.'],
    });
  });

  it('is looked up by its receipt number and the mobile number or e-mail it was sent with', async () => {
    const sent = await applyAsVisitor(new ApiClient(base()), 'dealer');
    const other = new ApiClient(base());
    expect((await other.get(`/customer/dealer-apply/receipt/${sent.receipt_no}`, HTML)).headers.get('location')).toBe(
      `/customer/dealer-apply/lookup?receipt=${sent.receipt_no}`,
    );
    for (const contact of ['010 9876 5432', '01098765432', 'STUDIO@example.com']) {
      const res = await new ApiClient(base()).post(LOOKUP, { receipt_no: sent.receipt_no.toLowerCase(), contact });
      expect(res.status, contact).toBe(200);
      expect((await json<{ data: Application }>(res)).data).toMatchObject({ id: sent.id, kind: 'dealer' });
    }
    const found = await other.post(LOOKUP, { receipt_no: sent.receipt_no, contact: '010-9876-5432' });
    expect(found.status).toBe(200);
    expect((await other.get(`/customer/dealer-apply/receipt/${sent.receipt_no}`, HTML)).status).toBe(200);
    // A dealer receipt is not a wholesale application.
    expect((await other.get(`/customer/wholesale-apply/receipt/${sent.receipt_no}`, HTML)).status).toBe(404);
  });

  it('answers 404, the same for a wrong contact and an unknown receipt, and opens nothing', async () => {
    const sent = await applyAsVisitor(new ApiClient(base()));
    const stranger = new ApiClient(base());
    for (const body of [
      { receipt_no: sent.receipt_no, contact: '010-1111-2222' },
      { receipt_no: sent.receipt_no, contact: 'someone@example.com' },
      { receipt_no: 'W250101-ZZZZZZ', contact: '010-9876-5432' },
    ]) {
      const res = await stranger.post(LOOKUP, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect((await json<Problem>(res)).message).toBe(
        '접수번호와 연락처가 일치하는 신청을 찾을 수 없습니다. 신청할 때 적은 휴대폰 번호나 이메일을 입력해 주세요.',
      );
    }
    expect((await stranger.get(`/customer/wholesale-apply/receipt/${sent.receipt_no}`, HTML)).status).toBe(302);
    const bad = await stranger.post(LOOKUP, { receipt_no: 'not a receipt', contact: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json<Problem>(bad)).errors ?? {}).sort()).toEqual(['contact', 'receipt_no']);
  });

  it("is looked up on the page's own form too: a miss is a 404 page that says why", async () => {
    const sent = await applyAsVisitor(new ApiClient(base()));
    const api = new ApiClient(base());
    const form = await (await api.get('/customer/wholesale-apply/lookup', HTML)).text();
    const token = form.match(/name="_token" value="([^"]*)"/)?.[1] ?? '';
    expect(token).not.toBe('');
    const post = (contact: string, withToken = token) =>
      api.request(
        'POST',
        '/customer/wholesale-apply/lookup',
        new URLSearchParams({ _token: withToken, receipt_no: sent.receipt_no, contact }).toString(),
        {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html',
          Origin: base(),
        },
      );
    const miss = await post('010-0000-0000');
    expect(miss.status).toBe(404);
    expect(await miss.text()).toContain('접수번호와 연락처가 일치하는 신청을 찾을 수 없습니다.');
    expect((await post('010-9876-5432', 'forged')).status).toBe(403);
    const hit = await post('studio@example.com');
    expect(hit.status).toBe(303);
    expect(hit.headers.get('location')).toBe(`/customer/wholesale-apply/receipt/${sent.receipt_no}`);
    expect((await api.get(hit.headers.get('location') as string, HTML)).status).toBe(200);
  });

  it('counts wrong contacts against the receipt number: the sixth try in ten minutes is 429', async () => {
    const sent = await applyAsVisitor(new ApiClient(base()));
    const api = new ApiClient(base());
    for (let i = 0; i < 5; i++)
      expect((await api.post(LOOKUP, { receipt_no: sent.receipt_no, contact: `010-0000-000${i}` })).status).toBe(404);
    const res = await api.post(LOOKUP, { receipt_no: sent.receipt_no, contact: '010-9876-5432' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("stays out of members' lists, while a member's own application keeps its place in the account", async () => {
    const { api } = await newMember(base());
    await applyAsVisitor(new ApiClient(base()));
    const mine = await api.post('/api/v1/wholesale-applications', WHOLESALE_FORM);
    expect(mine.status).toBe(201);
    const made = (await json<{ data: Application }>(mine)).data;
    expect(made.receipt_no).toMatch(/^W\d{6}-/);
    expect(made.by_visitor).toBe(false);
    const list = await json<{ total: number; data: Application[] }>(await api.get('/api/v1/wholesale-applications'));
    expect(list.total).toBe(1);
    expect((await api.get(`/customer/wholesale-apply/${made.id}/show`, HTML)).status).toBe(200);
  });
});

describe('applications from one address without an account', () => {
  let shop: Awaited<ReturnType<typeof ownShop>> | undefined;
  afterAll(async () => {
    await shop?.stop();
  });

  it('are limited per address and hour (429 past the limit); forms with errors do not count', async () => {
    shop = await ownShop('partner_visitor_limit', { PARTNER_APPLY_LIMIT_PER_HOUR: '2', TRUST_PROXY: 'true' });
    const from = (ip: string) => {
      const api = new ApiClient(shop?.url as string);
      return (body: object) => api.post('/api/v1/wholesale-applications/visitor', body, { 'X-Forwarded-For': ip });
    };
    const one = from('203.0.113.7');
    expect((await one({ ...WHOLESALE_FORM, agree_privacy: false })).status).toBe(422);
    expect((await one(WHOLESALE_FORM)).status).toBe(201);
    expect((await one(WHOLESALE_FORM)).status).toBe(201);
    const refused = await one(WHOLESALE_FORM);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<Problem>(refused)).message).toBe(
      '이 주소에서 보낸 신청이 너무 많습니다. 잠시 후 다시 시도하시거나 고객센터로 연락해 주세요.',
    );
    expect((await from('203.0.113.8')(WHOLESALE_FORM)).status).toBe(201);
  }, 180_000);
});
