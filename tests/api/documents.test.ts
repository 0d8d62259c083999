import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { fakePdf, pdf, sendForm } from '../support/editor-uploads';
import { HTML, main } from '../support/html';
import { ownShop } from '../support/orders-helpers';
import { ADMIN, loginAs, newMember } from '../support/shop-api';

// The editors change notices, the FAQ and documents that other files read: this file keeps a shop of its own.
let shop: Awaited<ReturnType<typeof ownShop>>;
let admin: ApiClient;
beforeAll(async () => {
  shop = await ownShop('documents_api');
  admin = await loginAs(shop.url, ADMIN.id, ADMIN.password);
}, 180_000);
afterAll(async () => {
  await shop?.stop();
});

type DocFile = { id: number; name: string; size: number; mime: string; download_count: number; url: string };
type Doc = {
  id: number;
  title: string;
  title_en: string;
  category: string;
  is_pinned: boolean;
  created_at: string;
  published_at: string;
  file_count: number;
  download_count: number;
  body?: string;
  files?: DocFile[];
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
type NoticeDetail = {
  id: number;
  board: string;
  title: string;
  body: string;
  is_pinned: boolean;
  published_at: string;
  files: { id: number; name: string; url: string }[];
};
type Audit = {
  action: string;
  actor_login: string;
  entity_type: string;
  entity_id: number;
  changes: Record<string, { before: unknown; after: unknown }>;
};

const visitor = () => new ApiClient(shop.url);
const member = async () => (await newMember(shop.url)).api;
const json = <T>(res: Response) => res.json() as Promise<T>;

async function documentsPage(api: ApiClient, query = ''): Promise<Page<Doc>> {
  const res = await api.get(`/api/v1/documents${query}`);
  expect(res.status, query).toBe(200);
  return json<Page<Doc>>(res);
}
async function documentOf(api: ApiClient, id: number): Promise<Doc> {
  return (await json<{ data: Doc }>(await api.get(`/api/v1/documents/${id}`))).data;
}
async function auditOf(type: string, id: number): Promise<Audit[]> {
  const res = await admin.get(`/api/admin/audit-log?entity_type=${type}&entity_id=${id}`);
  expect(res.status).toBe(200);
  return (await json<Page<Audit>>(res)).data;
}
async function newNotice(fields: Record<string, string> = {}, files: File[] = []): Promise<NoticeDetail> {
  const res = await sendForm(admin, '/api/v1/notice', { title: '테스트 공지', body: '<p>본문</p>', ...fields }, files);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ data: NoticeDetail }>(res)).data;
}

describe('the document board list', () => {
  it("lists documents with category, date and download count, pinned first, in the spec's pagination shape", async () => {
    const page = await documentsPage(visitor(), '?per_page=5');
    expect(Object.keys(page).sort()).toEqual(['current_page', 'data', 'from', 'last_page', 'per_page', 'to', 'total']);
    expect(page).toMatchObject({ current_page: 1, per_page: 5, from: 1, to: 5 });
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.data[0]).toMatchObject({ is_pinned: true, category: 'catalog' });
    for (const d of page.data) {
      expect(d.download_count).toBeGreaterThan(0);
      expect(Date.parse(d.published_at)).toBeLessThanOrEqual(Date.now());
    }
    const second = await documentsPage(visitor(), '?per_page=5&page=2');
    expect(second.from).toBe(6);
    expect(second.data.map((d) => d.id)).not.toContain(page.data[0]?.id);
  });

  it('narrows the list to a category and to titles containing a word, in Korean or English', async () => {
    const msds = await documentsPage(visitor(), '?category=msds');
    expect(msds.total).toBe(4);
    expect(msds.data.every((d) => d.category === 'msds')).toBe(true);
    const soy = await documentsPage(visitor(), `?keyword=${encodeURIComponent('소이왁스')}`);
    expect(soy.data.map((d) => d.title)).toEqual([
      '소이왁스 464 MSDS (물질안전보건자료)',
      '소이왁스 USDA 바이오 기반 제품 인증서',
    ]);
    expect((await documentsPage(visitor(), '?keyword=paraffin')).data.map((d) => d.title_en)).toEqual([
      'Paraffin wax 58 MSDS',
    ]);
    expect((await documentsPage(visitor(), `?keyword=${encodeURIComponent('100%_')}`)).total).toBe(0);
    const bad = await visitor().get('/api/v1/documents?category=brochure');
    expect(bad.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors).toHaveProperty('category');
  });

  it('shows the list page to anyone, with the search and the category filter applied', async () => {
    const html = await (await visitor().get(`/customer/document-board?category=certificate`, HTML)).text();
    expect(html).toContain('캔들 안전확인 신고 증명서 (KC)');
    expect(html).not.toContain('파라핀 왁스 58 MSDS');
    expect(html).toMatch(/aria-current="page"[^>]*>인증서</);
    expect(html).toContain('자료를 열어 보고 내려받으려면 로그인해 주세요.');
  });
});

