import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { bmp24 } from '../support/bmp';
import { type FakeAi, startFakeAi } from '../support/fake-ai';
import { h1, page, visitors } from '../support/html';

// The content studio (issue: editors write, preview and publish every page): every save is a draft
// that visitors never see, a signed preview link shows it as visitors will, publishing (now or at a
// time) shows it at once, and any earlier version can be restored.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
let ai: FakeAi | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
const url = () => (shop as NonNullable<typeof shop>).url;
beforeAll(async () => {
  ai = await startFakeAi();
  shop = await adminShop('admin_content_pages', { AI_BASE_URL: ai.url, AI_API_KEY: 'test-key', AI_MODEL: 'stand-in' });
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await ai?.close();
});

type Revision = {
  id: number;
  page_id: number;
  fields: Record<string, unknown>;
  published_at: string | null;
  publish_at: string | null;
  machine_en: boolean;
  author: string;
  note: string;
};
type Studio = {
  page: { id: number; kind: string; title: string; is_published: boolean };
  draft?: Revision;
  live?: Revision;
  scheduled?: Revision;
  revisions: Revision[];
  fields: Record<string, unknown>;
};

function form(fields: Record<string, string>, files: Record<string, File> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [k, v] of Object.entries(files)) body.append(k, v);
  return body;
}

const promo = (title: string, extra: Record<string, string> = {}) => ({
  kind: 'promotion',
  title,
  title_en: `${title} (EN)`,
  summary: '요약',
  summary_en: '',
  body: `<p>${title} 본문</p>`,
  body_en: '',
  starts_at: '2026-01-01T10:00',
  ends_at: '2030-12-31T23:00',
  sort_order: '0',
  ...extra,
});

async function create(fields: Record<string, string>, who: Role = 'manager', files: Record<string, File> = {}) {
  return (await as(who)).sendForm('POST', '/api/admin/content/pages', form(fields, files));
}

