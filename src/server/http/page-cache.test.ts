import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../log';
import { cachedPage, clearPageCache, pageCacheKey, pageCacheUsage, sharedPage, storePage } from './page-cache';

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

  describe('shared pages', () => {
    /** A render that counts itself and finishes when `release` is called. */
    function slowRender(html: string, status = 200, ttlSeconds = 15) {
      let release = () => {};
      const done = new Promise<void>((resolve) => {
        release = resolve;
      });
      const render = vi.fn(async () => {
        await done;
        return { response: new Response(html, { status, headers: { 'Content-Type': 'text/html' } }), ttlSeconds };
      });
      return { render, release };
    }
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('sends an expired page as it was while it is rendered again behind it, once, for nobody to wait on', async () => {
      await storePage('hot', page('<p>old</p>'), 15, null, Date.now() - 16_000);
      const { render, release } = slowRender('<p>new</p>');
      // The first request after its time is sent the kept page at once; the render goes on without it.
      expect(await (await sharedPage('hot', null, render)).text()).toBe('<p>old</p>');
      const others = await Promise.all([1, 2, 3].map(() => sharedPage('hot', null, render)));
      expect(await Promise.all(others.map((r) => r.text()))).toEqual(['<p>old</p>', '<p>old</p>', '<p>old</p>']);
      expect(render).toHaveBeenCalledTimes(1);
      release();
      await tick();
      expect(await (await sharedPage('hot', null, render)).text()).toBe('<p>new</p>');
      expect(render).toHaveBeenCalledTimes(1);
    });

    it('keeps sending an expired page when its new render fails, logs why, and renders it again on the next request', async () => {
      const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
      await storePage('flaky', page('<p>old</p>'), 15, null, Date.now() - 16_000);
      const failing = vi.fn(async (): Promise<{ response: Response; ttlSeconds: number }> => {
        throw new Error('database gone');
      });
      expect(await (await sharedPage('flaky', null, failing)).text()).toBe('<p>old</p>');
      await tick();
      const { render, release } = slowRender('<p>new</p>');
      release();
      expect(await (await sharedPage('flaky', null, render)).text()).toBe('<p>old</p>');
      await tick();
      expect(await (await sharedPage('flaky', null, render)).text()).toBe('<p>new</p>');
      expect(failing).toHaveBeenCalledTimes(1);
      expect(render).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ key: 'flaky', err: expect.objectContaining({ message: 'database gone' }) }),
        'a kept page could not be rendered again; its copy is kept',
      );
      warn.mockRestore();
    });

    it('renders late pages again two at a time; the others are sent as they were until their turn', async () => {
      const late = ['p1', 'p2', 'p3', 'p4'];
      for (const key of late) await storePage(key, page(`<p>old ${key}</p>`), 15, null, Date.now() - 16_000);
      const renders = late.map((key) => slowRender(`<p>new ${key}</p>`));
      const sent = await Promise.all(
        late.map((key, i) => sharedPage(key, null, (renders[i] as (typeof renders)[0]).render)),
      );
      expect(await Promise.all(sent.map((r) => r.text()))).toEqual(late.map((key) => `<p>old ${key}</p>`));
      expect(renders.map((r) => r.render.mock.calls.length)).toEqual([1, 1, 0, 0]);
      // Asked again while waiting: still the old page, and no render of its own.
      expect(await (await sharedPage('p3', null, (renders[2] as (typeof renders)[number]).render)).text()).toBe(
        '<p>old p3</p>',
      );
      renders[0]?.release();
      await tick();
      expect(renders.map((r) => r.render.mock.calls.length)).toEqual([1, 1, 1, 0]);
      for (const r of renders) r.release();
      await tick();
      await tick();
      expect(renders.map((r) => r.render.mock.calls.length)).toEqual([1, 1, 1, 1]);
      const fresh = await Promise.all(
        late.map((key, i) => sharedPage(key, null, (renders[i] as (typeof renders)[0]).render)),
      );
      expect(await Promise.all(fresh.map((r) => r.text()))).toEqual(late.map((key) => `<p>new ${key}</p>`));
    });

    it('starts a waiting render at once for a visitor who asks after the page may no longer be sent', async () => {
      const now = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(now);
        for (const key of ['a', 'b', 'c']) await storePage(key, page(`<p>old ${key}</p>`), 15, null, now - 16_000);
        const busy = [slowRender('<p>new a</p>'), slowRender('<p>new b</p>')];
        await sharedPage('a', null, (busy[0] as (typeof busy)[number]).render);
        await sharedPage('b', null, (busy[1] as (typeof busy)[number]).render);
        const c = slowRender('<p>new c</p>');
        expect(await (await sharedPage('c', null, c.render)).text()).toBe('<p>old c</p>');
        expect(c.render).not.toHaveBeenCalled();
        // 31 s on, the old copy of c may no longer be sent: this visitor starts its render and waits for it.
        vi.setSystemTime(now + 31_000);
        const waited = sharedPage('c', null, c.render);
        await tick();
        expect(c.render).toHaveBeenCalledTimes(1);
        c.release();
        expect(await (await waited).text()).toBe('<p>new c</p>');
        for (const b of busy) b.release();
      } finally {
        vi.useRealTimers();
      }
    });

    it('sends no page more than 30 s past its time: later requests wait for the render under way', async () => {
      await storePage('old', page('<p>old</p>'), 15, null, Date.now() - 15_000 - 31_000);
      const { render, release } = slowRender('<p>new</p>');
      const first = sharedPage('old', null, render);
      await tick();
      const second = sharedPage('old', null, render);
      await tick();
      release();
      expect(await (await first).text()).toBe('<p>new</p>');
      expect(await (await second).text()).toBe('<p>new</p>');
      expect(render).toHaveBeenCalledTimes(1);
    });

    it('renders a page asked for by many first visitors at once only once, and sends each its own coding', async () => {
      const { render, release } = slowRender('<p>first</p>'.repeat(200));
      const first = sharedPage('cold', 'gzip', render);
      await tick();
      const others = [null, 'br', 'gzip'].map((coding) => sharedPage('cold', coding, render));
      await tick();
      release();
      const sent = await Promise.all([first, ...others]);
      expect(render).toHaveBeenCalledTimes(1);
      expect(sent.map((r) => r.headers.get('content-encoding'))).toEqual(['gzip', null, 'br', 'gzip']);
      expect(await sent[1]?.text()).toBe('<p>first</p>'.repeat(200));
    });

    it('lets requests waiting on a render that is not kept (a 404) render the page themselves', async () => {
      const { render, release } = slowRender('<p>없음</p>', 404);
      const first = sharedPage('missing', null, render);
      await tick();
      const second = sharedPage('missing', null, render);
      await tick();
      expect(render).toHaveBeenCalledTimes(1);
      release();
      expect((await first).status).toBe(404);
      expect((await second).status).toBe(404);
      expect(render).toHaveBeenCalledTimes(2);
    });

    it('does not make requests wait on one another when CACHE_SECONDS=0 keeps nothing', async () => {
      vi.stubEnv('CACHE_SECONDS', '0');
      vi.resetModules();
      const off = await import('./page-cache');
      const { render, release } = slowRender('<p>fresh</p>');
      const first = off.sharedPage('any', null, render);
      await tick();
      const second = off.sharedPage('any', null, render);
      await tick();
      expect(render).toHaveBeenCalledTimes(2);
      release();
      expect(await (await first).text()).toBe('<p>fresh</p>');
      expect(await (await second).text()).toBe('<p>fresh</p>');
      expect(off.pageCacheUsage().pages).toBe(0);
    });

    it('drops an expired page whose new render is not kept, so nobody is sent it any more', async () => {
      await storePage('gone', page('<p>old</p>'), 15, null, Date.now() - 16_000);
      const { render, release } = slowRender('<p>없음</p>', 404);
      release();
      // Sent as it was while its render is under way; that render finds it gone and drops it.
      expect((await sharedPage('gone', null, render)).status).toBe(200);
      await tick();
      expect(pageCacheUsage().pages).toBe(0);
      expect((await sharedPage('gone', null, render)).status).toBe(404);
    });

    it('renders pages that are not kept (a 404, or a time of 0) for every request', async () => {
      const missing = slowRender('<p>없음</p>', 404);
      missing.release();
      expect((await sharedPage('404', null, missing.render)).status).toBe(404);
      expect((await sharedPage('404', null, missing.render)).status).toBe(404);
      expect(missing.render).toHaveBeenCalledTimes(2);
      const own = slowRender('<p>mine</p>', 200, 0);
      own.release();
      await sharedPage('own', null, own.render);
      await sharedPage('own', null, own.render);
      expect(own.render).toHaveBeenCalledTimes(2);
      expect(pageCacheUsage().pages).toBe(0);
    });
  });
});
