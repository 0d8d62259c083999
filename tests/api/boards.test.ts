import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { bmp24 } from '../support/bmp';
import { type RunningServer, seededDatabase, startServer } from '../support/server';
import { ADMIN, DEMO, logIn, newMember } from '../support/shop-api';

/**
 * 1:1 inquiries and the bulk and class request boards, over HTTP. The shop runs on a database of
 * its own with TRUST_PROXY, so that each test sends from an address of its own and the per-address
 * limits of one test never reach another.
 */
let shop: RunningServer;
let cleanup: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const db = await seededDatabase('boards');
  cleanup = db.cleanup;
  shop = await startServer({ ...db.env, TRUST_PROXY: 'true' });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await cleanup?.();
});

let lastIp = 0;
/** A client that comes from an address of its own. */
class Client extends ApiClient {
  readonly ip = `198.51.100.${++lastIp}`;
  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { 'X-Forwarded-For': this.ip, ...headers });
  }
  /** multipart/form-data with the session and XSRF header, as the shop's forms send files. */
  send(method: string, path: string, form: FormData, headers: Record<string, string> = {}) {
    return this.sendForm(method, path, form, { 'X-Forwarded-For': this.ip, ...headers });
  }
}

const visitor = () => new Client(shop.url);
/** A new member, their session moved to a client with an address of its own (one password check, not two). */
const member = async () => {
  const fresh = await newMember(shop.url);
  const api = new Client(shop.url);
  for (const [k, v] of fresh.api.cookies) api.cookies.set(k, v);
  return { ...fresh, api };
};
const demo = () => logIn(new Client(shop.url), DEMO.id, DEMO.password) as Promise<Client>;
let ops: Promise<Client> | undefined;
const admin = () => {
  ops ??= logIn(new Client(shop.url), ADMIN.id, ADMIN.password) as Promise<Client>;
  return ops;
};

type Post = {
  id: number;
  board: string;
  status: 'received' | 'answered';
  editable: boolean;
  receipt_no: string | null;
  title: string;
  body: string;
  category: string | null;
  od_id: string | null;
  request: Record<string, unknown> | null;
  files: { id: number; name: string; mime: string; size: number; url: string | null }[];
  answer: string | null;
};
type Problem = { message: string; errors?: Record<string, string[]> };
type Page<T> = { data: T[]; total: number; current_page: number; last_page: number; per_page: number };

const jpeg = async (w = 64, h = 48) =>
  new Uint8Array(
    await sharp({ create: { width: w, height: h, channels: 3, background: '#c8a27a' } })
      .jpeg()
      .toBuffer(),
  );
const gif = async () =>
  new Uint8Array(
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#7a9cc8' } })
      .gif()
      .toBuffer(),
  );
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';

type Part = [Uint8Array | string, string, string?];
function inquiryForm(fields: Record<string, string> = {}, files: Part[] = []) {
  const form = new FormData();
  const all = {
    category: 'product',
    title: '향이 약하게 느껴져요',
    body: '라벤더 오일 향이 생각보다 약한데 정상인가요?',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  for (const [bytes, name, type = 'application/octet-stream'] of files)
    form.append('files[]', new File([bytes as BlobPart], name, { type }));
  return form;
}

async function created(api: Client, form: FormData): Promise<Post> {
  const res = await api.send('POST', '/api/v1/inquiries', form);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Post }).data;
}

const answer = async (id: number, text: string) => {
  const res = await (await admin()).post(`/api/admin/inquiries/${id}/answer`, { answer: text });
  expect(res.status, await res.clone().text()).toBe(200);
};

const myCount = async (api: Client) => (await api.json<Page<Post>>(api.get('/api/v1/inquiries'))).total;