async function made(title: string, extra: Record<string, string> = {}): Promise<number> {
  const res = await create(promo(title, extra));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function save(id: number, fields: Record<string, string>, files: Record<string, File> = {}) {
  return (await as('manager')).sendForm('PUT', `/api/admin/content/pages/${id}`, form(fields, files));
}

async function studio(id: number): Promise<Studio> {
  const res = await (await as('manager')).get(`/api/admin/content/pages/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Studio }).data;
}

const publish = async (id: number, body: Record<string, unknown> = {}) =>
  (await as('manager')).post(`/api/admin/content/pages/${id}/publish`, body);

/** The public page's heading as a new visitor gets it (404 gives an empty string). */
async function publicTitle(id: number): Promise<string> {
  const res = await fetch(`${url()}/contents/promotion/${id}`);
  return res.status === 200 ? h1(await res.text()) : '';
}

async function previewPath(id: number, revisionId?: number): Promise<string> {
  const res = await (await as('manager')).post(
    `/api/admin/content/pages/${id}/preview`,
    revisionId ? { revision_id: revisionId } : {},
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: { path: string } }).data.path;
}

/** A Seoul `datetime-local` value `minutes` from now. */
const seoulIn = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);

describe('the content studio', () => {
  it('is for owners and managers: staff and members get 403, visitors 401', async () => {
    expect((await (await as('staff')).get('/api/admin/content/pages?kind=diy')).status).toBe(403);
    expect((await (await as('member')).get('/api/admin/content/pages?kind=diy')).status).toBe(403);
    expect((await (await as('visitor')).get('/api/admin/content/pages?kind=diy')).status).toBe(401);
    expect((await create(promo('스태프 기획전'), 'staff')).status).toBe(403);
    expect((await (await as('staff')).get('/admin/content/pages')).status).toBe(403);
    expect((await (await as('owner')).get('/admin/content/pages?kind=promotion')).status).toBe(200);
  });

  it('a new page is a draft visitors never see until it is published, then shown at once', async () => {
    const id = await made('겨울 향초 기획전');
    expect(await publicTitle(id)).toBe('');
    const list = await (await as('manager')).get('/api/admin/content/pages?kind=promotion');
    const row = ((await list.json()) as { data: { id: number; is_published: boolean; latest_id: number }[] }).data.find(
      (r) => r.id === id,
    );
    expect(row?.is_published).toBe(false);
    expect(row?.latest_id).toBeGreaterThan(0);

    const res = await publish(id);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await publicTitle(id)).toBe('겨울 향초 기획전');
    // Nothing new to publish: 409, and the page is unchanged.
    expect((await publish(id)).status).toBe(409);
  });

  it('a draft of a published page leaves the page (and its kept copy) as it was until it is published', async () => {
    const id = await made('봄 디퓨저 기획전');
    await publish(id);
    expect(await publicTitle(id)).toBe('봄 디퓨저 기획전');
    expect(await publicTitle(id)).toBe('봄 디퓨저 기획전'); // now kept by the page cache
    const saved = await save(id, promo('봄 디퓨저 기획전 2차', { note: '2차 오픈' }));
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await publicTitle(id)).toBe('봄 디퓨저 기획전');
    const s = await studio(id);
    expect(s.draft?.fields.title).toBe('봄 디퓨저 기획전 2차');
    expect(s.draft?.note).toBe('2차 오픈');
    expect(s.live?.fields.title).toBe('봄 디퓨저 기획전');

    expect((await publish(id)).status).toBe(200);
    expect(await publicTitle(id)).toBe('봄 디퓨저 기획전 2차');
    const english = await page(visitors(url()).en, `/contents/promotion/${id}`);
    expect(h1(english)).toBe('봄 디퓨저 기획전 2차 (EN)');
  });

  it('unpublishing takes a page off the shop (404) with its history kept; publishing again shows it as it was', async () => {
    const id = await made('내릴 기획전');
    await publish(id);
    const off = await (await as('manager')).post(`/api/admin/content/pages/${id}/unpublish`, {});
    expect(off.status).toBe(200);
    expect(await publicTitle(id)).toBe('');
    expect((await (await as('manager')).post(`/api/admin/content/pages/${id}/unpublish`, {})).status).toBe(409);
    expect((await studio(id)).revisions).toHaveLength(1);
    expect((await publish(id)).status).toBe(200);
    expect(await publicTitle(id)).toBe('내릴 기획전');
  });

  it('a preview link shows the draft as visitors will see it, in either language, not indexed, for anyone holding it', async () => {
    const id = await made('미리보기 기획전');
    await publish(id);
    await save(id, promo('미리보기 기획전 고친 판'));
    const path = await previewPath(id);
    expect(path).toMatch(/^\/preview\/[\w-]+\.[\w-]+$/);
    // A visitor with no session opens it: the shop's own page, the draft's text.
    const res = await fetch(`${url()}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const html = await res.text();
    expect(h1(html)).toBe('미리보기 기획전 고친 판');
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('id="main"');
    const en = await fetch(`${url()}${path}?lang=en`);
    expect(h1(await en.text())).toBe('미리보기 기획전 고친 판 (EN)');
    // The public page is still the published one.
    expect(await publicTitle(id)).toBe('미리보기 기획전');
  });

  it('a forged or altered preview link is the 404 page', async () => {
    const id = await made('위조 기획전');
    const path = await previewPath(id);
    const [payload, mac] = path.slice('/preview/'.length).split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect((await fetch(`${url()}/preview/${payload}.${flipped}`)).status).toBe(404);
    // Another revision's number under the same signature.
    const other = Buffer.from(JSON.stringify({ r: ['1'], exp: Date.now() + 60_000 })).toString('base64url');
    expect((await fetch(`${url()}/preview/${other}.${mac}`)).status).toBe(404);
    expect((await fetch(`${url()}/preview/garbage`)).status).toBe(404);
  });

  it('a time set publishes later: the page stays as it was, the time is listed and can be cancelled', async () => {
    const id = await made('예약 기획전');
    const res = await publish(id, { at: seoulIn(60) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { data: { publish_at: string } }).data.publish_at).toBeTruthy();
    expect(await publicTitle(id)).toBe('');
    const s = await studio(id);
    expect(s.scheduled?.publish_at).toBeTruthy();
    const api = await as('manager');
    expect((await api.request('DELETE', `/api/admin/content/pages/${id}/schedule`)).status).toBe(200);
    expect((await api.request('DELETE', `/api/admin/content/pages/${id}/schedule`)).status).toBe(409);
    expect((await studio(id)).scheduled).toBeUndefined();
  });

  it('restoring an earlier version makes it the draft again (a new revision); publishing it shows it', async () => {
    const id = await made('되돌리기 1판');
    await publish(id);
    await save(id, promo('되돌리기 2판'));
    await publish(id);
    expect(await publicTitle(id)).toBe('되돌리기 2판');
    const first = (await studio(id)).revisions.at(-1) as Revision;
    expect(first.fields.title).toBe('되돌리기 1판');
    const res = await (await as('manager')).post(`/api/admin/content/pages/${id}/revisions/${first.id}/restore`, {});
    expect(res.status).toBe(200);
    const s = await studio(id);
    expect(s.revisions).toHaveLength(3);
    expect(s.draft?.fields.title).toBe('되돌리기 1판');
    expect(s.draft?.note).toBe(`#${first.id} 되돌림`);
    expect(await publicTitle(id)).toBe('되돌리기 2판');
    await publish(id);
    expect(await publicTitle(id)).toBe('되돌리기 1판');
    // Another page's revision is not this page's.
    const other = await made('다른 페이지');
    const wrong = await (await as('manager')).post(
      `/api/admin/content/pages/${other}/revisions/${first.id}/restore`,
      {},
    );
    expect(wrong.status).toBe(404);
  });

  it('rich text keeps only what the sanitiser allows (script, event handlers, javascript: links removed)', async () => {
    const attack =
      '<p>안전</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">링크</a>' +
      '<iframe src="https://evil.example"></iframe><p style="background:url(javascript:alert(4))" onclick="x()">끝</p>';
    const id = await made('XSS 기획전', { body: attack, body_en: attack });
    const s = await studio(id);
    for (const body of [s.fields.body, s.fields.body_en] as string[]) {
      expect(body).toContain('<p>안전</p>');
      expect(body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    }
    const html = await (await fetch(`${url()}${await previewPath(id)}`)).text();
    expect(html).not.toMatch(/alert\(\d\)/);
  });

  it('refuses bad input with the field named (422), an unknown page with 404', async () => {
    const bad = async (fields: Record<string, string>) => {
      const res = await create(fields);
      expect(res.status).toBe(422);
      return Object.keys(((await res.json()) as { errors: Record<string, string[]> }).errors);
    };
    expect(await bad(promo(''))).toContain('title');
    expect(await bad(promo('기간', { starts_at: '2026-05-01T10:00', ends_at: '2026-04-01T10:00' }))).toContain(
      'ends_at',
    );
    expect(await bad(promo('종류', { kind: 'company' }))).toContain('kind');
    expect(await bad({ ...promo('셀렉트'), kind: 'select', slug: 'abc' })).toContain('slug');
    expect(await bad({ ...promo('예약 주소'), kind: 'page', slug: 'diy/1' })).toContain('slug');
    expect(await bad({ ...promo('빈 주소'), kind: 'page', slug: '' })).toContain('slug');
    expect(await bad(promo('순서', { sort_order: '-1' }))).toContain('sort_order');
    const api = await as('manager');
    expect((await api.get('/api/admin/content/pages/999999')).status).toBe(404);
    expect((await publish(999999)).status).toBe(404);
    expect((await api.get('/api/admin/content/pages?kind=nope')).status).toBe(422);
    const picture = new File([new TextEncoder().encode('not a picture')], 'a.png', { type: 'image/png' });
    const res = await create(promo('사진'), 'manager', { thumb: picture });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { errors: Record<string, string[]> }).errors)).toContain('thumb');
  });

  it('a generic page made here is shown at its own address once published, and a taken address is refused', async () => {
    const slug = `guide/winter-${Date.now().toString(36)}`;
    const res = await create({ ...promo('겨울 안내'), kind: 'page', slug });
    expect(res.status, await res.clone().text()).toBe(201);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    expect((await fetch(`${url()}/contents/${slug}`)).status).toBe(404);
    await publish(id);
    const html = await (await fetch(`${url()}/contents/${slug}`)).text();
    expect(h1(html)).toBe('겨울 안내');
    const again = await create({ ...promo('같은 주소'), kind: 'page', slug });
    expect(again.status).toBe(422);
  });

  it('a cover picture is stored re-encoded as WebP and shown on the page', async () => {
    const cover = new File([new Uint8Array(bmp24(40, 20))], 'cover.bmp', { type: 'image/bmp' });
    const id = await made('사진 기획전');
    const res = await save(id, promo('사진 기획전'), { thumb: cover });
    expect(res.status, await res.clone().text()).toBe(200);
    const thumb = ((await res.json()) as { data: Revision }).data.fields.thumb_image as string;
    expect(thumb).toMatch(/^\/media\/content\/covers\/.+\.webp$/);
    expect((await fetch(`${url()}${thumb}`)).status).toBe(200);
    await publish(id);
    expect(await (await fetch(`${url()}/contents/promotion/${id}`)).text()).toContain(thumb);
  });

  it('"translate the Korean" fills English from the model, marked machine-made until a person changes it', async () => {
    const api = await as('manager');
    const res = await api.post('/api/admin/content/translate', {
      title: '겨울 캔들',
      summary: '',
      body: '<p>따뜻한 향</p>',
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { title_en: string; summary_en: string; body_en: string; machine: boolean };
    };
    expect(data).toEqual({ title_en: 'EN:겨울 캔들', summary_en: '', body_en: 'EN:<p>따뜻한 향</p>', machine: true });
    const id = await made('기계 번역 기획전', { title_en: data.title_en, machine_en: '1' });
    expect((await studio(id)).draft?.machine_en).toBe(true);
    await save(id, promo('기계 번역 기획전', { title_en: 'Winter candles', machine_en: '0' }));
    expect((await studio(id)).draft?.machine_en).toBe(false);
    // The model down: nothing filled, left for a person.
    (ai as FakeAi).mode = 'fail';
    const down = await api.post('/api/admin/content/translate', { title: '겨울', summary: '', body: '' });
    expect(((await down.json()) as { data: { machine: boolean; title_en: string } }).data).toMatchObject({
      machine: false,
      title_en: '',
    });
    (ai as FakeAi).mode = 'ok';
  });

  it('each change is in the audit log under content_page', async () => {
    const id = await made('감사 기획전');
    await publish(id);
    const res = await (await as('owner')).get(`/api/admin/audit-log?entity_type=content_page&entity_id=${id}`);
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { data: { action: string }[] }).data;
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'status']);
  });
});

