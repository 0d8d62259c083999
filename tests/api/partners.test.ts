import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { loginAs, newMember } from '../support/orders-helpers';
import { DEALER_FORM, WHOLESALE_FORM } from '../support/partner-applications';

const base = () => inject('baseUrl');

type Application = {
  id: number;
  kind: 'wholesale' | 'dealer';
  status: string;
  editable: boolean;
  company_name: string;
  business_number: string;
  mobile: string;
  email: string;
  message: string;
  interest_products?: string[];
  has_store?: boolean;
  store_address?: string | null;
};
type Page<T> = {
  current_page: number;
  data: T[];
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
};
type Problem = { message: string; errors?: Record<string, string[]>; application_id?: number };

const WHOLESALE = '/api/v1/wholesale-applications';
const DEALER = '/api/v1/dealer-applications';

const wholesale = WHOLESALE_FORM;
const dealer = DEALER_FORM;
const { agree_privacy: _consent, ...wholesaleEdit } = wholesale;

let admin: ApiClient;
beforeAll(async () => {
  admin = await loginAs(base(), 'admin', 'admin-test-pass-1');
});

const member = async () => (await newMember(base())).api;
const json = <T>(res: Response) => res.json() as Promise<T>;
async function apply(api: ApiClient, url = WHOLESALE, body: object = wholesale): Promise<Application> {
  const res = await api.post(url, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ data: Application }>(res)).data;
}
const decide = (id: number, status: string, note?: string) =>
  admin.request('PUT', `/api/admin/partner-applications/${id}/status`, { status, ...(note ? { note } : {}) });

describe('who may use the applications', () => {
  it('answer 401 to a visitor for every call of both kinds', async () => {
    const visitor = new ApiClient(base());
    for (const url of [WHOLESALE, DEALER]) {
      expect((await visitor.get(url)).status).toBe(401);
      expect((await visitor.post(url, wholesale)).status).toBe(401);
      expect((await visitor.get(`${url}/1`)).status).toBe(401);
      expect((await visitor.request('PUT', `${url}/1`, wholesaleEdit)).status).toBe(401);
      expect((await visitor.request('DELETE', `${url}/1`)).status).toBe(401);
    }
  });

  it("answer 404 for another member's application, exactly as for one that does not exist", async () => {
    const owner = await member();
    const other = await member();
    const mine = await apply(owner);
    for (const res of [
      await other.get(`${WHOLESALE}/${mine.id}`),
      await other.request('PUT', `${WHOLESALE}/${mine.id}`, wholesaleEdit),
      await other.request('DELETE', `${WHOLESALE}/${mine.id}`),
      await owner.get(`${DEALER}/${mine.id}`),
      await owner.get(`${WHOLESALE}/2147483000`),
    ]) {
      expect(res.status).toBe(404);
      expect((await json<Problem>(res)).message).toBe('신청 내역을 찾을 수 없습니다.');
    }
    expect((await json<Page<Application>>(await other.get(WHOLESALE))).total).toBe(0);
    expect((await owner.get(`${WHOLESALE}/${mine.id}`)).status).toBe(200);
  });

  it('answer 404, never 500 or 422, to ids that cannot name an application', async () => {
    const api = await member();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3', '%20']) {
      expect((await api.get(`${WHOLESALE}/${id}`)).status, id).toBe(404);
      expect((await api.request('PUT', `${WHOLESALE}/${id}`, {})).status, id).toBe(404);
      expect((await api.request('DELETE', `${DEALER}/${id}`)).status, id).toBe(404);
    }
  });

  it('let only an administrator decide on an application', async () => {
    const api = await member();
    const mine = await apply(api);
    const url = `/api/admin/partner-applications/${mine.id}/status`;
    expect((await new ApiClient(base()).request('PUT', url, { status: 'approved' })).status).toBe(401);
    expect((await api.request('PUT', url, { status: 'approved' })).status).toBe(403);
    const bad = await decide(mine.id, 'done');
    expect(bad.status).toBe(422);
    expect((await json<Problem>(bad)).errors).toHaveProperty('status');
    expect((await decide(2147483000, 'approved')).status).toBe(404);
    expect((await decide(Number.NaN, 'approved')).status).toBe(404);
  });
});

