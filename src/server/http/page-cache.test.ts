import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedPage, clearPageCache, pageCacheKey, pageCacheUsage, storePage } from './page-cache';

beforeEach(clearPageCache);
afterEach(() => vi.unstubAllEnvs());

const html = '<p>향</p>'.repeat(200);
const page = (body = html, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html', ...headers } });
const CHROME = 'gzip, deflate, br, zstd';

describe('page cache', () => {
  it('keys pages by language, currency and full address', () => {
    expect(pageCacheKey(new URL('http://x/shop/category/3?page=2'), 'en', 'usd')).toBe(
      'en|usd|/shop/category/3?page=2',
    );
  });

  it('serves a stored page until its time is up, without the cookies it was sent with', async () => {
    const now = 1_000_000;
    const sent = await storePage('k', page('<h1>홈</h1>', { 'Set-Cookie': 'a=1' }), 15, null, now);
    expect(await sent.text()).toBe('<h1>홈</h1>');
    const hit = await cachedPage('k', null, now + 14_000);
    expect(await hit?.text()).toBe('<h1>홈</h1>');
    expect(hit?.headers.get('set-cookie')).toBeNull();
    expect(await cachedPage('k', null, now + 15_001)).toBeUndefined();
  });

  it('answers each hit in the coding its client takes best: zstd, then Brotli, then gzip', async () => {
    await storePage('c', page(), 15, CHROME);
    const z = (await cachedPage('c', CHROME)) as Response;
    expect(z.headers.get('content-encoding')).toBe('zstd');
    expect(zstdDecompressSync(Buffer.from(await z.arrayBuffer())).toString()).toBe(html);
    const br = (await cachedPage('c', 'gzip, br')) as Response;
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gz = (await cachedPage('c', 'gzip')) as Response;
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const plain = (await cachedPage('c', 'identity')) as Response;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('keeps a page only compressed, in the coding of the client that rendered it, and sends it those bytes', async () => {
    const plain = new TextEncoder().encode(html).byteLength;
    const sent = await storePage('z', page(), 15, CHROME);
    expect(sent.headers.get('content-encoding')).toBe('zstd');
    expect(sent.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = new Uint8Array(await sent.arrayBuffer());
    expect(Number(sent.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(zstdDecompressSync(bytes).toString()).toBe(html);
    // Only the compressed copy is held: far less than the plain page.
    expect(pageCacheUsage()).toEqual({ pages: 1, bytes: bytes.byteLength });
    expect(bytes.byteLength).toBeLessThan(plain / 4);
    const hit = new Uint8Array(await ((await cachedPage('z', CHROME)) as Response).arrayBuffer());
    expect(hit).toEqual(bytes);
    expect(pageCacheUsage().bytes).toBe(bytes.byteLength);
    // A client that takes no compression gets the page unpacked, and nothing more is kept.
    const unpacked = (await cachedPage('z', null)) as Response;
    expect(unpacked.headers.get('content-encoding')).toBeNull();
    expect(await unpacked.text()).toBe(html);
    expect(pageCacheUsage().bytes).toBe(bytes.byteLength);
  });

  it('makes a copy in another coding once, from the stored copy, on the first hit that asks for it', async () => {
    await storePage('once', page(), 15, CHROME);
    const stored = pageCacheUsage().bytes;
    const first = (await cachedPage('once', 'gzip')) as Response;
    const gz = new Uint8Array(await first.arrayBuffer());
    expect(gunzipSync(gz).toString()).toBe(html);
    expect(pageCacheUsage().bytes).toBe(stored + gz.byteLength);
    const again = new Uint8Array(await ((await cachedPage('once', 'gzip')) as Response).arrayBuffer());
    expect(again).toEqual(gz);
    expect(pageCacheUsage().bytes).toBe(stored + gz.byteLength);
  });

  it('keeps the plain page when its client took no compression, and compresses it for later clients', async () => {
    const plain = new TextEncoder().encode(html).byteLength;
    const sent = await storePage('p', page(), 15, null);
    expect(sent.headers.get('content-encoding')).toBeNull();
    expect(await sent.text()).toBe(html);
    expect(pageCacheUsage().bytes).toBe(plain);
    const z = (await cachedPage('p', CHROME)) as Response;
    const bytes = new Uint8Array(await z.arrayBuffer());
    expect(zstdDecompressSync(bytes).toString()).toBe(html);
    expect(pageCacheUsage().bytes).toBe(plain + bytes.byteLength);
  });

  it('gives each hit the length of the bytes it sends, whatever length the page was stored with', async () => {
    const bytes = new TextEncoder().encode(html).byteLength;
    await storePage('len', page(html, { 'Content-Length': String(bytes) }), 15, null);
    const zipped = (await cachedPage('len', 'gzip')) as Response;
    expect(Number(zipped.headers.get('content-length'))).toBe((await zipped.arrayBuffer()).byteLength);
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(bytes);
    const plain = (await cachedPage('len', null)) as Response;
    expect(Number(plain.headers.get('content-length'))).toBe(bytes);
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('holds at most PAGE_CACHE_MB megabytes, dropping the least recently used pages first', async () => {
    vi.stubEnv('PAGE_CACHE_MB', '1');
    const big = 'x'.repeat(200 * 1024);
    for (const key of ['a', 'b', 'c', 'd']) await storePage(key, page(big), 60, null);
    // 'a' is used again, so 'b' is now the oldest.
    expect(await cachedPage('a', null)).toBeDefined();
    await storePage('e', page(big), 60, null);
    await storePage('f', page(big), 60, null);
    expect(await cachedPage('b', null)).toBeUndefined();
    expect(await cachedPage('a', null)).toBeDefined();
    expect(await cachedPage('f', null)).toBeDefined();
    // A page larger than a quarter of the budget is sent but not kept.
    await storePage('huge', page('y'.repeat(300 * 1024)), 60, null);
    expect(await cachedPage('huge', null)).toBeUndefined();
  });
});
