import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { type RawAnswer, rawGet } from '../support/raw-request';
import { ADMIN, DEMO, loginAs } from '../support/shop-api';

type Page<T> = {
  current_page: number;
  data: T[];
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
};
type Category = { id: number; name: string; name_en: string; descendants: Category[] };

let api: ApiClient;
beforeAll(() => {
  api = new ApiClient(inject('baseUrl'));
});

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    const res = await api.get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers /readyz once the database answers', async () => {
    const body = await api.json<{ status: string; database: string }>(api.get('/readyz'));
    expect(body.status).toBe('ready');
    expect(['pglite', 'postgres']).toContain(body.database);
  });

  it('sends a request id back on every response and keeps a sane incoming one', async () => {
    const res = await api.get('/healthz', { 'X-Request-Id': 'trace-12345678' });
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
    const other = await api.get('/healthz', { 'X-Request-Id': 'bad id with spaces' });
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('categories service', () => {
  it('returns the nested tree under data with id, name, name_en and descendants', async () => {
    const body = await api.json<{ data: Category[] }>(api.get('/api/evans-cart/categories-service'));
    expect(body.data.length).toBeGreaterThan(5);
    const withChildren = body.data.find((c) => c.descendants.length > 0);
    expect(withChildren?.descendants[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), name_en: expect.any(String) }),
    );
    const depth = (c: Category): number => 1 + Math.max(0, ...c.descendants.map(depth));
    expect(Math.max(...body.data.map(depth))).toBe(3);
  });

  it('has category 12 as the Sale category', async () => {
    const body = await api.json<{ data: Category[] }>(api.get('/api/evans-cart/categories-service'));
    expect(body.data.find((c) => c.id === 12)).toMatchObject({ name: '세일', name_en: 'Sale' });
  });
});

describe('notices', () => {
  it('pages notices newest first in the spec pagination shape', async () => {
    const page = await api.json<Page<{ id: number; title: string; created_at: string; files: unknown[] }>>(
      api.get('/api/v1/notice?sort=created_at&order=desc&page=1&per_page=5'),
    );
    expect(Object.keys(page).sort()).toEqual(['current_page', 'data', 'from', 'last_page', 'per_page', 'to', 'total']);
    expect(page).toMatchObject({ current_page: 1, per_page: 5, from: 1, to: 5 });
    expect(page.total).toBeGreaterThanOrEqual(12);
    const unpinned = page.data.filter((n) => !(n as { is_pinned?: boolean }).is_pinned).map((n) => n.created_at);
    expect(unpinned).toEqual([...unpinned].sort().reverse());
    expect(page.data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: expect.any(String), files: expect.any(Array) }),
    );
  });

  it('accepts perPage as well as per_page, defaulting to 5', async () => {
    expect((await api.json<Page<unknown>>(api.get('/api/v1/notice?perPage=3'))).data).toHaveLength(3);
    expect((await api.json<Page<unknown>>(api.get('/api/v1/notice'))).per_page).toBe(5);
  });

  it('answers a page past the end with an empty page, not an error', async () => {
    const page = await api.json<Page<unknown>>(api.get('/api/v1/notice?page=999'));
    expect(page).toMatchObject({ current_page: 999, data: [], from: null, to: null });
  });

  it('refuses a negative page with 422 and field messages', async () => {
    const res = await api.get('/api/v1/notice?page=-1');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.page[0]).toEqual(expect.any(String));
    expect(body.message).toBe(body.errors.page[0]);
  });

  it('clamps an oversized per_page instead of failing', async () => {
    const page = await api.json<Page<unknown>>(api.get('/api/v1/notice?per_page=10000'));
    expect(page.per_page).toBe(100);
  });

  it('refuses an unknown sort with 422', async () => {
    const res = await api.get('/api/v1/notice?sort=password');
    expect(res.status).toBe(422);
    expect((await res.json()).errors.sort).toBeDefined();
  });

  it('lists the workshop notices separately', async () => {
    const shop = await api.json<Page<{ id: number }>>(api.get('/api/v1/notice?per_page=100'));
    const tssa = await api.json<Page<{ id: number }>>(api.get('/api/v1/notice?board=tssa&per_page=100'));
    expect(tssa.total).toBeGreaterThan(0);
    const shopIds = new Set(shop.data.map((n) => n.id));
    expect(tssa.data.some((n) => shopIds.has(n.id))).toBe(false);
  });
});

