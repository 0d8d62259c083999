import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { type RunningServer, seededDatabase, startServer } from '../support/server';

type Answer = {
  question: string;
  source: 'model' | 'rules';
  chips: { key: string; label: string }[];
  relaxed: { key: string; label: string }[];
  products: { it_id: number; it_name: string; default_price: { value: number | null }; reason: string }[];
  redirect: { kind: string; href: string } | null;
};

const QUESTION = '아이 방에 쓸 은은한 라벤더 디퓨저 3만원 이하';

describe('POST /api/v1/ai-search without a model', () => {
  const api = () => new ApiClient(inject('baseUrl'));

  it('reads the question with the rule-based reader: chips, and real products with reasons', async () => {
    const res = await api().post('/api/v1/ai-search', { question: QUESTION });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.source).toBe('rules');
    expect(body.chips.map((c) => c.key)).toEqual(expect.arrayContaining(['category:11', 'scent:lavender', 'price']));
    expect(body.redirect).toBeNull();
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) {
      expect(p.default_price.value).toBeLessThanOrEqual(30_000);
      expect(p.reason.length).toBeGreaterThan(0);
    }
  });

  it('a custom-making request points to the custom studio, with no chips of its words and no ordinary products', async () => {
    const res = await api().post('/api/v1/ai-search', { question: '나만의 향 디퓨저 맞춤 제작 하고 싶어요' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.redirect).toEqual({ kind: 'custom', href: '/custom' });
    expect(body.chips).toEqual([]);
    expect(body.products).toEqual([]);
  });

  it('a chip appears only for a filter the results honour: no word chip that no shown product holds', async () => {
    const res = await api().post('/api/v1/ai-search', { question: '나만 쓰는 라벤더 디퓨저 부탁해요' });
    const body = (await res.json()) as Answer;
    const words = body.chips.filter((c) => c.key.startsWith('word:')).map((c) => c.key.slice(5));
    for (const w of words) expect(body.products.some((p) => p.it_name.includes(w) || p.reason.includes(w))).toBe(true);
    expect(body.chips.map((c) => c.key)).not.toContain('word:나만');
  });

  it('taking a chip off (drop) searches again without it', async () => {
    const all = (await (await api().post('/api/v1/ai-search', { question: QUESTION })).json()) as Answer;
    const res = await api().post('/api/v1/ai-search', { question: QUESTION, drop: ['category:11'] });
    const body = (await res.json()) as Answer;
    expect(body.chips.map((c) => c.key)).not.toContain('category:11');
    expect(body.products.map((p) => p.it_id)).not.toEqual(all.products.map((p) => p.it_id));
  });

  it('refuses an empty question and one over 200 characters with 422', async () => {
    for (const question of ['', '   ']) {
      const res = await api().post('/api/v1/ai-search', { question });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string[]> }).errors.question).toBeDefined();
    }
    expect((await api().post('/api/v1/ai-search', {})).status).toBe(422);
    expect((await api().post('/api/v1/ai-search', { question: '가'.repeat(201) })).status).toBe(422);
    expect((await api().post('/api/v1/ai-search', { question: '가'.repeat(200) })).status).toBe(200);
  });

  it('answers 405 to GET', async () => {
    expect((await api().get('/api/v1/ai-search')).status).toBe(405);
  });
});

// A shop of its own, configured with a model: a local server speaking the chat-completions API.
type Mode = 'ok' | 'hang' | 'invent';
let mode: Mode = 'ok';
let model: Server;
let shop: RunningServer;
const cleanup: (() => void | Promise<void>)[] = [];

beforeAll(async () => {
  model = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (mode === 'hang') return;
    const messages = (JSON.parse(body) as { messages: { content: string }[] }).messages;
    const input = JSON.parse(messages.at(-1)?.content ?? '{}') as { candidates?: { id: number }[] };
    const answer = input.candidates
      ? {
          items: [
            { id: 987_654, reason: '지어낸 상품' },
            ...input.candidates.map((c) => ({ id: c.id, reason: '모델이 고른 이유' })),
          ],
        }
      : {
          categories: mode === 'invent' ? [11, 99_999] : [11],
          scents: ['lavender'],
          uses: ['kids'],
          max_price_krw: 30_000,
        };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(answer) } }] }));
  });
  model.listen(0, '127.0.0.1');
  await once(model, 'listening');
  const { port } = model.address() as { port: number };
  const db = await seededDatabase('aisearch');
  cleanup.push(db.cleanup);
  shop = await startServer({
    ...db.env,
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'test-model',
    // The 10 s default is a unit-tested rule; here the model gets 2 s so the fallback test is quick.
    AI_TIMEOUT_MS: '2000',
    TRUST_PROXY: 'true',
  });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  model?.closeAllConnections();
  model?.close();
  for (const fn of cleanup.reverse()) await fn();
});

let ip = 0;
/** Each test comes from an address of its own, so rate limits do not leak between tests. */
const client = () => {
  const api = new ApiClient(shop.url);
  const from = `203.0.113.${++ip}`;
  return { post: (body: unknown) => api.post('/api/v1/ai-search', body, { 'X-Forwarded-For': from }), api, from };
};

describe('POST /api/v1/ai-search with a model', () => {
  it('shows only real products, dropping ids and categories the model invents', async () => {
    mode = 'invent';
    const res = await client().post({ question: QUESTION });
    const body = (await res.json()) as Answer;
    expect(body.source).toBe('model');
    // The invented category and scent are dropped; 아이 방 (a ranking wish) is a chip only if a shown product suits it.
    expect(body.chips.map((c) => c.key).filter((k) => k !== 'use:kids')).toEqual([
      'category:11',
      'scent:lavender',
      'price',
    ]);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.map((p) => p.it_id)).not.toContain(987_654);
    for (const p of body.products) expect(p.reason).toBe('모델이 고른 이유');
  });

  it('falls back to the rule-based reader when the model does not answer within its time (AI_TIMEOUT_MS)', async () => {
    mode = 'hang';
    const started = Date.now();
    const res = await client().post({ question: `${QUESTION} 천천히` });
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.source).toBe('rules');
    expect(body.products.length).toBeGreaterThan(0);
    expect(took).toBeGreaterThanOrEqual(1_800);
    expect(took).toBeLessThan(10_000);
  }, 30_000);

  it('limits each address: past the limit 429 with Retry-After, other addresses go on', async () => {
    mode = 'ok';
    const one = client();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await one.post({ question: `라벤더 ${i}` })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const limited = await one.post({ question: '라벤더' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client().post({ question: '라벤더' })).status).toBe(200);
  });

  it('the page works without JavaScript: chips are links that ask again without that filter', async () => {
    mode = 'ok';
    const { api, from } = client();
    const get = async (path: string) => (await api.get(path, { Accept: 'text/html', 'X-Forwarded-For': from })).text();
    const html = await get(`/ai-search?q=${encodeURIComponent(QUESTION)}`);
    const chip = html.match(/href="(\/ai-search\?q=[^"]*drop=category%3A11)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(chip).toBeDefined();
    const without = await get(chip as string);
    expect(without).not.toContain('drop=category%3A11&amp;drop=category%3A11');
    expect(without).toContain('뺀 조건 되돌리기');
    expect(html).toContain('추천 이유');
  });
});
