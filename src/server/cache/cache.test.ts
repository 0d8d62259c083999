import { afterEach, describe, expect, it, vi } from 'vitest';

// Every message stays in this process: the rules below are the caches' own, not the transport's.
vi.mock('../config.ts', async (importOriginal) => {
  const real = (await importOriginal()) as { config: Record<string, unknown> };
  return { ...real, config: { ...real.config, cacheBus: 'local', cacheProvider: 'memory', cacheMb: 1 } };
});

const { invalidate, onInvalidate, payloads } = await import('./invalidation.ts');
const { sharedCache } = await import('./lru.ts');
const { clearPageStore, copyFor, keep, lookUp, pageStoreUsage } = await import('./page-store.ts');
const { cachePolicy, CACHE_POLICIES, tags } = await import('./policies.ts');
const { cdnHeaders } = await import('./provider.ts');
const { routeCacheKey } = await import('./route-cache.ts');
const { decodeFrom } = await import('../http/compress.ts');

const page = new TextEncoder().encode('<p>향을 짓는 시간</p>'.repeat(200)) as Uint8Array<ArrayBuffer>;
const answer = (over: { tags?: string[]; path?: string; maxAge?: number; swr?: number; storedAt?: number } = {}) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  path: over.path ?? '/shop/category/1',
  tags: over.tags ?? ['category:1'],
  etag: 'W/"x"',
  storedAt: over.storedAt ?? Date.now(),
  maxAge: over.maxAge ?? 30,
  swr: over.swr ?? 60,
});

afterEach(() => clearPageStore());

describe('cache policies', () => {
  it('names three policies, each with a time a copy is fresh and a window it is sent stale while renewed', () => {
    expect(Object.keys(CACHE_POLICIES)).toEqual(['short', 'content', 'long']);
    for (const p of Object.values(CACHE_POLICIES)) expect(p.swr).toBeGreaterThan(0);
    expect(cachePolicy('short', [tags.product(7)])).toEqual({ maxAge: 30, swr: 60, tags: ['product:7'] });
  });
});

describe('route cache key', () => {
  it('holds language, currency, host, path and the sorted query, without tracking parameters', () => {
    const a = routeCacheKey(
      new URL('http://shop.test/shop/category/1?sort=new&page=2&utm_source=x&fbclid=y'),
      'kr',
      'krw',
    );
    const b = routeCacheKey(new URL('http://shop.test/shop/category/1?page=2&sort=new'), 'kr', 'krw');
    expect(a).toBe(b);
    expect(routeCacheKey(new URL('http://shop.test/shop/category/1?page=2&sort=new'), 'en', 'usd')).not.toBe(b);
    expect(routeCacheKey(new URL('http://old.test/shop/category/1?page=2&sort=new'), 'kr', 'krw')).not.toBe(b);
  });
});