describe('popups, CMS pages, trends, instagram', () => {
  it('lists active popups with both images and links', async () => {
    const page = await api.json<Page<Record<string, unknown>>>(api.get('/api/v1/popup?active=true&page=1'));
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data.map((p) => p.type)).toContain('daily');
    for (const p of page.data) {
      expect(p).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          active: true,
          thumbnail_ko: expect.any(String),
          thumbnail_en: expect.any(String),
        }),
      );
      expect(p).toHaveProperty('link');
      expect(p).toHaveProperty('link_en');
    }
  });

  it('shows switched-off and future popups to operators only', async () => {
    expect((await api.get('/api/v1/popup?active=false')).status).toBe(401);
    expect((await new ApiClient(inject('baseUrl')).get('/api/v1/popup?active=0')).status).toBe(401);
    const member = await loginAs(inject('baseUrl'), DEMO.id, DEMO.password);
    expect((await member.get('/api/v1/popup?active=false')).status).toBe(403);
    const admin = await loginAs(inject('baseUrl'), ADMIN.id, ADMIN.password);
    const all = await admin.get('/api/v1/popup?active=false');
    expect(all.status).toBe(200);
    const active = await api.json<Page<{ active: boolean }>>(api.get('/api/v1/popup?active=true'));
    expect((await all.json()).total).toBeGreaterThanOrEqual(active.total);
  });

  it('refuses a non-boolean active flag with 422', async () => {
    expect((await api.get('/api/v1/popup?active=maybe')).status).toBe(422);
  });

  it('returns a published CMS page with its template tree and link', async () => {
    const page = await api.json<{ template: { tag: string; children?: unknown[] }; link: string | null }>(
      api.get('/api/cms/published/main-banner'),
    );
    expect(page.template.tag).toEqual(expect.any(String));
    expect(page).toHaveProperty('link');
  });

  it('answers 404 for an unknown CMS page and 404 (not 500) for a malformed name', async () => {
    expect((await api.get('/api/cms/published/no-such-page')).status).toBe(404);
    expect((await api.get('/api/cms/published/%00%3Cscript%3E')).status).toBeLessThan(500);
  });

  it('returns a trend with its template, and 404 for an unknown or non-numeric id', async () => {
    const trend = await api.json<{ id: number; template: object }>(api.get('/api/v1/trends/1'));
    expect(trend.template).toBeTypeOf('object');
    expect((await api.get('/api/v1/trends/99999')).status).toBe(404);
    expect((await api.get('/api/v1/trends/abc')).status).toBe(404);
  });

  it('keeps only jpeg/jpg instagram items, at most six', async () => {
    const body = await api.json<{ data: { id: number; media_url: string; permalink: string }[] }>(
      api.get('/api/v1/insta-feeds'),
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(6);
    for (const item of body.data) expect(item.media_url).toMatch(/jpe?g/i);
  });
});