describe('a wholesale application', () => {
  it('is received with the business number as ten digits, the mobile number with dashes and the email in lower case', async () => {
    const api = await member();
    const res = await api.post(WHOLESALE, { ...wholesale, business_number: '2208162517' });
    expect(res.status).toBe(201);
    const body = await json<{ data: Application; message: string }>(res);
    expect(body.message).toBe('신청이 접수되었습니다.');
    expect(body.data).toMatchObject({
      kind: 'wholesale',
      status: 'received',
      editable: true,
      business_number: '2208162517',
      mobile: '010-9876-5432',
      email: 'studio@example.com',
      interest_products: ['wax', 'fragrance'],
    });
    expect(body.data).not.toHaveProperty('region');
    const shown = await json<{ data: Application }>(await api.get(`${WHOLESALE}/${body.data.id}`));
    expect(shown.data).toEqual(body.data);
  });

  it('answers 422 with a message per field: checksum, mobile format, consent, message length', async () => {
    const api = await member();
    const res = await api.post(WHOLESALE, {
      ...wholesale,
      business_number: '220-81-62518',
      mobile: '02-123-4567',
      agree_privacy: false,
      message: '가'.repeat(2001),
      interest_products: [],
    });
    expect(res.status).toBe(422);
    const body = await json<Problem>(res);
    expect(body.errors).toEqual({
      business_number: ['유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.'],
      mobile: ['휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)'],
      interest_products: ['관심 상품을 하나 이상 선택해 주세요.'],
      message: ['남기실 말씀은 2,000자 이하로 적어 주세요.'],
      agree_privacy: ['개인정보 수집 및 이용에 동의해 주세요.'],
    });
    expect(body.message).toBe('유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.');
    expect((await json<Page<Application>>(await api.get(WHOLESALE))).total).toBe(0);
  });

  it('is one open application per kind: a second is 409 naming the first, while a dealer application may still be made', async () => {
    const api = await member();
    const first = await apply(api);
    const second = await api.post(WHOLESALE, wholesale);
    expect(second.status).toBe(409);
    expect(await json<Problem>(second)).toEqual({
      message: '이미 접수되었거나 검토 중인 도매 신청이 있습니다. 결과를 안내받은 뒤 다시 신청해 주세요.',
      application_id: first.id,
    });
    await apply(api, DEALER, dealer);
    expect((await api.post(DEALER, dealer)).status).toBe(409);
  });

  it('is one open application even when two arrive at once', async () => {
    const api = await member();
    const answers = await Promise.all([api.post(WHOLESALE, wholesale), api.post(WHOLESALE, wholesale)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await json<Page<Application>>(await api.get(WHOLESALE))).total).toBe(1);
  });

  it('may be edited while received', async () => {
    const api = await member();
    const mine = await apply(api);
    const res = await api.request('PUT', `${WHOLESALE}/${mine.id}`, {
      ...wholesaleEdit,
      company_name: '향기로운 공방 합정점',
      business_number: '124-81-00998',
      interest_products: 'wick',
    });
    expect(res.status).toBe(200);
    const body = await json<{ data: Application; message: string }>(res);
    expect(body.message).toBe('신청 내용이 수정되었습니다.');
    expect(body.data).toMatchObject({
      id: mine.id,
      status: 'received',
      company_name: '향기로운 공방 합정점',
      business_number: '1248100998',
      interest_products: ['wick'],
    });
    const bad = await api.request('PUT', `${WHOLESALE}/${mine.id}`, { ...wholesaleEdit, email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect((await json<Problem>(bad)).errors).toEqual({ email: ['이메일 형식이 올바르지 않습니다.'] });
  });

  it('is 409 with a clear message on edit and withdraw once review has begun, and after a decision', async () => {
    const api = await member();
    const mine = await apply(api);
    expect((await decide(mine.id, 'reviewing')).status).toBe(200);
    for (const status of ['reviewing', 'approved', 'rejected']) {
      if (status !== 'reviewing') expect((await decide(mine.id, status)).status).toBe(200);
      const edit = await api.request('PUT', `${WHOLESALE}/${mine.id}`, wholesaleEdit);
      expect(edit.status, status).toBe(409);
      expect((await json<Problem>(edit)).message).toBe(
        '검토가 시작된 신청은 수정할 수 없습니다. 바꿀 내용이 있으면 고객센터로 알려 주세요.',
      );
      const withdraw = await api.request('DELETE', `${WHOLESALE}/${mine.id}`);
      expect(withdraw.status, status).toBe(409);
      expect((await json<Problem>(withdraw)).message).toBe(
        '검토가 시작된 신청은 철회할 수 없습니다. 고객센터로 문의해 주세요.',
      );
    }
    const shown = await json<{ data: Application }>(await api.get(`${WHOLESALE}/${mine.id}`));
    expect(shown.data).toMatchObject({ status: 'rejected', editable: false, company_name: wholesale.company_name });
  });

  it('blocks a new one while reviewing, and not after a decision', async () => {
    const api = await member();
    const mine = await apply(api);
    await decide(mine.id, 'reviewing');
    expect((await api.post(WHOLESALE, wholesale)).status).toBe(409);
    const rejected = await decide(mine.id, 'rejected', '사업자 정보를 확인할 수 없었습니다.');
    expect((await json<{ data: { status_note: string } }>(rejected)).data.status_note).toBe(
      '사업자 정보를 확인할 수 없었습니다.',
    );
    const again = await apply(api);
    expect((await decide(mine.id, 'received')).status).toBe(409);
    expect((await decide(again.id, 'approved')).status).toBe(200);
  });

  it('may be withdrawn while received, and is gone afterwards', async () => {
    const api = await member();
    const mine = await apply(api);
    const res = await api.request('DELETE', `${WHOLESALE}/${mine.id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ id: mine.id, message: '신청이 철회되었습니다.' });
    expect((await api.get(`${WHOLESALE}/${mine.id}`)).status).toBe(404);
    expect((await api.request('DELETE', `${WHOLESALE}/${mine.id}`)).status).toBe(404);
    await apply(api);
  });

  it("lists the member's own applications of the kind, newest first, in the pagination shape", async () => {
    const api = await member();
    const older = await apply(api);
    await decide(older.id, 'rejected');
    const newer = await apply(api);
    await apply(api, DEALER, dealer);
    const all = await json<Page<Application>>(await api.get(WHOLESALE));
    expect(all).toMatchObject({ current_page: 1, from: 1, to: 2, last_page: 1, per_page: 10, total: 2 });
    expect(all.data.map((a) => a.id)).toEqual([newer.id, older.id]);
    const second = await json<Page<Application>>(await api.get(`${WHOLESALE}?page=2&per_page=1`));
    expect(second).toMatchObject({ current_page: 2, from: 2, to: 2, last_page: 2, per_page: 1, total: 2 });
    expect(second.data.map((a) => a.id)).toEqual([older.id]);
    expect((await api.get(`${WHOLESALE}?page=0`)).status).toBe(422);
  });
});

describe('a dealer application', () => {
  it('needs the store address only with a store, and forgets it without one', async () => {
    const api = await member();
    const missing = await api.post(DEALER, { ...dealer, store_address: '' });
    expect(missing.status).toBe(422);
    expect((await json<Problem>(missing)).errors).toEqual({ store_address: ['매장 주소를 입력해 주세요.'] });
    const mine = await apply(api, DEALER, { ...dealer, has_store: 'no' });
    expect(mine).toMatchObject({ kind: 'dealer', region: 'busan', has_store: false, store_address: null });
    const { agree_privacy: _a, ...edit } = dealer;
    const res = await api.request('PUT', `${DEALER}/${mine.id}`, edit);
    expect(res.status).toBe(200);
    expect((await json<{ data: Application }>(res)).data).toMatchObject({
      has_store: true,
      store_address: '부산광역시 해운대구 해운대로 100',
    });
  });

  it('needs one of the seventeen regions', async () => {
    const api = await member();
    const res = await api.post(DEALER, { ...dealer, region: 'tokyo' });
    expect(res.status).toBe(422);
    expect((await json<Problem>(res)).errors).toEqual({ region: ['희망 지역을 선택해 주세요.'] });
  });
});

describe('the application pages', () => {
  it("send a visitor to log in with the full address to come back to, for an account's application", async () => {
    const visitor = new ApiClient(base());
    for (const path of ['/customer/dealer-apply/7/edit', '/customer/wholesale-apply/7/show']) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('show the form while nothing is open, and the open application instead of a second form', async () => {
    const api = await member();
    const empty = await (await api.get('/customer/wholesale-apply')).text();
    expect(empty).toContain('data-partner-form');
    expect(empty).toContain('아직 신청한 내역이 없습니다.');
    const mine = await apply(api);
    const open = await (await api.get('/customer/wholesale-apply')).text();
    expect(open).not.toContain('data-partner-form');
    expect(open).toContain('진행 중인 신청이 있습니다');
    expect(open).toContain(`href="/customer/wholesale-apply/${mine.id}/show"`);
  });

  it("answer 404 for another member's application, another kind's and a bad id", async () => {
    const owner = await member();
    const other = await member();
    const mine = await apply(owner);
    for (const path of [`/customer/wholesale-apply/${mine.id}/show`, `/customer/wholesale-apply/${mine.id}/edit`])
      expect((await other.get(path)).status, path).toBe(404);
    expect((await owner.get(`/customer/dealer-apply/${mine.id}/show`)).status).toBe(404);
    expect((await owner.get('/customer/wholesale-apply/abc/show')).status).toBe(404);
    expect((await owner.get(`/customer/wholesale-apply/${mine.id}/show`)).status).toBe(200);
  });

  it('offer the edit form while received, and answer 409 with the reason once review has begun', async () => {
    const api = await member();
    const mine = await apply(api);
    const edit = `/customer/wholesale-apply/${mine.id}/edit`;
    const form = await api.get(edit);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('data-partner-form');
    await decide(mine.id, 'reviewing');
    const locked = await api.get(edit);
    expect(locked.status).toBe(409);
    const html = await locked.text();
    expect(html).not.toContain('data-partner-form');
    expect(html).toContain('검토가 시작된 신청은 수정할 수 없습니다.');
  });
});

describe('the write limit', () => {
  it("refuses a member's 21st application, edit or withdrawal within an hour with 429", async () => {
    const api = await member();
    for (let i = 0; i < 20; i++) expect((await api.post(DEALER, {})).status).toBe(422);
    const res = await api.post(DEALER, dealer);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<Problem>(res)).message).toBe('신청서 작성과 수정이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect((await api.get(DEALER)).status).toBe(200);
    const other = await member();
    await apply(other, DEALER, dealer);
  });
});
