import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { type RunningServer, seededDatabase, startServer } from '../support/server';
import { ADMIN, DEMO, logIn, newMember } from '../support/shop-api';

/** Signature-scent requests and custom fragrance orders over HTTP: access, states, 422s, the timeline. */
let shop: RunningServer;
let cleanup: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const db = await seededDatabase('custom-orders');
  cleanup = db.cleanup;
  shop = await startServer(db.env);
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await cleanup?.();
});

type Order = {
  id: number;
  kind: string;
  title: string;
  status: string;
  quantity: number;
  amount: number | null;
  cancellable: boolean;
  details: Record<string, unknown>;
  events: { from: string | null; to: string; actor: string; note: string }[];
  files: { name: string; mime: string }[];
};
type Problem = { message: string; errors?: Record<string, string[]> };
type Page<T> = { data: T[]; total: number };

const REQUEST = {
  company: '카페 오월',
  space_type: 'cafe',
  scent_words: '따뜻한 우디, 은은한 바닐라',
  quantity: 40,
  budget: 800000,
  contact_name: '김오월',
  mobile: '010-1234-5678',
  email: 'owol@example.com',
  message: '매장용 디퓨저와 캔들로 만들고 싶어요.',
  privacy_agreed: true,
};

const member = async () => (await newMember(shop.url)).api;
let ops: Promise<ApiClient> | undefined;
const admin = () => {
  ops ??= logIn(new ApiClient(shop.url), ADMIN.id, ADMIN.password);
  return ops;
};

async function requested(api: ApiClient, body: Record<string, unknown> = {}): Promise<Order> {
  const res = await api.post('/api/v1/custom-fragrance/requests', { ...REQUEST, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Order }).data;
}
/** The custom-order mails in the outbox for one address, oldest first. */
async function customMails(to: string): Promise<{ subject: string; body: string }[]> {
  const { data } = await (await admin()).json<Page<{ subject: string; body: string }>>(
    (await admin()).get(`/api/admin/outbox?to=${encodeURIComponent(to)}`),
  );
  return data.filter((m) => m.subject.includes('맞춤 제작')).reverse();
}
const move = async (id: number, status: string, extra: Record<string, unknown> = {}) =>
  (await admin()).post(`/api/admin/custom-fragrance/${id}/status`, { status, ...extra });