describe('privacy and terms versions', () => {
  const policy = (title: string, body: string, effective_on: string) => ({
    title,
    title_en: '',
    summary: '',
    summary_en: '',
    body,
    body_en: '',
    effective_on,
    sort_order: '0',
  });

  it('each published version carries the date it takes effect and stays readable after the next', async () => {
    const list = await (await as('manager')).get('/api/admin/content/pages?kind=terms');
    const id = ((await list.json()) as { data: { id: number }[] }).data[0]?.id as number;
    const missing = await save(id, { ...policy('이용약관', '<p>날짜 없음</p>', '') });
    expect(missing.status).toBe(422);
    expect(Object.keys(((await missing.json()) as { errors: Record<string, string[]> }).errors)).toEqual([
      'effective_on',
    ]);

    expect((await save(id, policy('이용약관', '<p>제1판 약관 본문</p>', '2026-12-01'))).status).toBe(200);
    expect((await publish(id)).status).toBe(200);
    let html = await page(visitors(url()).ko, '/contents/privacy?type=terms');
    expect(html).toContain('시행일 2026.12.01');
    expect(html).toContain('제1판 약관 본문');

    expect((await save(id, policy('이용약관', '<p>제2판 약관 본문</p>', '2027-01-01'))).status).toBe(200);
    expect((await publish(id)).status).toBe(200);
    html = await page(visitors(url()).ko, '/contents/privacy?type=terms');
    expect(html).toContain('시행일 2027.01.01');
    expect(html).toContain('제2판 약관 본문');
    const earlier = html.match(/href="(\/contents\/privacy\?type=terms&amp;version=\d+)"/)?.[1]?.replace('&amp;', '&');
    expect(earlier).toBeTruthy();
    expect(html).toContain('2026.12.01 시행 버전');

    const old = await page(visitors(url()).ko, earlier as string);
    expect(old).toContain('제1판 약관 본문');
    expect(old).not.toContain('제2판 약관 본문');
    expect(old).toContain('지금 보시는 것은 이전 버전입니다.');
    expect(old).toContain('시행 2026.12.01 ~ 2027.01.01');
    expect(old).toContain('<meta name="robots" content="noindex');
    expect((await fetch(`${url()}/contents/privacy?type=terms&version=999999`)).status).toBe(404);
    expect((await fetch(`${url()}/contents/privacy?type=terms&version=abc`)).status).toBe(404);
  });
});
