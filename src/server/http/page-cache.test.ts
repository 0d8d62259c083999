import { beforeEach, describe, expect, it } from 'vitest';
import { cachedPage, clearPageCache, pageCacheKey, storePage } from './page-cache';

beforeEach(clearPageCache);

describe('page cache', () => {
  it('keys pages by language, currency and full address', () => {
    expect(pageCacheKey(new URL('http://x/shop/category/3?page=2'), 'en', 'usd')).toBe(
      'en|usd|/shop/category/3?page=2',
    );
  });

  it('serves a stored page until its time is up, without the cookies it was sent with', async () => {
    const res = new Response('<h1>홈</h1>', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=1' } });
    const now = 1_000_000;
    const sent = await storePage('k', res, 15, now);
    expect(await sent.text()).toBe('<h1>홈</h1>');
    const hit = cachedPage('k', false, now + 14_000);
    expect(await hit?.text()).toBe('<h1>홈</h1>');
    expect(hit?.headers.get('set-cookie')).toBeNull();
    expect(cachedPage('k', false, now + 15_001)).toBeUndefined();
  });

  it('answers gzip-accepting clients with the bytes gzipped once when stored', async () => {
    const { gunzipSync } = await import('node:zlib');
    await storePage('g', new Response('<p>향</p>'.repeat(100), { headers: { 'Content-Type': 'text/html' } }), 15);
    const hit = cachedPage('g', true);
    expect(hit?.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await (hit as Response).arrayBuffer())).toString()).toBe('<p>향</p>'.repeat(100));
  });

  it('gives each hit the length of the bytes it sends, plain or gzipped, whatever length it was stored with', async () => {
    const html = '<p>향</p>'.repeat(100);
    const bytes = new TextEncoder().encode(html).byteLength;
    const stored = new Response(html, { headers: { 'Content-Type': 'text/html', 'Content-Length': String(bytes) } });
    await storePage('len', stored, 15);
    const zipped = cachedPage('len', true) as Response;
    expect(Number(zipped.headers.get('content-length'))).toBe((await zipped.arrayBuffer()).byteLength);
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(bytes);
    const plain = cachedPage('len', false) as Response;
    expect(Number(plain.headers.get('content-length'))).toBe(bytes);
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
  });
});