describe('signature-scent service requests', () => {
  it('need a login', async () => {
    const v = new ApiClient(shop.url);
    expect((await v.post('/api/v1/custom-fragrance/requests', REQUEST)).status).toBe(401);
    expect((await v.get('/api/v1/custom-fragrance')).status).toBe(401);
  });

  it('create a custom order in the requested state, with its first event, listed for the member', async () => {
    const api = await member();
    const order = await requested(api);
    expect(order).toMatchObject({ kind: 'service', title: '카페 오월', status: 'requested', quantity: 40 });
    expect(order.details).toMatchObject({
      space_type: 'cafe',
      budget: 800000,
      scent_words: '따뜻한 우디, 은은한 바닐라',
    });
    expect(order.events).toEqual([expect.objectContaining({ from: null, to: 'requested', actor: 'member' })]);
    const list = await api.json<Page<Order>>(api.get('/api/v1/custom-fragrance'));
    expect(list.data.map((o) => o.id)).toEqual([order.id]);
  });

  it('answer 422 with Korean field messages for every missing or bad field', async () => {
    const api = await member();
    const res = await api.post('/api/v1/custom-fragrance/requests', {
      company: '',
      space_type: 'castle',
      scent_words: 'x'.repeat(201),
      quantity: 0,
      budget: -5,
      contact_name: '',
      mobile: '123',
      email: 'not-mail',
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as Problem;
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      [
        'budget',
        'company',
        'contact_name',
        'email',
        'mobile',
        'privacy_agreed',
        'quantity',
        'scent_words',
        'space_type',
      ].sort(),
    );
    expect(errors?.company?.[0]).toBe('회사명 또는 브랜드명을 입력해 주세요.');
    expect(errors?.space_type?.[0]).toBe('공간 유형을 선택해 주세요.');
  });

  it('store label-like text as given (escaped only when shown)', async () => {
    const api = await member();
    const xss = '<img src=x onerror=alert(1)>';
    const order = await requested(api, { company: xss, scent_words: `"><script>alert(1)</script>` });
    expect(order.title).toBe(xss);
  });
});

describe('signature-scent request files', () => {
  const PDF = new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const send = async (api: ApiClient, files: [Uint8Array, string, string][]) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(REQUEST)) form.set(k, String(v));
    for (const [bytes, name, type] of files) form.append('files[]', new File([bytes as BlobPart], name, { type }));
    if (!api.cookies.has('XSRF-TOKEN')) await api.get('/readyz');
    return fetch(new URL('/api/v1/custom-fragrance/requests', shop.url), {
      method: 'POST',
      body: form,
      headers: {
        Accept: 'application/json',
        Cookie: api.cookieHeader(),
        'X-XSRF-TOKEN': decodeURIComponent(api.cookies.get('XSRF-TOKEN') ?? ''),
      },
    });
  };

  it('are kept privately: served to the member who sent them, a 404 to anyone else', async () => {
    const api = await member();
    const res = await send(api, [[PDF, '공간 도면.pdf', 'application/pdf']]);
    expect(res.status, await res.clone().text()).toBe(201);
    const order = ((await res.json()) as { data: Order & { files: { url: string }[] } }).data;
    const url = order.files[0]?.url as string;
    expect(order.files[0]).toMatchObject({ name: '공간 도면.pdf', mime: 'application/pdf' });
    const mine = await api.get(url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await (await member()).get(url)).status).toBe(404);
    expect((await new ApiClient(shop.url).get(url)).status).toBe(401);
  });

  it('answer 422 for a file that is neither an image nor a PDF', async () => {
    const res = await send(await member(), [
      [new TextEncoder().encode('<svg onload=alert(1)>'), 'x.svg', 'image/svg+xml'],
    ]);
    expect(res.status).toBe(422);
    expect(((await res.json()) as Problem).errors).toHaveProperty('files');
  });
});