describe('click log', () => {
  it('records a validated click', async () => {
    const res = await api.post('/api/v1/click-log', {
      click_id: 12,
      click_type: 'banner',
      click_name: 'main-banner',
      platform: 'pc',
    });
    expect(res.status).toBe(201);
  });

  it('refuses an unknown platform and missing fields with 422 field messages', async () => {
    const res = await api.post('/api/v1/click-log', { click_id: '', platform: 'tv' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['click_id', 'click_name', 'click_type', 'platform']);
  });

  it('refuses a Host header with credentials with 400, not 500', async () => {
    const port = new URL(inject('baseUrl')).port;
    for (const host of [`user:pass@127.0.0.1:${port}`, `127.0.0.1:${port}/x`]) {
      const res = await rawGet(`${inject('baseUrl')}/`, { Host: host });
      expect(res.status, host).toBe(400);
    }
  });

  it('answers a NUL character in a query or a body with 422 and the field, on pages and the API', async () => {
    const search = await api.get('/api/v1/search?keyword=%EC%BA%94%00%EB%93%A4');
    expect(search.status).toBe(422);
    expect((await search.json()).errors).toEqual({ keyword: ['입력값에 사용할 수 없는 문자가 포함되어 있습니다.'] });
    expect((await api.get('/shop/search?keyword=a%00')).status).toBe(422);
    const body = await api.post('/api/v1/login', { mb_id: 'demo\u0000', password: 'x' });
    expect(body.status).toBe(422);
    expect((await body.json()).errors.mb_id).toEqual(['입력값에 사용할 수 없는 문자가 포함되어 있습니다.']);
    expect((await api.get('/shop/product/1%00')).status).toBe(404);
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await api.request('POST', '/api/v1/click-log', '{"click_id":', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
  });
});

describe('the footer’s business details', () => {
  const footer = async (cookie: string) => {
    const res = await fetch(`${inject('baseUrl')}/customer/center?v=footer`, { headers: cookie ? { cookie } : {} });
    return ((await res.text()).match(/<footer[\s\S]*<\/footer>/)?.[0] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
  };

  it('shows the English of the legal names on English pages and the Korean on Korean ones; the account holder stays as the bank shows it', async () => {
    const en = await footer('shop_lang=en');
    expect(en).toContain('Evans Candle Co., Ltd. · CEO Evan Kim');
    expect(en).toContain('Mail-order registration No. 2019-Seoul Seongdong-01234');
    expect(en).toContain('Privacy officer Hyanggi Lee (privacy@evans-candle.com) · Hosting Evans Candle Co., Ltd.');
    expect(en).toContain('Account holder (주)에반스캔들');
    const ko = await footer('');
    expect(ko).toContain('대표 에반 김');
    expect(ko).toContain('통신판매업신고 제2019-서울성동-01234호');
    expect(ko).toContain('개인정보보호책임자 이향기 (privacy@evans-candle.com) · 호스팅 (주)에반스캔들');
  });
});

describe('announcement bar', () => {
  const topBar = async (cookie: string) => {
    const res = await fetch(`${inject('baseUrl')}/customer/center?v=topbar`, { headers: cookie ? { cookie } : {} });
    const html = await res.text();
    return html.match(/<div class="topbar"[^>]*>.*?<a [^>]*>(.*?)<\/a>/s)?.[1]?.replace(/<[^>]+>/g, '');
  };

  it("states the free-shipping threshold of the shop's settings in the page's currency, dollars rounded", async () => {
    // The seed's settings: free shipping from 50,000 won, 1,400 won to the dollar.
    expect(await topBar('')).toBe('₩50,000 이상 구매 시 무료배송 · 평일 오후 2시 이전 주문 당일 출고');
    // A threshold in dollars is rounded to whole dollars (₩50,000 is $35.71 when charged).
    expect(await topBar('shop_lang=en')).toBe(
      'Free shipping over $36 · Orders before 2 pm on weekdays ship the same day',
    );
    // A currency goes with its language: a cookie naming another pair changes nothing.
    expect(await topBar('shop_lang=en; shop_currency=krw')).toMatch(/^Free shipping over \$36 · /);
    expect(await topBar('shop_lang=kr; shop_currency=usd')).toMatch(/^₩50,000 이상 구매 시 무료배송/);
  });
});

describe('API conventions', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await api.get('/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).message).toEqual(expect.any(String));
  });

  it('answers a method the route does not take with 405 JSON', async () => {
    const res = await api.request('DELETE', '/api/v1/insta-feeds');
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('tags GET JSON with an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await api.get('/api/evans-cart/categories-service');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await api.get('/api/evans-cart/categories-service', { 'If-None-Match': etag ?? '' });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('refuses a state-changing call without the XSRF header', async () => {
    const res = await api.post(
      '/api/v1/click-log',
      { click_id: 1, click_type: 'x', click_name: 'y', platform: 'pc' },
      { 'X-XSRF-TOKEN': '' },
    );
    expect(res.status).toBe(403);
  });

  it('refuses a state-changing call from a foreign origin even with the token', async () => {
    const res = await api.post(
      '/api/v1/click-log',
      { click_id: 1, click_type: 'x', click_name: 'y', platform: 'pc' },
      { Origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });

  it('never leaks a stack trace', async () => {
    const res = await api.get('/api/v1/notice?page=1e400');
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).not.toMatch(/at .+\.(ts|js|mjs):\d+/);
  });
});

describe('built assets', () => {
  const base = () => inject('baseUrl');
  async function fontFacesUrl(): Promise<string> {
    const html = await (await fetch(`${base()}/`)).text();
    const href = /<link rel="stylesheet" href="(\/_astro\/pretendard[^"]+\.css)"/.exec(html)?.[1];
    expect(href, 'the page links its font faces stylesheet').toBeTruthy();
    return `${base()}${href}`;
  }

  it('sends scripts and stylesheets precompressed, Brotli first, cached for a year', async () => {
    const url = await fontFacesUrl();
    const br = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/css/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toContain('@font-face');
    const gz = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toContain('@font-face');
  });

  it('sends the plain file to clients that take no compression, and 404 for unknown assets', async () => {
    const url = await fontFacesUrl();
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('@font-face');
    const missing = await fetch(`${base()}/_astro/nothing-here.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(missing.status).toBe(404);
  });
});

describe('page compression', () => {
  it('answers zstd, Brotli or gzip by what the client accepts, and plain to clients that take none', async () => {
    const base = inject('baseUrl');
    // A new address each time, so the page is rendered for the request, not taken from the page cache.
    let n = 0;
    const path = () => `/customer/shipment-cost?v=${++n}`;
    const codingFor = async (accept: string) =>
      (await fetch(`${base}${path()}`, { headers: { 'Accept-Encoding': accept } })).headers.get('content-encoding');
    expect(await codingFor('gzip, deflate, br, zstd')).toBe('zstd');
    expect(await codingFor('gzip, deflate, br')).toBe('br');
    expect(await codingFor('gzip')).toBe('gzip');
    expect(await codingFor('identity')).toBeNull();
    const page = await fetch(`${base}${path()}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(await page.text()).toContain('</html>');
  });

  it('answers later clients of a shared page in their own coding, from the copy its first client got', async () => {
    const url = `${inject('baseUrl')}/customer/shipment-cost?v=shared`;
    const get = (accept: string) => fetch(url, { headers: { 'Accept-Encoding': accept } });
    const first = await get('gzip, deflate, br, zstd');
    expect(first.headers.get('content-encoding')).toBe('zstd');
    const html = await first.text();
    expect(html).toContain('</html>');
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'zstd'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const hit = await get(accept);
      expect(hit.headers.get('content-encoding')).toBe(coding);
      expect(hit.headers.get('vary')).toContain('Accept-Encoding');
      expect(await hit.text()).toBe(html);
    }
  });
});

describe('kept pages go through every rule of the middleware', () => {
  const raw = (path: string, headers: Record<string, string> = {}) =>
    rawGet(`${inject('baseUrl')}${path}`, { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers });
  /** Headers that differ by request by design: its id, its new XSRF token, the connection's, the cache's state. */
  const comparable = (r: RawAnswer) =>
    Object.fromEntries(
      Object.entries(r.headers)
        .filter(
          ([name]) => !['x-request-id', 'date', 'connection', 'keep-alive', 'x-astro-cache', 'age'].includes(name),
        )
        .map(([name, value]) => [name, name === 'set-cookie' ? String(value).replace(/=[^;]+/, '=…') : value]),
    );

  it('sends a kept page exactly as it was sent when it was rendered, with its own request id and XSRF cookie', async () => {
    for (const cookie of ['', 'shop_lang=en']) {
      // A page no other file of this run's shared server writes to: a category page is dropped from the
      // cache when a product's stock changes, as restock-alerts.test.ts does at the same time.
      const path = `/customer/shipment-cost?v=kept-${cookie.length}`;
      const first = await raw(path, cookie ? { cookie } : {});
      expect(first.status).toBe(200);
      expect(first.headers['x-astro-cache']).toBe('MISS');
      const kept = await raw(path, cookie ? { cookie } : {});
      expect(kept.status).toBe(200);
      expect(kept.headers['x-astro-cache']).toBe('HIT');
      expect(kept.body.equals(first.body)).toBe(true);
      expect(comparable(kept)).toEqual(comparable(first));
      expect(kept.headers['content-encoding']).toBe('zstd');
      expect(kept.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(kept.headers['set-cookie']?.[0]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
      // A session cookie, even one naming no session, is never sent the shared copy.
      const personal = await raw(path, { cookie: [cookie, 'shop_session=not-a-session'].filter(Boolean).join('; ') });
      expect(personal.headers['x-astro-cache']).toBeUndefined();
      expect(personal.headers['cache-control']).toBe('private, no-store');
    }
  });

  it("still shows the old site's hosts the moved notice for a page kept for everyone else", async () => {
    const path = '/shop/category/3?v=moved';
    expect((await raw(path)).status).toBe(200);
    const old = await raw(path, { host: 'www.evanscandle.co.kr', 'accept-encoding': 'identity' });
    expect(old.body.toString()).toContain('https://www.evans-candle.com/shop/category/3?v=moved');
  });
});
