import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { settings } from '~/server/db/schema';
import { answerKeptPage } from '~/server/http/kept-page-answer';
import { clearPageCache, pageCacheKey, sharedPage, storePage } from '~/server/http/page-cache';
import { clearSettingsCache } from '~/server/settings/settings.service';
import { rawGet } from '../support/raw-request';

// The kept-page answer runs before Astro (scripts/serve.mjs); whatever it declines or hands back
// goes to "Astro", here a stand-in that answers 299 so that a test sees who answered.
let base = '';
let server: http.Server;
const ASTRO = 299;

function astro(_req: IncomingMessage, res: ServerResponse) {
  res.writeHead(ASTRO, { 'content-type': 'text/plain' });
  res.end('astro');
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!answerKeptPage(req, res, () => astro(req, res))) astro(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const html = '<main>소이 캔들 14개</main>'.repeat(100);
const keep = (path: string, lang = 'kr', currency = 'krw', ttl = 15, now = Date.now()) =>
  storePage(
    pageCacheKey(new URL(`http://shop${path}`), lang, currency),
    new Response(html, { headers: { 'Content-Type': 'text/html' } }),
    ttl,
    'zstd',
    now,
  );

async function setOldHosts(hosts: string[]) {
  const db = await getDb();
  const value = { old_hosts: hosts, new_origin: 'https://new.example' };
  await db
    .insert(settings)
    .values({ key: 'migration', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  clearSettingsCache();
}

beforeEach(async () => {
  clearPageCache();
  await setOldHosts([]);
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawGet(`${base}${path}`, { 'accept-encoding': 'zstd', ...headers }, method);

describe('kept pages answered before Astro', () => {
  it('sends an anonymous visitor the kept page with its coding, length, request id, security headers and a new XSRF cookie', async () => {
    await keep('/shop/category/3');
    const res = await get('/shop/category/3');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html');
    expect(res.headers['content-encoding']).toBe('zstd');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
    expect(zstdDecompressSync(res.body).toString()).toBe(html);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['set-cookie']).toHaveLength(1);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
  });

  it('sends no new XSRF cookie to a visitor who has one, and keeps a sane incoming request id', async () => {
    await keep('/');
    const res = await get('/', { cookie: 'XSRF-TOKEN=mine', 'x-request-id': 'edge-req-12345' });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('edge-req-12345');
  });

  it('unpacks the page for a client that takes no compression', async () => {
    await keep('/');
    const res = await get('/', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(html);
  });

  it("answers in the visitor's language and currency: each has its own kept copy", async () => {
    await keep('/shop/new-item', 'en', 'usd');
    expect((await get('/shop/new-item')).status).toBe(ASTRO);
    expect((await get('/shop/new-item', { cookie: 'shop_lang=en' })).status).toBe(200);
    expect((await get('/shop/new-item', { cookie: 'shop_lang=en; shop_currency=krw' })).status).toBe(ASTRO);
  });

  it('keys the page by its whole address, query included', async () => {
    await keep('/shop/category/3?sort=popular&page=2');
    expect((await get('/shop/category/3?sort=popular&page=2')).status).toBe(200);
    expect((await get('/shop/category/3?page=2&sort=popular')).status).toBe(ASTRO);
    expect((await get('/shop/category/3')).status).toBe(ASTRO);
  });

  it('leaves members and visitors with a cart to Astro: their pages are their own', async () => {
    await keep('/');
    expect((await get('/', { cookie: `shop_session=${'a'.repeat(43)}` })).status).toBe(ASTRO);
    expect((await get('/', { cookie: 'shop_cart=abc' })).status).toBe(ASTRO);
    expect((await get('/', { cookie: 'shop_cart=' })).status).toBe(ASTRO);
  });

  it('leaves other methods, the API, health checks, legacy addresses and member pages to Astro', async () => {
    for (const path of ['/api/v1/products', '/healthz', '/moved', '/shop/item.php?it_id=5', '/my-page', '/admin']) {
      await keep(path);
      expect((await get(path)).status, path).toBe(ASTRO);
    }
    await keep('/');
    expect((await get('/', {}, 'HEAD')).status).toBe(ASTRO);
    expect((await get('/', { 'content-type': 'text/plain' }, 'POST')).status).toBe(ASTRO);
  });

  it("hands the old site's hosts to Astro, which shows them the moved notice", async () => {
    await keep('/');
    await setOldHosts(['old-shop.example']);
    expect((await get('/', { host: 'www.old-shop.example' })).status).toBe(ASTRO);
    expect((await get('/')).status).toBe(200);
  });

  it('hands an expired page to Astro, unless its next render is under way', async () => {
    await keep('/shop/best-seller', 'kr', 'krw', 15, Date.now() - 16_000);
    expect((await get('/shop/best-seller')).status).toBe(ASTRO);
    // While a request renders it again, the others are sent the copy they had.
    let finish = () => {};
    const rendering = sharedPage(
      pageCacheKey(new URL('http://shop/shop/best-seller'), 'kr', 'krw'),
      'zstd',
      () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({ response: new Response(html, { headers: { 'Content-Type': 'text/html' } }), ttlSeconds: 15 });
        }),
    );
    expect((await get('/shop/best-seller')).status).toBe(200);
    finish();
    await rendering;
    expect((await get('/shop/best-seller')).status).toBe(200);
  });
});