describe('a document and its files', () => {
  it('need login: a visitor gets 401 from the call and the login page, with the way back, from the pages', async () => {
    const v = visitor();
    expect((await v.get('/api/v1/documents/3')).status).toBe(401);
    for (const path of ['/customer/document-board/3', '/customer/document-board/3/download/3']) {
      const res = await v.get(path, HTML);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('are shown to a member with each file and its downloads', async () => {
    const api = await member();
    const doc = await documentOf(api, 3);
    expect(doc.title).toBe('소이왁스 464 MSDS (물질안전보건자료)');
    expect(doc.files?.map((f) => f.name)).toEqual(['소이왁스464_MSDS_국문.pdf', 'SoyWax464_MSDS_EN.pdf']);
    expect(doc.files?.[0]?.url).toBe(`/customer/document-board/3/download/${doc.files?.[0]?.id}`);
    const html = await (await api.get('/customer/document-board/3', HTML)).text();
    expect(html).toContain('소이왁스464_MSDS_국문.pdf 내려받기');
  });

  it('count each download once, atomically, and not a HEAD', async () => {
    const api = await member();
    const file = (await documentOf(api, 3)).files?.[1] as DocFile;
    const res = await api.get(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="SoyWax464_MSDS_EN.pdf"; filename*=UTF-8''SoyWax464_MSDS_EN.pdf`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const counted = (await documentOf(api, 3)).files?.[1]?.download_count;
    expect(counted).toBe(file.download_count + 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.get(file.url)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect((await api.request('HEAD', file.url)).status).toBe(200);
    const after = await documentOf(api, 3);
    expect(after.files?.[1]?.download_count).toBe(file.download_count + 9);
    expect(after.download_count).toBe((after.files ?? []).reduce((sum, f) => sum + f.download_count, 0));
  });

  it("answer 404 for an unknown document, an unknown file and another document's file", async () => {
    const api = await member();
    const other = (await documentOf(api, 4)).files?.[0] as DocFile;
    for (const path of [
      `/customer/document-board/3/download/${other.id}`,
      '/customer/document-board/3/download/999999',
      '/customer/document-board/999999',
      '/customer/document-board/abc',
    ])
      expect((await api.get(path, HTML)).status, path).toBe(404);
    expect((await api.get('/api/v1/documents/999999')).status).toBe(404);
  });

  it('are never served at /media, where anyone could fetch them', async () => {
    expect((await visitor().get('/media/private/documents/seed-3-1.pdf')).status).toBe(404);
  });
});

describe('who may edit', () => {
  it('answers 401 to a visitor and 403 to a member on every editor call', async () => {
    const calls: [string, string][] = [
      ['POST', '/api/v1/notice'],
      ['PUT', '/api/v1/notice/1'],
      ['DELETE', '/api/v1/notice/1'],
      ['DELETE', '/api/v1/notice/2/1'],
      ['POST', '/api/v1/faq'],
      ['PUT', '/api/v1/faq/1'],
      ['DELETE', '/api/v1/faq/1'],
      ['POST', '/api/v1/documents'],
      ['PUT', '/api/v1/documents/1'],
      ['DELETE', '/api/v1/documents/1'],
      ['DELETE', '/api/v1/documents/1/1'],
      ['GET', '/api/admin/audit-log'],
    ];
    const m = await member();
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : { title: 'x', body: 'y' };
      expect((await visitor().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await m.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await m.get('/api/v1/notice/1')).status).toBe(200);
  });

  it('sends a visitor to log in and shows a member the 403 page on every editor page', async () => {
    const m = await member();
    const tssa = (await json<Page<{ id: number }>>(await visitor().get('/api/v1/notice?board=tssa'))).data[0]?.id;
    for (const path of [
      '/customer/notice/create',
      '/customer/notice/1/edit',
      '/tssa/notice/create',
      `/tssa/notice/${tssa}/edit`,
      '/customer/faq/create',
      '/customer/faq/1/edit',
      '/customer/document-board/create',
      '/customer/document-board/1/edit',
    ]) {
      const res = await visitor().get(path, HTML);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      const refused = await m.get(path, HTML);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toContain('접근 권한이 없습니다');
      expect((await admin.get(path, HTML)).status, path).toBe(200);
    }
    expect((await admin.get('/tssa/notice/1/edit', HTML)).status).toBe(404);
  });

  it('shows the edit and new links on the public pages to administrators only', async () => {
    const m = await member();
    for (const [path, link] of [
      ['/customer/notice', 'href="/customer/notice/create"'],
      ['/customer/notice/1', 'href="/customer/notice/1/edit"'],
      ['/customer/faq', 'href="/customer/faq/create"'],
      ['/customer/document-board', 'href="/customer/document-board/create"'],
      ['/customer/document-board/1', 'href="/customer/document-board/1/edit"'],
    ] as const) {
      expect(await (await admin.get(path, HTML)).text(), path).toContain(link);
      expect(await (await m.get(path, HTML)).text(), path).not.toContain(link);
    }
  });
});

describe('DELETE /api/v1/notice/{id}/{file}', () => {
  it("removes a notice's file, and answers 404 for an unknown file and for another notice's file", async () => {
    const notice = await newNotice({}, [pdf('안내문.pdf'), pdf('신청서.pdf')]);
    const other = await newNotice({}, [pdf('다른 공지.pdf')]);
    const [first, second] = notice.files;
    expect((await visitor().get(first?.url as string)).status).toBe(200);
    const foreign = other.files[0]?.id as number;
    const wrong = await admin.request('DELETE', `/api/v1/notice/${notice.id}/${foreign}`, { id: foreign });
    expect(wrong.status).toBe(404);
    expect((await json<{ message: string }>(wrong)).message).toBe('첨부파일을 찾을 수 없습니다.');
    expect((await admin.request('DELETE', `/api/v1/notice/${notice.id}/999999`, { id: 999999 })).status).toBe(404);
    expect((await admin.request('DELETE', `/api/v1/notice/999999/${first?.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/v1/notice/${notice.id}/${first?.id}`, { id: second?.id })).status).toBe(
      422,
    );

    const res = await admin.request('DELETE', `/api/v1/notice/${notice.id}/${first?.id}`, { id: first?.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: first?.id, message: '첨부파일이 삭제되었습니다.' });
    const shown = (await json<{ data: NoticeDetail }>(await visitor().get(`/api/v1/notice/${notice.id}`))).data;
    expect(shown.files.map((f) => f.name)).toEqual(['신청서.pdf']);
    expect((await visitor().get(first?.url as string)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/v1/notice/${notice.id}/${first?.id}`)).status).toBe(404);
    const otherNow = (await json<{ data: NoticeDetail }>(await visitor().get(`/api/v1/notice/${other.id}`))).data;
    expect(otherNow.files).toHaveLength(1);
    expect((await auditOf('notice', notice.id)).map((a) => a.action)).toEqual(['file.remove', 'create']);
  });
});

describe("an administrator's notice", () => {
  const XSS_TITLE = '<img src=x onerror=alert(1)>"><script>alert(2)</script> 배송 안내';

  it('is stored with its body through the sanitiser (no script, no onerror) and its title as typed, shown escaped', async () => {
    const notice = await newNotice({
      title: XSS_TITLE,
      body: '<p>택배 마감</p><script>alert(3)</script><img src="https://cdn.example.com/a.png" onerror="alert(4)"><a href="javascript:alert(5)">링크</a>',
    });
    expect(notice.title).toBe(XSS_TITLE);
    expect(notice.body).toBe('<p>택배 마감</p><img src="https://cdn.example.com/a.png" loading="lazy" /><a>링크</a>');
    for (const path of [`/customer/notice/${notice.id}`, '/customer/notice']) {
      const html = main(await (await visitor().get(path, HTML)).text());
      expect(html, path).toContain(
        '&lt;img src=x onerror=alert(1)&gt;&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt; 배송 안내',
      );
      expect(html, path).not.toMatch(/<script>alert\(\d\)|<img[^>]*onerror|javascript:alert/);
    }
  });

  it('answers 422 with Korean field messages and keeps nothing of a refused save', async () => {
    const res = await sendForm(admin, '/api/v1/notice', {
      title: ' ',
      body: '<script>only a script</script>',
      published_at: '2025-02-30',
    });
    expect(res.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors).toEqual({
      title: ['제목을 입력해 주세요.'],
      body: ['본문을 입력해 주세요.'],
      published_at: ['게시일 형식이 올바르지 않습니다. (예: 2025-08-14 10:00)'],
    });
    const bad = await sendForm(admin, '/api/v1/notice', { title: '파일 확인', body: '본문' }, [fakePdf()]);
    expect(bad.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors.files).toEqual([
      '첨부파일은 PDF, JPEG, PNG, WebP 파일만 올릴 수 있습니다.',
    ]);
    const list = await json<Page<{ title: string }>>(await visitor().get('/api/v1/notice?per_page=100'));
    expect(list.data.map((n) => n.title)).not.toContain('파일 확인');
  });

  it('is edited with its changes recorded, and a failed edit changes nothing and records nothing', async () => {
    const notice = await newNotice({ title: '휴무 안내' }, [pdf('휴무.pdf')]);
    const other = await newNotice({}, [pdf('남의 파일.pdf')]);
    const refused = await sendForm(
      admin,
      `/api/v1/notice/${notice.id}`,
      { title: '바뀌면 안 되는 제목', body: '<p>본문</p>', remove_files: [String(other.files[0]?.id)] },
      [],
      true,
    );
    expect(refused.status).toBe(422);
    const tooMany = await sendForm(
      admin,
      `/api/v1/notice/${notice.id}`,
      { title: '바뀌면 안 되는 제목', body: '<p>본문</p>' },
      Array.from({ length: 5 }, (_, i) => pdf(`추가${i}.pdf`)),
      true,
    );
    expect(tooMany.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(tooMany)).errors.files).toEqual([
      '첨부파일은 최대 5개까지 올릴 수 있습니다.',
    ]);
    expect((await auditOf('notice', notice.id)).map((a) => a.action)).toEqual(['create']);

    const res = await sendForm(
      admin,
      `/api/v1/notice/${notice.id}`,
      { title: '추석 휴무 안내', body: '<p>본문</p>', is_pinned: '1', remove_files: [String(notice.files[0]?.id)] },
      [pdf('추석 휴무.pdf')],
      true,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await json<{ data: NoticeDetail }>(res)).data;
    expect(saved).toMatchObject({ title: '추석 휴무 안내', is_pinned: true });
    expect(saved.files.map((f) => f.name)).toEqual(['추석 휴무.pdf']);
    const [update] = await auditOf('notice', notice.id);
    expect(update).toMatchObject({
      action: 'update',
      actor_login: 'admin',
      changes: {
        title: { before: '휴무 안내', after: '추석 휴무 안내' },
        is_pinned: { before: false, after: true },
        files: { before: ['휴무.pdf'], after: ['추석 휴무.pdf'] },
      },
    });
    expect(update?.changes).not.toHaveProperty('body');
  });

  it('dated later is listed and shown to administrators only until its date', async () => {
    const notice = await newNotice({ title: '다음 달 공지', published_at: '2099-01-01T09:00' });
    expect(notice.published_at).toBe('2099-01-01T00:00:00.000Z');
    const titles = async (api: ApiClient) =>
      (await json<Page<{ title: string }>>(await api.get('/api/v1/notice?per_page=100'))).data.map((n) => n.title);
    expect(await titles(visitor())).not.toContain('다음 달 공지');
    expect((await visitor().get(`/api/v1/notice/${notice.id}`)).status).toBe(404);
    expect((await visitor().get(`/customer/notice/${notice.id}`, HTML)).status).toBe(404);
    expect((await admin.get(`/api/v1/notice/${notice.id}`)).status).toBe(200);
    const adminList = await (await admin.get('/customer/notice', HTML)).text();
    expect(adminList).toContain('다음 달 공지');
    expect(adminList).toContain('게시 예정');
  });

  it('is deleted with its files, and the deletion recorded', async () => {
    const notice = await newNotice({ title: '지울 공지' }, [pdf('지울 파일.pdf')]);
    const res = await admin.request('DELETE', `/api/v1/notice/${notice.id}`);
    expect(res.status).toBe(200);
    expect((await visitor().get(`/api/v1/notice/${notice.id}`)).status).toBe(404);
    expect((await visitor().get(notice.files[0]?.url as string)).status).toBe(404);
    const [deleted] = await auditOf('notice', notice.id);
    expect(deleted).toMatchObject({ action: 'delete', changes: { title: { before: '지울 공지', after: null } } });
  });
});

describe("an administrator's FAQ entry", () => {
  it('is added to its category (English name taken from the category) and edited, each change recorded', async () => {
    const res = await admin.post('/api/v1/faq', {
      category: '배송',
      title: '새벽 배송도 되나요?',
      body: '아직은 어렵습니다.\n\n곧 안내드릴게요.',
      is_pinned: true,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const faq = (await json<{ data: { id: number; category_en: string; answer: string; is_pinned: boolean } }>(res))
      .data;
    expect(faq).toMatchObject({
      category_en: 'Shipping',
      answer: '<p>아직은 어렵습니다.</p><p>곧 안내드릴게요.</p>',
      is_pinned: true,
    });
    const html = await (await visitor().get('/customer/faq?category=%EB%B0%B0%EC%86%A1', HTML)).text();
    const questions = [...html.matchAll(/class="faq__question"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(questions[0]).toBe('새벽 배송도 되나요?');

    const edit = await admin.request('PUT', `/api/v1/faq/${faq.id}`, {
      category: '배송',
      title: '새벽 배송이 되나요?',
      body: '아직은 어렵습니다.',
    });
    expect(edit.status).toBe(200);
    const [update, create] = await auditOf('faq', faq.id);
    expect(create?.action).toBe('create');
    expect(update).toMatchObject({
      action: 'update',
      changes: {
        question: { before: '새벽 배송도 되나요?', after: '새벽 배송이 되나요?' },
        is_pinned: { before: true, after: false },
      },
    });
    const missing = await admin.post('/api/v1/faq', { title: '', body: '' });
    expect(missing.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(missing)).errors).sort()).toEqual(['body', 'category', 'title']);
  });
});

describe("an administrator's document", () => {
  it('is posted with its files, downloaded by a member, edited and its file removed, each change recorded', async () => {
    const res = await sendForm(
      admin,
      '/api/v1/documents',
      { category: 'price-list', title: '테스트 가격표', title_en: 'Test price list', body: '' },
      [pdf('가격표.pdf'), pdf('price-list.pdf')],
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const doc = (await json<{ data: Doc }>(res)).data;
    expect(doc).toMatchObject({ category: 'price-list', file_count: 2, download_count: 0 });
    expect((await documentsPage(visitor(), '?category=price-list')).data.map((d) => d.title)).toContain(
      '테스트 가격표',
    );

    const api = await member();
    const first = doc.files?.[0] as DocFile;
    expect((await api.get(first.url)).status).toBe(200);
    expect((await documentOf(api, doc.id)).download_count).toBe(1);

    const other = (await documentOf(api, 3)).files?.[0] as DocFile;
    expect((await admin.request('DELETE', `/api/v1/documents/${doc.id}/${other.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/v1/documents/${doc.id}/${first.id}`, { id: first.id })).status).toBe(
      200,
    );
    expect((await api.get(first.url, HTML)).status).toBe(404);

    const edit = await sendForm(
      admin,
      `/api/v1/documents/${doc.id}`,
      { category: 'catalog', title: '테스트 카탈로그', body: '' },
      [],
      true,
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    const actions = await auditOf('document', doc.id);
    expect(actions.map((a) => a.action)).toEqual(['update', 'file.remove', 'create']);
    expect(actions[0]?.changes).toMatchObject({
      title: { before: '테스트 가격표', after: '테스트 카탈로그' },
      category: { before: 'price-list', after: 'catalog' },
      title_en: { before: 'Test price list', after: '' },
    });
    expect((await sendForm(admin, '/api/v1/documents', { title: '분류 없음' })).status).toBe(422);
  });
});

describe('notices and the FAQ in the content studio', () => {
  type Version = { id: number; action: string; fields: string[]; current: boolean };
  const history = async (entity: string, id: number) =>
    (await json<{ data: Version[] }>(await admin.get(`/api/admin/content/history/${entity}/${id}`))).data;

  it('lists both notice boards with what visitors cannot see yet, and restores an earlier version of a notice', async () => {
    const notice = await newNotice({ title: '버전 공지 처음', body: '<p>처음 본문</p>' });
    const later = await newNotice({ board: 'tssa', title: '예약 TSSA 공지', published_at: '2099-01-01T10:00' });
    const shopList = await (await admin.get('/admin/content/notices', HTML)).text();
    expect(shopList).toContain('버전 공지 처음');
    const tssaList = await (await admin.get('/admin/content/notices?board=tssa', HTML)).text();
    expect(tssaList).toContain('예약 TSSA 공지');
    expect(tssaList).toContain('예약됨');
    expect(tssaList).toContain(`/tssa/notice/${later.id}/edit`);

    const edit = await sendForm(
      admin,
      `/api/v1/notice/${notice.id}`,
      {
        title: '버전 공지 바뀜',
        body: '<p>바뀐 본문</p>',
        is_pinned: '1',
      },
      [],
      true,
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    const [now, first] = await history('notice', notice.id);
    expect(now).toMatchObject({ action: 'update', current: true });
    expect(first).toMatchObject({ action: 'create' });
    const restored = await admin.post(`/api/admin/content/history/notice/${notice.id}/${first?.id}/restore`);
    expect(restored.status, await restored.clone().text()).toBe(200);
    const shown = (await json<{ data: NoticeDetail }>(await visitor().get(`/api/v1/notice/${notice.id}`))).data;
    expect(shown).toMatchObject({ title: '버전 공지 처음', body: '<p>처음 본문</p>', is_pinned: false });
    expect((await admin.post(`/api/admin/content/history/notice/${notice.id}/${first?.id}/restore`)).status).toBe(409);
    const page = await (await admin.get(`/admin/content/history/notice/${notice.id}`, HTML)).text();
    expect(page).toContain('변경 기록');
    expect(page).toContain('되돌림');
    expect((await admin.get('/admin/content/history/popup/1', HTML)).status).toBe(404);
    expect((await (await member()).get(`/api/admin/content/history/notice/${notice.id}`)).status).toBe(403);
  });

  it('puts the FAQ in a new order that visitors see at once; a stale or bad list changes nothing', async () => {
    type Faq = { id: number; question: string };
    const faqs = async (api: ApiClient) => (await json<{ data: Faq[] }>(await api.get('/api/v1/faq'))).data;
    const before = await faqs(admin);
    const reversed = before.map((f) => f.id).reverse();
    const res = await admin.request('PUT', '/api/admin/content/faq/order', { ids: reversed });
    expect(res.status, await res.clone().text()).toBe(200);
    const publicIds = (await faqs(visitor())).map((f) => f.id);
    expect(publicIds).toEqual(reversed.filter((id) => publicIds.includes(id)));
    const moved = await auditOf('faq', reversed[0] as number);
    expect(moved[0]?.changes).toHaveProperty('sort_order');
    // Moving an entry is not a version of its text.
    expect((await history('faq', reversed[0] as number)).every((v) => !v.fields.includes('sort_order'))).toBe(true);

    const stale = await admin.request('PUT', '/api/admin/content/faq/order', { ids: reversed.slice(1) });
    expect(stale.status).toBe(409);
    const twice = await admin.request('PUT', '/api/admin/content/faq/order', {
      ids: [...reversed.slice(1), reversed[1]],
    });
    expect(twice.status).toBe(409);
    const bad = await admin.request('PUT', '/api/admin/content/faq/order', { ids: ['x'] });
    expect(bad.status).toBe(422);
    expect((await faqs(admin)).map((f) => f.id)).toEqual(reversed);
    expect((await (await member()).request('PUT', '/api/admin/content/faq/order', { ids: reversed })).status).toBe(403);
    const studio = await (await admin.get('/admin/content/faq', HTML)).text();
    expect(studio).toContain('순서 저장');
  });
});