describe('1:1 inquiries: who may do what', () => {
  it('answer 401 to a visitor on every member call', async () => {
    const v = visitor();
    expect((await v.get('/api/v1/inquiries')).status).toBe(401);
    expect((await v.send('POST', '/api/v1/inquiries', inquiryForm())).status).toBe(401);
    expect((await v.get('/api/v1/inquiries/1')).status).toBe(401);
    expect((await v.get('/api/v1/inquiries/1/files/1')).status).toBe(401);
  });

  it("answer 404, never 403, for another member's inquiry and its files: read, edit, delete", async () => {
    const owner = await member();
    const post = await created(owner.api, inquiryForm({}, [[await jpeg(), 'photo.jpg', 'image/jpeg']]));
    const other = (await member()).api;
    const file = post.files[0]?.url as string;
    expect((await other.get(`/api/v1/inquiries/${post.id}`)).status).toBe(404);
    expect((await other.send('PUT', `/api/v1/inquiries/${post.id}`, inquiryForm())).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/inquiries/${post.id}`)).status).toBe(404);
    expect((await other.get(file)).status).toBe(404);
    expect((await other.get(`/my-page/inquiry/${post.id}/show`, { Accept: 'text/html' })).status).toBe(404);
    expect((await other.get(`/my-page/inquiry/${post.id}`, { Accept: 'text/html' })).status).toBe(404);
    // The owner and an administrator can.
    expect((await owner.api.get(`/api/v1/inquiries/${post.id}`)).status).toBe(200);
    expect((await owner.api.get(file)).status).toBe(200);
    expect((await (await admin()).get(file)).status).toBe(200);
  });

  it('lists only the member’s own posts, newest first, in the spec’s pagination shape', async () => {
    const { api } = await member();
    const first = await created(api, inquiryForm({ title: '첫 번째 문의' }));
    const second = await created(api, inquiryForm({ title: '두 번째 문의' }));
    const page = await api.json<Page<Post>>(api.get('/api/v1/inquiries'));
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    expect(page.data.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(page.data[0]).toMatchObject({ board: 'inquiry', status: 'received', editable: true, category: 'product' });
  });
});

describe('1:1 inquiry fields', () => {
  it('answer 422 with Korean messages for a missing category, short title and empty body', async () => {
    const { api } = await member();
    const res = await api.send('POST', '/api/v1/inquiries', inquiryForm({ category: 'weather', title: 'a', body: '' }));
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as Problem;
    expect(errors?.category?.[0]).toBe('문의 유형을 선택해 주세요.');
    expect(errors?.title?.[0]).toBe('제목은 2자 이상 적어 주세요.');
    expect(errors?.body?.[0]).toBe('문의 내용을 입력해 주세요.');
  });

  it('refuse a body past 2,000 characters (the text area’s limit)', async () => {
    const { api } = await member();
    const res = await api.send('POST', '/api/v1/inquiries', inquiryForm({ body: '향'.repeat(2001) }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as Problem).errors?.body?.[0]).toBe('문의 내용은 2,000자 이하로 적어 주세요.');
    expect((await api.send('POST', '/api/v1/inquiries', inquiryForm({ body: '향'.repeat(2000) }))).status).toBe(201);
  });

  it("attach one of the member's own orders, and refuse another member's order with 422", async () => {
    const d = await demo();
    const orders = await d.json<{ data: { od_id: string }[] }>(d.get('/api/v1/orders'));
    const odId = orders.data[0]?.od_id as string;
    expect(odId).toMatch(/^\d{16}$/);
    const mine = await created(d, inquiryForm({ category: 'order', od_id: odId }));
    expect(mine.od_id).toBe(odId);
    const other = (await member()).api;
    const res = await other.send('POST', '/api/v1/inquiries', inquiryForm({ category: 'order', od_id: odId }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as Problem).errors?.od_id?.[0]).toBe('본인의 주문만 선택할 수 있습니다.');
    await d.request('DELETE', `/api/v1/inquiries/${mine.id}`);
  });
});

describe('1:1 inquiry files (spec 5)', () => {
  it('take jpeg, gif, bmp and PDF, re-encode the images as WebP and keep the PDF as it was', async () => {
    const { api } = await member();
    const post = await created(
      api,
      inquiryForm({}, [
        [await jpeg(), 'a.jpg', 'image/jpeg'],
        [await gif(), 'b.gif', 'image/gif'],
        [bmp24(8, 6), '스캔.bmp', 'image/bmp'],
        [PDF, '견적서.pdf', 'application/pdf'],
      ]),
    );
    expect(post.files.map((f) => [f.name, f.mime])).toEqual([
      ['a.webp', 'image/webp'],
      ['b.webp', 'image/webp'],
      ['스캔.webp', 'image/webp'],
      ['견적서.pdf', 'application/pdf'],
    ]);
    const image = await api.get(post.files[2]?.url as string);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).format).toBe('webp');
    const pdf = await api.get(post.files[3]?.url as string);
    expect(pdf.headers.get('content-disposition')).toContain(
      'attachment; filename="___.pdf"; filename*=UTF-8\'\'%EA%B2%AC%EC%A0%81%EC%84%9C.pdf',
    );
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
  });

  it('refuse a sixth file, an oversized file and an SVG with 422, saving nothing of the post', async () => {
    const { api } = await member();
    const before = await myCount(api);
    const six: Part[] = [];
    for (let i = 0; i < 6; i++) six.push([await jpeg(), `p${i}.jpg`, 'image/jpeg']);
    const tooMany = await api.send('POST', '/api/v1/inquiries', inquiryForm({}, six));
    expect(tooMany.status).toBe(422);
    expect(((await tooMany.json()) as Problem).errors?.files?.[0]).toBe('파일은 최대 5개까지 올릴 수 있습니다.');
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const oversized = await api.send('POST', '/api/v1/inquiries', inquiryForm({}, [[huge, 'big.jpg', 'image/jpeg']]));
    expect(oversized.status).toBe(422);
    expect(((await oversized.json()) as Problem).errors?.files?.[0]).toBe(
      '파일은 한 개에 10MB 이하만 올릴 수 있습니다.',
    );
    // Four good files and an SVG last: the good ones are not kept either.
    const mixed: Part[] = [];
    for (let i = 0; i < 4; i++) mixed.push([await jpeg(), `ok${i}.jpg`, 'image/jpeg']);
    mixed.push([SVG, 'cute.svg', 'image/svg+xml']);
    const svg = await api.send('POST', '/api/v1/inquiries', inquiryForm({}, mixed));
    expect(svg.status).toBe(422);
    expect(((await svg.json()) as Problem).errors?.files?.[0]).toBe(
      '이미지(JPEG, PNG, GIF, BMP, WebP)와 PDF 문서만 올릴 수 있습니다.',
    );
    expect(await myCount(api)).toBe(before);
  });
});

describe('editing and deleting a 1:1 inquiry', () => {
  it('edits while unanswered: fields, files kept and files added', async () => {
    const { api } = await member();
    const post = await created(
      api,
      inquiryForm({}, [
        [await jpeg(), 'a.jpg', 'image/jpeg'],
        [PDF, 'b.pdf', 'application/pdf'],
      ]),
    );
    const form = inquiryForm({ title: '고친 제목', body: '고친 내용입니다. 확인 부탁드려요.', category: 'etc' }, [
      [await gif(), 'c.gif', 'image/gif'],
    ]);
    form.append('keep_files[]', String(post.files[1]?.id));
    const res = await api.send('POST', `/api/v1/inquiries/${post.id}`, form, { 'X-HTTP-Method-Override': 'PUT' });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: Post };
    expect(data).toMatchObject({ title: '고친 제목', category: 'etc' });
    expect(data.files.map((f) => f.name)).toEqual(['b.pdf', 'c.webp']);
    expect((await api.get(post.files[0]?.url as string)).status).toBe(404);
  });

  it('answers 409 with a clear message to an edit or delete once the shop has answered', async () => {
    const { api } = await member();
    const post = await created(api, inquiryForm());
    await answer(post.id, '정상입니다. 라벤더는 원래 은은한 편이에요.');
    const edit = await api.send('PUT', `/api/v1/inquiries/${post.id}`, inquiryForm({ title: '바꿔 볼게요' }));
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as Problem).message).toBe('답변이 등록된 문의는 수정하거나 삭제할 수 없습니다.');
    const del = await api.request('DELETE', `/api/v1/inquiries/${post.id}`);
    expect(del.status).toBe(409);
    const shown = await api.json<{ data: Post }>(api.get(`/api/v1/inquiries/${post.id}`));
    expect(shown.data).toMatchObject({ status: 'answered', editable: false, title: post.title });
    // The edit page sends the member to the inquiry's own page.
    expect((await api.get(`/my-page/inquiry/${post.id}`, { Accept: 'text/html' })).status).toBe(303);
  });

  it('deletes an unanswered inquiry with its files', async () => {
    const { api } = await member();
    const post = await created(api, inquiryForm({}, [[await jpeg(), 'a.jpg', 'image/jpeg']]));
    expect((await api.request('DELETE', `/api/v1/inquiries/${post.id}`)).status).toBe(200);
    expect((await api.get(`/api/v1/inquiries/${post.id}`)).status).toBe(404);
    expect((await api.get(post.files[0]?.url as string)).status).toBe(404);
  });
});

describe('an operator’s answer', () => {
  it('is for administrators only: 401 for a visitor, 403 for a member', async () => {
    expect((await visitor().post('/api/admin/inquiries/1/answer', { answer: '네' })).status).toBe(401);
    const { api } = await member();
    expect((await api.post('/api/admin/inquiries/1/answer', { answer: '네' })).status).toBe(403);
    expect((await api.get('/api/admin/inquiries')).status).toBe(403);
    expect((await (await admin()).post('/api/admin/inquiries/999999/answer', { answer: '네' })).status).toBe(404);
  });

  it('notifies the member in the shop (with English) and by a mail in the outbox', async () => {
    const m = await member();
    const post = await created(m.api, inquiryForm({ title: '배송 일정 문의' }));
    await answer(post.id, '내일 출고 예정입니다.');
    const notes = await m.api.json<{ data: { title: string; title_en: string; body: string; link: string }[] }>(
      m.api.get(`/api/v1/notification?mb_id=${m.id}`),
    );
    expect(notes.data[0]).toMatchObject({
      title: '1:1 문의에 답변이 등록되었습니다',
      title_en: 'We have answered your 1:1 inquiry',
      body: '배송 일정 문의',
      link: `/my-page/inquiry/${post.id}/show`,
    });
    const outbox = await (await admin()).json<{ data: { subject: string; body: string }[] }>(
      (await admin()).get(`/api/admin/outbox?to=${encodeURIComponent(m.email)}`),
    );
    expect(outbox.data[0]?.subject).toBe('[에반스캔들] 1:1 문의에 답변이 등록되었습니다');
    expect(outbox.data[0]?.body).toContain('내일 출고 예정입니다.');
    expect(outbox.data[0]?.body).toContain(`/my-page/inquiry/${post.id}/show`);
  });

  it('is recorded in the audit log with who answered and the answer before and after, a second answer too', async () => {
    const { api } = await member();
    const post = await created(api, inquiryForm({ title: '포장 문의' }));
    await answer(post.id, '선물 포장 가능합니다.');
    await answer(post.id, '선물 포장은 2,000원입니다.');
    const log = await (await admin()).json<{
      data: { actor_login: string; action: string; changes: Record<string, { before: unknown; after: unknown }> }[];
    }>((await admin()).get(`/api/admin/audit-log?entity_type=inquiry&entity_id=${post.id}`));
    expect(log.data.map((r) => [r.actor_login, r.action])).toEqual([
      ['admin', 'answer'],
      ['admin', 'answer'],
    ]);
    expect(log.data[0]?.changes.answer).toEqual({
      before: '선물 포장 가능합니다.',
      after: '선물 포장은 2,000원입니다.',
    });
    expect(log.data[1]?.changes.answer).toEqual({ before: null, after: '선물 포장 가능합니다.' });
    expect(log.data[1]?.changes.status).toEqual({ before: 'received', after: 'answered' });
  });

  it('lists every board for operators, narrowed by board and by answer', async () => {
    const ops = await admin();
    const waiting = await ops.json<Page<Post & { member_id: number | null }>>(
      ops.get('/api/admin/inquiries?board=bulk&answered=0'),
    );
    expect(waiting.data.length).toBeGreaterThan(0);
    expect(waiting.data.every((p) => p.board === 'bulk' && p.status === 'received')).toBe(true);
    expect((await ops.get('/api/admin/inquiries?board=document')).status).toBe(422);
  });

  it('to a product question notifies its member the same way', async () => {
    const m = await member();
    const products = await m.api.json<{ data: { it_id: number }[] }>(m.api.get('/api/v1/products?per_page=1'));
    const itId = products.data[0]?.it_id as number;
    const asked = await m.api.json<{ data: { id: number } }>(
      m.api.post('/api/v1/product-inquiries', { it_id: itId, title: '심지 길이', body: '심지 길이가 몇 cm인가요?' }),
    );
    const res = await (await admin()).request('PUT', `/api/admin/product-inquiries/${asked.data.id}/answer`, {
      answer: '15cm입니다.',
    });
    expect(res.status).toBe(200);
    const notes = await m.api.json<{ data: { title: string; title_en: string }[] }>(
      m.api.get(`/api/v1/notification?mb_id=${m.id}`),
    );
    expect(notes.data[0]).toMatchObject({
      title: '상품 문의에 답변이 등록되었습니다',
      title_en: 'We have answered your product question',
    });
    const ops = await admin();
    const mail = await ops.json<{ data: { subject: string; body: string }[] }>(
      ops.get(`/api/admin/outbox?to=${encodeURIComponent(m.email)}`),
    );
    expect(mail.data[0]?.subject).toBe('[에반스캔들] 상품 문의에 답변이 등록되었습니다');
    expect(mail.data[0]?.body).toContain('15cm입니다.');
  });
});

const bulkBody = (over: Record<string, unknown> = {}) => ({
  name: '모아공방',
  mobile: '010-5555-1234',
  email: 'buyer@moa.example',
  items: [
    { name: '소이왁스 464', quantity: 40 },
    { name: '코튼 심지', quantity: '1000' },
  ],
  desired_date: '',
  message: '정기 구매 단가를 알고 싶습니다.',
  privacy_agreed: true,
  ...over,
});

describe('bulk purchase requests (대량 구매 문의)', () => {
  it('take a visitor’s request and answer a receipt number that reads it back with the contact', async () => {
    const v = visitor();
    const res = await v.post('/api/v1/bulk-requests', bulkBody());
    expect(res.status, await res.clone().text()).toBe(201);
    const sent = (await res.json()) as { receipt_no: string; data: Post };
    expect(sent.receipt_no).toMatch(/^B-\d{8}-[2-9A-HJKMNP-Z]{8}$/);
    expect(sent.data.request).toMatchObject({
      kind: 'bulk',
      items: [
        { name: '소이왁스 464', quantity: 40 },
        { name: '코튼 심지', quantity: 1000 },
      ],
    });
    const other = visitor();
    const byMobile = await other.post('/api/v1/board-requests/lookup', {
      receipt_no: sent.receipt_no.toLowerCase(),
      contact: '01055551234',
    });
    expect(byMobile.status).toBe(200);
    const found = ((await byMobile.json()) as { data: Post }).data;
    expect(found).toMatchObject({ receipt_no: sent.receipt_no, status: 'received', title: '소이왁스 464' });
    const byEmail = await other.post('/api/v1/board-requests/lookup', {
      receipt_no: sent.receipt_no,
      contact: 'BUYER@moa.example',
    });
    expect(byEmail.status).toBe(200);
  });

  it('answer 404 with one message for a wrong contact and for an unknown number', async () => {
    const v = visitor();
    const { receipt_no } = await v.json<{ receipt_no: string }>(v.post('/api/v1/bulk-requests', bulkBody()));
    const wrong = await visitor().post('/api/v1/board-requests/lookup', { receipt_no, contact: '010-5555-9999' });
    expect(wrong.status).toBe(404);
    const unknown = await visitor().post('/api/v1/board-requests/lookup', {
      receipt_no: 'B-20260101-ABCDEFGH',
      contact: '01055551234',
    });
    expect(unknown.status).toBe(404);
    expect(((await wrong.json()) as Problem).message).toBe(((await unknown.json()) as Problem).message);
  });

  it('limit wrong look-ups of one receipt number: the sixth within 10 minutes is a 429', async () => {
    const v = visitor();
    const { receipt_no } = await v.json<{ receipt_no: string }>(v.post('/api/v1/bulk-requests', bulkBody()));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await visitor().post('/api/v1/board-requests/lookup', { receipt_no, contact: `0105555${1000 + i}` })).status,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('limit sending to 5 an hour per address: the sixth is a 429 with Retry-After, another address goes on', async () => {
    const v = visitor();
    for (let i = 0; i < 5; i++) expect((await v.post('/api/v1/bulk-requests', bulkBody())).status).toBe(201);
    const limited = await v.post('/api/v1/bulk-requests', bulkBody());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await visitor().post('/api/v1/bulk-requests', bulkBody())).status).toBe(201);
  });

  it('answer 422 for no product lines, a quantity of zero, a past date, a bad mobile and no consent', async () => {
    const res = await visitor().post(
      '/api/v1/bulk-requests',
      bulkBody({
        items: [{ name: '왁스', quantity: 0 }],
        desired_date: '2020-01-01',
        mobile: '12345',
        privacy_agreed: false,
      }),
    );
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as Problem;
    expect(errors?.['items.0.quantity']?.[0]).toBe('수량은 1 이상의 숫자로 적어 주세요.');
    expect(errors?.desired_date?.[0]).toBe('희망 날짜는 오늘 이후로 골라 주세요.');
    expect(errors?.mobile?.[0]).toMatch(/휴대폰 번호 형식/);
    expect(errors?.privacy_agreed?.[0]).toBe('개인정보 수집 및 이용에 동의해 주세요.');
    const none = await visitor().post('/api/v1/bulk-requests', bulkBody({ items: [] }));
    expect(((await none.json()) as Problem).errors?.items?.[0]).toBe('원하시는 상품과 수량을 한 줄 이상 적어 주세요.');
  });

  it('take files with rows sent as items[0][name] in multipart; a visitor reads back the names only', async () => {
    const v = visitor();
    const form = new FormData();
    for (const [k, val] of Object.entries({
      name: '행사팀',
      mobile: '010-7777-1234',
      email: 'event@team.example',
      privacy_agreed: 'true',
    }))
      form.set(k, val);
    form.set('items[0][name]', '미니 캔들 답례품');
    form.set('items[0][quantity]', '300');
    form.append('files[]', new File([PDF], '시안.pdf', { type: 'application/pdf' }));
    const res = await v.send('POST', '/api/v1/bulk-requests', form);
    expect(res.status, await res.clone().text()).toBe(201);
    const { receipt_no } = (await res.json()) as { receipt_no: string };
    const found = await v.json<{ data: Post }>(
      v.post('/api/v1/board-requests/lookup', { receipt_no, contact: 'event@team.example' }),
    );
    expect(found.data.files).toEqual([expect.objectContaining({ name: '시안.pdf', url: null })]);
  });

  it('from a member are listed in their 1:1 inquiries too, and the answer mails the address given', async () => {
    const m = await member();
    const res = await m.api.post('/api/v1/bulk-requests', bulkBody({ email: `${m.id}-buy@example.com` }));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Post };
    const mine = await m.api.json<Page<Post>>(m.api.get('/api/v1/inquiries'));
    expect(mine.data.map((p) => p.id)).toContain(data.id);
    expect(mine.data.find((p) => p.id === data.id)?.editable).toBe(false);
    await answer(data.id, '수량별 단가표를 메일로 보내 드렸습니다.');
    const ops = await admin();
    const mail = await ops.json<{ data: { subject: string; body: string }[] }>(
      ops.get(`/api/admin/outbox?to=${m.id}-buy@example.com`),
    );
    expect(mail.data[0]?.subject).toBe('[에반스캔들] 대량 구매 문의에 답변이 등록되었습니다');
  });

  it('from a visitor, once answered, mail the answer with the receipt number and show it on look-up', async () => {
    const v = visitor();
    const sent = await v.json<{ receipt_no: string; data: Post }>(
      v.post('/api/v1/bulk-requests', bulkBody({ email: 'answer-me@shop.example' })),
    );
    await answer(sent.data.id, '40kg 이상은 10% 할인해 드립니다.');
    const ops = await admin();
    const mail = await ops.json<{ data: { body: string }[] }>(ops.get('/api/admin/outbox?to=answer-me@shop.example'));
    expect(mail.data[0]?.body).toContain(sent.receipt_no);
    expect(mail.data[0]?.body).toContain('40kg 이상은 10% 할인해 드립니다.');
    const found = await v.json<{ data: Post }>(
      v.post('/api/v1/board-requests/lookup', { receipt_no: sent.receipt_no, contact: 'answer-me@shop.example' }),
    );
    expect(found.data).toMatchObject({ status: 'answered', answer: '40kg 이상은 10% 할인해 드립니다.' });
  });
});

describe('class inquiries (클래스 문의)', () => {
  it('take a request about one of the workshop’s classes and refuse an unknown class with 422', async () => {
    const v = visitor();
    const body = {
      name: '김수강',
      mobile: '010-3333-4444',
      email: 'class@me.example',
      preferred_dates: '12월 토요일 오후',
      head_count: '4',
      privacy_agreed: 'on',
    };
    const unknown = await v.post('/api/v1/class-inquiries', { ...body, class_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as Problem).errors?.class_id?.[0]).toBe('문의하실 클래스를 선택해 주세요.');
    const page = await v.get('/customer/class-inquiry', { Accept: 'text/html' });
    const classId = Number((await page.text()).match(/<option value="(\d+)"/)?.[1]);
    const res = await v.post('/api/v1/class-inquiries', { ...body, class_id: classId });
    expect(res.status, await res.clone().text()).toBe(201);
    const sent = (await res.json()) as { receipt_no: string; data: Post };
    expect(sent.receipt_no).toMatch(/^C-\d{8}-/);
    expect(sent.data.request).toMatchObject({
      kind: 'class',
      class_id: classId,
      head_count: 4,
      preferred_dates: '12월 토요일 오후',
    });
    const tooMany = await v.post('/api/v1/class-inquiries', { ...body, class_id: classId, head_count: 51 });
    expect(((await tooMany.json()) as Problem).errors?.head_count?.[0]).toBe('인원은 1명부터 50명까지 적어 주세요.');
  });
});

const XSS = [
  '<script>alert("x")</script>',
  '"><img src=x onerror=alert(1)>',
  '[click](javascript:alert(1)) <a href="javascript:alert(1)">link</a>',
];

describe('text people write is stored as given and shown escaped', () => {
  it('keeps script, onerror and javascript: payloads exactly and renders none of them as markup', async () => {
    const { api } = await member();
    // JSON, so that the line breaks arrive as written (multipart turns them into CRLF, as browsers send them).
    const sent = await api.post('/api/v1/inquiries', { category: 'etc', title: XSS[1], body: XSS.join('\n') });
    expect(sent.status).toBe(201);
    const post = ((await sent.json()) as { data: Post }).data;
    const read = await api.json<{ data: Post }>(api.get(`/api/v1/inquiries/${post.id}`));
    expect(read.data.title).toBe(XSS[1]);
    expect(read.data.body).toBe(XSS.join('\n'));
    for (const path of [`/my-page/inquiry/${post.id}/show`, '/my-page/inquiry']) {
      const html = await (await api.get(path, { Accept: 'text/html' })).text();
      expect(html).not.toContain('<script>alert("x")</script>');
      // Breaking out of an attribute needs its quote: it must arrive escaped wherever the title is put.
      expect(html).not.toContain('"><img src=x onerror');
      expect(html).not.toContain('href="javascript:');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });

  it('stores a bulk request’s payloads as given and answers them as JSON text', async () => {
    const v = visitor();
    const sent = await v.json<{ receipt_no: string }>(
      v.post(
        '/api/v1/bulk-requests',
        bulkBody({ name: XSS[1], items: [{ name: XSS[0], quantity: 1 }], message: XSS[2] }),
      ),
    );
    const found = await v.json<{ data: Post }>(
      v.post('/api/v1/board-requests/lookup', { receipt_no: sent.receipt_no, contact: 'buyer@moa.example' }),
    );
    expect(found.data.request).toMatchObject({ name: XSS[1], items: [{ name: XSS[0], quantity: 1 }] });
    expect(found.data.body).toBe(XSS[2]);
  });
});
