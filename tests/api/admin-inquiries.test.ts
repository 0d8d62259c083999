import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import type { ApiClient } from '../support/api-client';
import { freshProducts } from '../support/orders-helpers';
import { WHOLESALE_FORM } from '../support/partner-applications';
import { newMember, uniqueId } from '../support/shop-api';

// The back office's inquiry queue over HTTP: who may use it, its order and filters, and what an
// answer or a decision does (the asker told, the audit log written, the member reading it).

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const base = () => shop?.url as string;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_inquiries');
}, 180_000);
afterAll(() => shop?.stop());

type Row = {
  kind: string;
  id: number;
  title: string;
  answered: boolean;
  status: string;
  created_at: string;
  url: string;
};
type Queue = { data: Row[]; total: number; last_page: number };
type Problem = { message: string; errors: Record<string, string[]> };
type Audit = {
  data: { actor_login: string; action: string; changes: Record<string, { before: unknown; after: unknown }> }[];
};
type Notes = { data: { title: string; link: string | null }[] };

/** A new member and, of theirs, a 1:1 inquiry, a product question and a wholesale application, each titled with `tag`. */
async function askEverything(tag: string) {
  const asker = await newMember(base(), { prefix: 'ask' });
  const inquiry = await asker.api.post('/api/v1/inquiries', {
    category: 'order',
    title: `${tag} 배송 문의`,
    body: '주문한 왁스가 언제 도착하나요?',
  });
  expect(inquiry.status, await inquiry.clone().text()).toBe(201);
  const [product] = await freshProducts(base(), 1, 1);
  const question = await asker.api.post('/api/v1/product-inquiries', {
    it_id: product?.it_id,
    title: `${tag} 향 지속 시간`,
    body: '이 오일은 캔들에서 몇 시간 가나요?',
  });
  expect(question.status, await question.clone().text()).toBe(201);
  const application = await asker.api.post('/api/v1/wholesale-applications', {
    ...WHOLESALE_FORM,
    company_name: `${tag} 공방`,
  });
  expect(application.status, await application.clone().text()).toBe(201);
  const id = async (res: Response) => ((await res.json()) as { data: { id: number } }).data.id;
  return { asker, inquiry: await id(inquiry), question: await id(question), application: await id(application) };
}

const queue = async (api: ApiClient, query: string) => api.json<Queue>(api.get(`/api/admin/inquiries/queue?${query}`));
const auditOf = async (entity: string, id: number) => {
  const owner = await as('owner');
  return owner.json<Audit>(owner.get(`/api/admin/audit-log?entity_type=${entity}&entity_id=${id}`));
};
const notesOf = async (api: ApiClient, login: string) =>
  api.json<Notes>(api.get(`/api/v1/notification?mb_id=${login}`));