describe('kept answers (page store)', () => {
  it('is fresh for its maxAge, then stale for its swr window, then gone', async () => {
    await keep('k', answer({ storedAt: 0, maxAge: 30, swr: 60 }), page, 'gzip');
    expect(lookUp('k', 30_000)?.freshness).toBe('fresh');
    expect(lookUp('k', 30_001)?.freshness).toBe('stale');
    expect(lookUp('k', 90_000)?.freshness).toBe('stale');
    expect(lookUp('k', 90_001)).toBeUndefined();
    expect(lookUp('k', 0)).toBeUndefined();
  });

  it('is dropped by an invalidation of any of its tags or of its address, and by nothing else', async () => {
    await keep('a', answer({ tags: ['product:1', 'products'], path: '/shop/product/1' }), page, null);
    await keep('b', answer({ tags: ['product:2'], path: '/shop/product/2' }), page, null);
    await invalidate({ tags: ['product:3'] });
    expect(lookUp('a')).toBeDefined();
    await invalidate({ tags: ['products'] });
    expect(lookUp('a')).toBeUndefined();
    expect(lookUp('b')).toBeDefined();
    await invalidate({ path: '/shop/product/2' });
    expect(lookUp('b')).toBeUndefined();
  });

  it('keeps a compressed copy and makes another coding from it when a client asks for one', async () => {
    const { body, coding } = await keep('c', answer(), page, 'gzip');
    expect(coding).toBe('gzip');
    expect(body.byteLength).toBeLessThan(page.byteLength / 5);
    const found = lookUp('c');
    const br = await copyFor('c', found?.answer as never, 'br');
    expect(br.coding).toBe('br');
    expect(new TextDecoder().decode(await decodeFrom('br', br.body))).toBe(new TextDecoder().decode(page));
    const plain = await copyFor('c', found?.answer as never, null);
    expect(plain.coding).toBeUndefined();
    expect(plain.body.byteLength).toBe(page.byteLength);
    expect(pageStoreUsage().bytes).toBeGreaterThan(body.byteLength);
  });

  it('holds at most CACHE_MB, dropping the least recently used first', async () => {
    const big = new Uint8Array(200 * 1024).map((_, i) => (i * 7919) % 251) as Uint8Array<ArrayBuffer>;
    for (let i = 0; i < 8; i++) await keep(`big${i}`, answer(), big, null);
    expect(pageStoreUsage().bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(lookUp('big0')).toBeUndefined();
    expect(lookUp('big7')).toBeDefined();
  });
});

describe('small caches (lru-cache)', () => {
  it('loads a key once for every caller asking at the same time', async () => {
    let loads = 0;
    const cache = sharedCache<number>({
      name: 'test once',
      tags: ['settings'],
      load: async () => {
        loads++;
        await new Promise((r) => setTimeout(r, 10));
        return 42;
      },
    });
    expect(await Promise.all([cache.get('x'), cache.get('x'), cache.get('x')])).toEqual([42, 42, 42]);
    expect(loads).toBe(1);
    expect(await cache.get('x')).toBe(42);
    expect(loads).toBe(1);
  });

  it('drops entries when a tag they carry is invalidated, here or (by the same listener) in another process', async () => {
    let n = 0;
    const whole = sharedCache<number>({ name: 'test whole', tags: ['categories'], load: async () => ++n });
    const byKey = sharedCache<string>({
      name: 'test by key',
      tags: (key) => [tags.product(key)],
      load: async (key) => `${key}:${++n}`,
    });
    const first = await whole.get('tree');
    const one = await byKey.get('1');
    const two = await byKey.get('2');
    await invalidate({ tags: ['product:1'] });
    expect(await whole.get('tree')).toBe(first);
    expect(await byKey.get('1')).not.toBe(one);
    expect(await byKey.get('2')).toBe(two);
    await invalidate({ tags: ['categories'] });
    expect(await whole.get('tree')).not.toBe(first);
    await invalidate({ all: true });
    expect(byKey.size).toBe(0);
  });

  it('gives a fresh read to a caller whose load was under way when its tag was invalidated', async () => {
    let version = 1;
    const cache = sharedCache<number>({
      name: 'test race',
      tags: ['settings'],
      load: async () => {
        const read = version;
        await new Promise((r) => setTimeout(r, 20));
        return read;
      },
    });
    const pending = cache.get('all');
    version = 2;
    await invalidate({ tags: ['settings'] });
    expect(await pending).toBe(2);
  });
});

describe('invalidation messages', () => {
  it('reach every listener of this process at once', async () => {
    const seen: string[][] = [];
    const off = onInvalidate((what) => seen.push(what.tags));
    await invalidate({ tags: ['notice', 'notice'] });
    await invalidate({ tags: [] });
    off();
    expect(seen).toEqual([['notice']]);
  });

  it('split a large invalidation into messages under NOTIFY’s 8000 bytes', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `product:${i}`);
    const out = payloads({ tags: many, paths: ['/a'] });
    expect(out.length).toBeGreaterThan(1);
    for (const p of out) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    const back = out.flatMap((p) => (JSON.parse(p) as { t: string[] }).t);
    expect(back).toEqual(many);
  });
});

describe('CDN headers', () => {
  it('turn a policy into s-maxage, CDN-Cache-Control and the page’s tags with the layout’s', () => {
    const h = cdnHeaders(cachePolicy('content', [tags.product(3)]));
    expect(h.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
    expect(h.get('cdn-cache-control')).toBe('max-age=300, stale-while-revalidate=600');
    expect(h.get('cache-tag')?.split(',')).toEqual(expect.arrayContaining(['product:3', 'settings', 'categories']));
    expect([...cdnHeaders({ tags: ['x'] })]).toEqual([]);
  });
});