describe('custom orders: access', () => {
  it("answer 404 for another member's order: read and cancel", async () => {
    const order = await requested(await member());
    const other = await member();
    expect((await other.get(`/api/v1/custom-fragrance/${order.id}`)).status).toBe(404);
    expect((await other.post(`/api/v1/custom-fragrance/${order.id}/cancel`)).status).toBe(404);
    expect((await other.get('/api/v1/custom-fragrance/abc')).status).toBe(404);
  });

  it("show the demo member's seeded order in production with its history", async () => {
    const api = await logIn(new ApiClient(shop.url), DEMO.id, DEMO.password);
    const list = await api.json<Page<Order>>(api.get('/api/v1/custom-fragrance'));
    const seeded = list.data.find((o) => o.title === '나만의 시그니처 향 100ml');
    expect(seeded).toMatchObject({ status: 'in_production', cancellable: false });
    expect(seeded?.events.map((e) => e.to)).toEqual(['requested', 'consulting', 'quoted', 'paid', 'in_production']);
  });

  it('list every request for administrators, by state, with the moves the shop may make', async () => {
    const order = await requested(await member());
    const ops = await admin();
    const page = await ops.json<{ data: (Order & { member_id: number; next_states: string[] })[] }>(
      ops.get('/api/admin/custom-fragrance?status=requested&per_page=50'),
    );
    const found = page.data.find((o) => o.id === order.id);
    expect(found?.next_states).toEqual([
      'consulting',
      'quoted',
      'paid',
      'in_production',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(page.data.every((o) => o.status === 'requested')).toBe(true);
    expect((await (await member()).get('/api/admin/custom-fragrance')).status).toBe(403);
    expect((await ops.get('/api/admin/custom-fragrance?status=in_progress')).status).toBe(422);
  });

  it('let only administrators move a state', async () => {
    const api = await member();
    const order = await requested(api);
    expect((await api.post(`/api/admin/custom-fragrance/${order.id}/status`, { status: 'consulting' })).status).toBe(
      403,
    );
  });
});

describe('custom orders: states', () => {
  it('move forward by the shop, each change an event with actor and a notification to the member', async () => {
    const api = await member();
    const order = await requested(api);
    expect((await move(order.id, 'consulting', { note: '전화 상담 예정' })).status).toBe(200);
    const quoted = await move(order.id, 'quoted', { amount: 720000 });
    expect(quoted.status).toBe(200);
    const mine = (await api.json<{ data: Order }>(api.get(`/api/v1/custom-fragrance/${order.id}`))).data;
    expect(mine).toMatchObject({ status: 'quoted', amount: 720000, cancellable: true });
    expect(mine.events.map((e) => [e.from, e.to, e.actor])).toEqual([
      [null, 'requested', 'member'],
      ['requested', 'consulting', 'shop'],
      ['consulting', 'quoted', 'shop'],
    ]);
    expect(mine.events[1]?.note).toBe('전화 상담 예정');
    const notes = await api.json<{ data: { title: string; link: string | null }[] }>(api.get('/api/v1/notification'));
    expect(notes.data.filter((n) => n.link === `/my-page/custom-fragrance/${order.id}/show`).length).toBe(3);
  });

  it('notify the member of each change by a mail in the outbox: received, each move, a cancellation', async () => {
    const { api, email } = await newMember(shop.url);
    const order = await requested(api);
    expect((await move(order.id, 'consulting', { note: '전화 상담 예정' })).status).toBe(200);
    expect((await move(order.id, 'quoted', { amount: 720000 })).status).toBe(200);
    expect((await api.post(`/api/v1/custom-fragrance/${order.id}/cancel`, { note: '일정 변경' })).status).toBe(200);
    const mails = await customMails(email);
    expect(mails.map((m) => m.subject)).toEqual([
      '[에반스캔들] 맞춤 제작 진행 상태: 접수',
      '[에반스캔들] 맞춤 제작 진행 상태: 상담 중',
      '[에반스캔들] 맞춤 제작 진행 상태: 견적 완료',
      '[에반스캔들] 맞춤 제작 진행 상태: 취소',
    ]);
    expect(mails.every((m) => m.body.includes(order.title))).toBe(true);
    expect([mails[1], mails[3]].map((m) => m?.body.split('\n\n')[1])).toEqual(['전화 상담 예정', '일정 변경']);
  });

  it('never move backwards, and answer 422 for an unknown state', async () => {
    const order = await requested(await member());
    expect((await move(order.id, 'quoted')).status).toBe(200);
    expect((await move(order.id, 'consulting')).status).toBe(409);
    const bad = await move(order.id, 'in_progress');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Problem).errors?.status?.[0]).toBe('바꿀 상태를 선택해 주세요.');
  });

  it('let the member cancel until paid, not after', async () => {
    const api = await member();
    const early = await requested(api);
    const res = await api.post(`/api/v1/custom-fragrance/${early.id}/cancel`, { note: '일정이 바뀌었어요' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Order }).data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await api.post(`/api/v1/custom-fragrance/${early.id}/cancel`)).status).toBe(409);

    const paid = await requested(api);
    expect((await move(paid.id, 'paid')).status).toBe(200);
    const late = await api.post(`/api/v1/custom-fragrance/${paid.id}/cancel`);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Problem).message).toContain('결제가 끝난');
  });

  it('let the shop cancel until production starts, never after', async () => {
    const api = await member();
    const paid = await requested(api);
    await move(paid.id, 'paid');
    expect((await move(paid.id, 'cancelled', { note: '재료 수급 불가' })).status).toBe(200);
    const making = await requested(api);
    await move(making.id, 'in_production');
    expect((await move(making.id, 'cancelled')).status).toBe(409);
  });

  it('record the shop\u2019s change in the audit log', async () => {
    const order = await requested(await member());
    await move(order.id, 'consulting');
    const ops = await admin();
    const log = await ops.json<{
      data: { entity_type: string; entity_id: number; changes: Record<string, unknown> }[];
    }>(ops.get(`/api/admin/audit-log?entity_type=custom_fragrance&entity_id=${order.id}`));
    expect(log.data[0]).toMatchObject({ entity_type: 'custom_fragrance', entity_id: order.id });
    expect(log.data[0]?.changes).toMatchObject({ status: { before: 'requested', after: 'consulting' } });
  });
});