describe('who may use the inquiry queue', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/inquiries/queue'],
    ['POST', '/api/admin/inquiries/999999/answer', { answer: '답변' }],
    ['PUT', '/api/admin/product-inquiries/999999/answer', { answer: '답변' }],
    ['PUT', '/api/admin/partner-applications/999999/status', { status: 'reviewing' }],
  ];

  it('answers a visitor 401 and a member 403, and lets staff, a manager and the owner in', async () => {
    const [visitor, member] = await Promise.all([as('visitor'), as('member')]);
    for (const [method, path, body] of calls) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await member.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    for (const role of ['owner', 'manager', 'staff'] as const) {
      const ops = await as(role);
      for (const [method, path, body] of calls) {
        const res = await ops.request(method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(method === 'GET' ? 200 : 404);
        await res.body?.cancel();
      }
    }
  });

  it('sends a visitor to the login and back, shows a member the 403 page, and shows staff the queue', async () => {
    const path = '/admin/inquiries?kind=product&answered=0';
    const res = await (await as('visitor')).get(path, { Accept: 'text/html' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    expect((await (await as('member')).get(path, { Accept: 'text/html' })).status).toBe(403);
    const staff = await as('staff');
    const page = await staff.get(path, { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const dashboard = await (await staff.get('/admin', { Accept: 'text/html' })).text();
    expect(dashboard).toContain('href="/admin/inquiries?kind=inquiry&answered=0"');
    expect(dashboard).toContain('href="/admin/inquiries?kind=product&answered=0"');
    expect(dashboard).toContain('href="/admin/inquiries"');
    for (const missing of [
      '/admin/inquiries/weather/1',
      '/admin/inquiries/product/999999',
      '/admin/inquiries/dealer/x',
    ])
      expect((await staff.get(missing, { Accept: 'text/html' })).status, missing).toBe(404);
  });
});

describe('the queue', () => {
  it('lists every kind in one queue, those still waiting first and newest first, with filters and paging', async () => {
    const tag = uniqueId('q');
    const asked = await askEverything(tag);
    const staff = await as('staff');
    expect(
      (await staff.post(`/api/admin/inquiries/${asked.inquiry}/answer`, { answer: '내일 도착합니다.' })).status,
    ).toBe(200);
    const mine = await queue(staff, `q=${tag}`);
    expect(mine.data.map((r) => `${r.kind} ${r.answered}`)).toEqual([
      'wholesale false',
      'product false',
      'inquiry true',
    ]);
    expect(mine.data[1]?.url).toBe(`/admin/inquiries/product/${asked.question}`);

    const all = await queue(staff, 'per_page=100');
    const firstAnswered = all.data.findIndex((r) => r.answered);
    expect(all.data.slice(firstAnswered).every((r) => r.answered)).toBe(true);
    const waiting = all.data.slice(0, firstAnswered === -1 ? undefined : firstAnswered);
    const times = waiting.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const products = await queue(staff, 'kind=product&answered=0');
    expect(products.data.every((r) => r.kind === 'product' && !r.answered)).toBe(true);
    expect(products.data.some((r) => r.id === asked.question)).toBe(true);
    expect((await queue(staff, `q=${tag}&answered=1`)).data.map((r) => r.kind)).toEqual(['inquiry']);
    expect((await queue(staff, `q=${tag}&status=received&kind=wholesale`)).total).toBe(1);
    expect((await queue(staff, `q=${tag} 공방`)).data.map((r) => r.kind)).toEqual(['wholesale']);
    expect((await queue(staff, `q=${encodeURIComponent('100%_없는')}`)).total).toBe(0);
    const paged = await queue(staff, 'per_page=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.last_page).toBe(paged.total);
  });

  it('refuses a wrong filter with 422 and a Korean message', async () => {
    const staff = await as('staff');
    const res = await staff.get('/api/admin/inquiries/queue?kind=weather&answered=2');
    expect(res.status).toBe(422);
    const body = (await res.json()) as Problem;
    expect(body.errors.kind?.[0]).toMatch(/^문의 종류는/);
    expect(body.errors.answered).toEqual(['답변 여부는 1 또는 0입니다.']);
    const page = await staff.get('/admin/inquiries?kind=weather', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('문의 종류는');
  });
});

describe('answering and deciding', () => {
  it('answers a 1:1 inquiry: the member is told and reads it, and the audit log keeps the answer and its edit', async () => {
    const asked = await askEverything(uniqueId('a'));
    const staff = await as('staff');
    const url = `/api/admin/inquiries/${asked.inquiry}/answer`;
    expect((await staff.post(url, { answer: '내일 출고됩니다.' })).status).toBe(200);
    expect((await staff.request('PUT', url, { answer: '오늘 출고되었습니다.' })).status).toBe(200);

    const read = await asked.asker.api.json<{ data: { answer: string; status: string } }>(
      asked.asker.api.get(`/api/v1/inquiries/${asked.inquiry}`),
    );
    expect(read.data).toMatchObject({ answer: '오늘 출고되었습니다.', status: 'answered' });
    const notes = await notesOf(asked.asker.api, asked.asker.id);
    expect(notes.data.filter((n) => n.link === `/my-page/inquiry/${asked.inquiry}/show`)).toHaveLength(2);
    const log = await auditOf('inquiry', asked.inquiry);
    expect(log.data.map((e) => `${e.actor_login} ${e.action}`)).toEqual(['ops-staff answer', 'ops-staff answer']);
    expect(log.data[0]?.changes.answer).toEqual({ before: '내일 출고됩니다.', after: '오늘 출고되었습니다.' });

    const page = await staff.get(`/admin/inquiries/inquiry/${asked.inquiry}`, { Accept: 'text/html' });
    const html = await page.text();
    expect(html).toContain('오늘 출고되었습니다.');
    expect(html).toContain('답변 수정');
    // The same id under another kind is not this question.
    expect((await staff.get(`/admin/inquiries/bulk/${asked.inquiry}`, { Accept: 'text/html' })).status).toBe(404);
  });

  it('answers a product question: the member is told, sees it on the product, and the audit log keeps it', async () => {
    const asked = await askEverything(uniqueId('p'));
    const manager = await as('manager');
    const res = await manager.request('PUT', `/api/admin/product-inquiries/${asked.question}/answer`, {
      answer: '약 40시간 연소됩니다.',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const read = await asked.asker.api.json<{ data: { answer: string; answered: boolean } }>(
      asked.asker.api.get(`/api/v1/product-inquiries/${asked.question}`),
    );
    expect(read.data).toMatchObject({ answer: '약 40시간 연소됩니다.', answered: true });
    const notes = await notesOf(asked.asker.api, asked.asker.id);
    expect(notes.data.map((n) => n.title)).toContain('상품 문의에 답변이 등록되었습니다');
    const log = await auditOf('product_inquiry', asked.question);
    expect(log.data.map((e) => `${e.actor_login} ${e.action}`)).toEqual(['ops-manager answer']);
    expect(log.data[0]?.changes.answer).toEqual({ before: null, after: '약 40시간 연소됩니다.' });
  });

  it('moves an application on: the applicant is told, and the audit log keeps the status and the note', async () => {
    const asked = await askEverything(uniqueId('w'));
    const owner = await as('owner');
    const url = `/api/admin/partner-applications/${asked.application}/status`;
    expect(
      (await owner.request('PUT', url, { status: 'approved', note: '거래 조건을 메일로 보냈습니다.' })).status,
    ).toBe(200);
    const notes = await notesOf(asked.asker.api, asked.asker.id);
    expect(notes.data[0]).toMatchObject({
      title: '도매 신청이 승인 상태가 되었습니다',
      link: `/customer/wholesale-apply/${asked.application}/show`,
    });
    const log = await auditOf('partner_application', asked.application);
    expect(log.data[0]).toMatchObject({
      actor_login: 'admin',
      action: 'status',
      changes: {
        status: { before: 'received', after: 'approved' },
        status_note: { before: null, after: '거래 조건을 메일로 보냈습니다.' },
      },
    });
    const decided = (await queue(owner, 'kind=wholesale&status=approved&per_page=100')).data;
    expect(decided.find((r) => r.id === asked.application)).toMatchObject({ answered: true, status: 'approved' });
    const page = await owner.get(`/admin/inquiries/wholesale/${asked.application}`, { Accept: 'text/html' });
    expect(await page.text()).toContain('거래 조건을 메일로 보냈습니다.');
  });

  it('refuses an empty or too long answer and a wrong status with 422 and Korean messages, writing nothing', async () => {
    const asked = await askEverything(uniqueId('e'));
    const staff = await as('staff');
    const cases: [string, string, unknown, string, string][] = [
      ['POST', `/api/admin/inquiries/${asked.inquiry}/answer`, { answer: '  ' }, 'answer', '답변을 입력해 주세요.'],
      [
        'POST',
        `/api/admin/inquiries/${asked.inquiry}/answer`,
        { answer: '가'.repeat(4001) },
        'answer',
        '답변은 4,000자 이하로 적어 주세요.',
      ],
      ['PUT', `/api/admin/product-inquiries/${asked.question}/answer`, {}, 'answer', '답변을 입력해 주세요.'],
      ['PUT', `/api/admin/partner-applications/${asked.application}/status`, { status: 'done' }, 'status', ''],
    ];
    for (const [method, path, body, field, message] of cases) {
      const res = await staff.request(method, path, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(422);
      const errors = ((await res.json()) as Problem).errors[field] ?? [];
      expect(errors[0], path).toMatch(message ? new RegExp(`^${message}$`) : /[가-힣]/);
    }
    expect((await auditOf('inquiry', asked.inquiry)).data).toHaveLength(0);
    expect((await auditOf('product_inquiry', asked.question)).data).toHaveLength(0);
    expect((await auditOf('partner_application', asked.application)).data).toHaveLength(0);
  });
});

describe('review moderation', () => {
  type Review = {
    id: number;
    product_name: string;
    rating: number;
    body: string;
    photos: string[];
    login_id: string | null;
  };
  type ReviewPage = { data: Review[]; total: number };

  it('lists every review for customer service (staff too), narrowed by stars, photos and words; members and visitors may not', async () => {
    const staff = await as('staff');
    const all = await staff.json<ReviewPage>(staff.get('/api/admin/reviews'));
    expect(all.total).toBeGreaterThan(0);
    const fives = await staff.json<ReviewPage>(staff.get('/api/admin/reviews?rating=5&per_page=50'));
    expect(fives.data.length).toBeGreaterThan(0);
    expect(fives.data.every((r) => r.rating === 5)).toBe(true);
    const photos = await staff.json<ReviewPage>(staff.get('/api/admin/reviews?photo=1&per_page=50'));
    expect(photos.data.every((r) => r.photos.length > 0)).toBe(true);
    const word = all.data[0]?.product_name.slice(0, 3) as string;
    const found = await staff.json<ReviewPage>(staff.get(`/api/admin/reviews?q=${encodeURIComponent(word)}`));
    expect(found.data.every((r) => r.product_name.includes(word) || r.body.includes(word))).toBe(true);
    expect((await staff.get('/api/admin/reviews?rating=9')).status).toBe(422);
    expect((await (await as('member')).get('/api/admin/reviews')).status).toBe(403);
    expect((await (await as('visitor')).get('/api/admin/reviews')).status).toBe(401);
    expect(await (await staff.get('/admin/reviews', { Accept: 'text/html' })).text()).toContain('후기 관리');
  });

  it('removes a review with its reason (audited), refusing a blank reason with 422 and an unknown review with 404', async () => {
    const staff = await as('staff');
    const [review] = (await staff.json<ReviewPage>(staff.get('/api/admin/reviews?per_page=1'))).data;
    const id = review?.id as number;
    const blank = await staff.request('POST', `/api/admin/reviews/${id}/remove`, { reason: ' ' });
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as Problem).errors.reason).toEqual(['삭제 사유를 2자 이상 입력해 주세요.']);
    expect(
      (await (await as('member')).request('POST', `/api/admin/reviews/${id}/remove`, { reason: '광고' })).status,
    ).toBe(403);
    const done = await staff.request('POST', `/api/admin/reviews/${id}/remove`, { reason: '광고·홍보' });
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await done.json()).message).toMatch(/^후기를 삭제했습니다\./);
    expect((await staff.request('POST', `/api/admin/reviews/${id}/remove`, { reason: '광고·홍보' })).status).toBe(404);
    const audit = (await auditOf('review', id)).data;
    expect(audit[0]).toMatchObject({ action: 'delete', changes: { reason: { before: null, after: '광고·홍보' } } });
  });
});
