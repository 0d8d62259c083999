import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { type FakeAi, startFakeAi } from '../support/fake-ai';
import { page, visitors } from '../support/html';

// The translation queue of the back office (spec §4, §7): terms waiting for English, translated by the
// model (machine-made) or approved by an editor; an editor's English is approved and shown at once.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
let ai: FakeAi | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  ai = await startFakeAi();
  shop = await adminShop('admin_translations', { AI_BASE_URL: ai.url, AI_API_KEY: 'test-key', AI_MODEL: 'stand-in' });
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await ai?.close();
});

type Term = { id: number; source: string; translation: string | null; status: string };
type Queue = {
  data: Term[];
  total: number;
  coverage: { total: number; pending: number; translated: number; reviewed: number; percent: number };
};

async function queue(query: string, who: Role = 'manager'): Promise<Queue> {
  const api = await as(who);
  const res = await api.get(`/api/admin/translations?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Queue>;
}

async function termOf(source: string): Promise<Term> {
  const found = (await queue(`q=${encodeURIComponent(source)}`)).data.find((t) => t.source === source);
  if (!found) throw new Error(`no term ${source}`);
  return found;
}

/** A term sent by a browser; the model stand-in translates it unless `down`. */
async function sent(source: string, down = false) {
  if (ai) ai.mode = down ? 'fail' : 'ok';
  const visitor = await as('visitor');
  const res = await visitor.post('/api/translation-ai/terms', { locale: 'en', terms: { [source]: source } });
  expect(res.status).toBe(200);
  if (ai) ai.mode = 'ok';
  return res.json() as Promise<Record<string, string>>;
}

describe('the translation queue', () => {
  it('is for owners and managers: staff get 403, members 403, visitors 401', async () => {
    expect((await (await as('staff')).get('/api/admin/translations')).status).toBe(403);
    expect((await (await as('member')).get('/api/admin/translations')).status).toBe(403);
    expect((await (await as('visitor')).get('/api/admin/translations')).status).toBe(401);
    expect((await (await as('owner')).get('/api/admin/translations')).status).toBe(200);
    expect((await (await as('staff')).get('/admin/content/translations')).status).toBe(403);
  });

  it('lists a term the model translated as machine-made, one with no answer as pending, and counts the coverage', async () => {
    expect(await sent('시험용 향초 문구 하나')).toEqual({ '시험용 향초 문구 하나': 'EN:시험용 향초 문구 하나' });
    expect(await sent('시험용 향초 문구 둘', true)).toEqual({});
    expect(await termOf('시험용 향초 문구 하나')).toMatchObject({
      status: 'translated',
      translation: 'EN:시험용 향초 문구 하나',
    });
    expect(await termOf('시험용 향초 문구 둘')).toMatchObject({ status: 'pending', translation: null });
    const pending = await queue('status=pending');
    expect(pending.data.every((t) => t.status === 'pending')).toBe(true);
    const { coverage } = pending;
    expect(coverage.total).toBe(coverage.pending + coverage.translated + coverage.reviewed);
    expect(coverage.pending).toBeGreaterThan(0);
    expect(coverage.percent).toBe(Math.floor(((coverage.translated + coverage.reviewed) / coverage.total) * 1000) / 10);
  });

  it('an editor’s English is approved and shown on the English pages at once, and audited', async () => {
    const term = await termOf('시험용 향초 문구 둘');
    const manager = await as('manager');
    const res = await manager.request('PUT', `/api/admin/translations/${term.id}`, {
      translation: 'Test candle line two',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).data).toMatchObject({ status: 'reviewed', translation: 'Test candle line two' });
    const { en } = visitors((shop as NonNullable<typeof shop>).url);
    const pkg = await en.json<Record<string, string>>(en.get('/api/translation-ai/package?locale=en'));
    expect(pkg['시험용 향초 문구 둘']).toBe('Test candle line two');
    const owner = await as('owner');
    const audit = await owner.json<{ data: { entity_type: string; entity_id: number; changes: object }[] }>(
      owner.get(`/api/admin/audit-log?entity_type=translation`),
    );
    expect(audit.data.find((a) => a.entity_id === term.id)?.changes).toMatchObject({
      translation: { before: null, after: 'Test candle line two' },
      status: { before: 'pending', after: 'reviewed' },
    });
  });

  it('approves a machine-made translation as it stands, and refuses to approve a term with none (409)', async () => {
    const machine = await termOf('시험용 향초 문구 하나');
    const manager = await as('manager');
    const approved = await manager.post(`/api/admin/translations/${machine.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await approved.json()).data).toMatchObject({ status: 'reviewed', translation: 'EN:시험용 향초 문구 하나' });
    await sent('시험용 향초 문구 셋', true);
    const none = await termOf('시험용 향초 문구 셋');
    const refused = await manager.post(`/api/admin/translations/${none.id}/approve`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      '번역문이 없는 문구는 승인할 수 없습니다. 번역문을 먼저 입력해 주세요.',
    );
  });

  it('refuses an empty translation, one that drops a placeholder of its source (422), and an unknown term (404)', async () => {
    await sent('후기 {count}개 시험', true);
    const term = await termOf('후기 {count}개 시험');
    const manager = await as('manager');
    const empty = await manager.request('PUT', `/api/admin/translations/${term.id}`, { translation: '  ' });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.translation).toEqual(['번역문을 입력해 주세요.']);
    const dropped = await manager.request('PUT', `/api/admin/translations/${term.id}`, { translation: 'Reviews' });
    expect(dropped.status).toBe(422);
    expect((await dropped.json()).errors.translation).toEqual(['원문의 {count}를 번역문에도 그대로 넣어 주세요.']);
    const kept = await manager.request('PUT', `/api/admin/translations/${term.id}`, {
      translation: '{count} test reviews',
    });
    expect(kept.status).toBe(200);
    expect((await manager.request('PUT', '/api/admin/translations/99999999', { translation: 'x' })).status).toBe(404);
    expect((await manager.request('PUT', '/api/admin/translations/abc', { translation: 'x' })).status).toBe(404);
    expect((await manager.get('/api/admin/translations?status=done')).status).toBe(422);
  });

  it('the page shows the coverage figure, the filters and each term with its form', async () => {
    const owner = await as('owner');
    const html = await page(owner, '/admin/content/translations?status=reviewed');
    expect(html).toMatch(/영어 번역률 [\d.]+%/);
    expect(html).toContain('data-admin-action="/api/admin/translations/');
    expect(html).toContain('시험용 향초 문구 둘');
  });

  it('measures the English share of every kind of page as a new visitor gets it, page by page', async () => {
    const manager = await as('manager');
    const html = await page(manager, '/admin/content/translations/coverage');
    const overall = html.match(/영어 사이트 전체 ([\d.]+)%/);
    expect(Number(overall?.[1])).toBeGreaterThan(90);
    for (const path of ['/', '/shop/cart', '/customer/faq', '/tssa', '/contents/diy']) {
      expect(html).toContain(`>${path}</code>`);
    }
    expect(html).toMatch(/>\/shop\/product\/\d+<\/code>/);
    expect(html).toMatch(/>\/shop\/category\/\d+<\/code>/);
    expect(html).not.toContain('재지 못했습니다');
    // The English titles of the pages, as the English site shows them.
    expect(html).toContain('FAQ | Evans Candle');
    expect((await (await as('staff')).get('/admin/content/translations/coverage')).status).toBe(403);
  });
});
