import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../config.ts', async (importOriginal) => {
  const real = (await importOriginal()) as { config: Record<string, unknown> };
  return { ...real, config: { ...real.config, cacheBus: 'local', cacheProvider: 'memory', cacheMb: 8 } };
});

const { routeCache } = await import('./route-cache.ts');
const { clearPageStore } = await import('./page-store.ts');
const { invalidate } = await import('./invalidation.ts');

type Options = { maxAge?: number; swr?: number; tags?: string[] };

/** The parts of Astro's context the route cache reads, for one request. */
function context(path: string, cookies: Record<string, string> = {}, set: string[] = []) {
  let options: Options = {};
  const ctx = {
    request: new Request(`http://shop.test${path}`, { headers: { 'accept-encoding': 'gzip' } }),
    url: new URL(`http://shop.test${path}`),
    locals: { lang: 'kr', currency: 'krw', session: undefined },
    cookies: {
      has: (name: string) => name in cookies,
      *headers() {
        yield* set;
      },
    },
    cache: {
      enabled: true,
      get options() {
        return options;
      },
      set(o: Options | false) {
        options = o === false ? {} : { ...options, ...o };
      },
    },
  };
  return ctx;
}

/** A page that declares `policy` and says which render it is. */
function pageRenderer(policy: Options) {
  let renders = 0;
  const next = (ctx: ReturnType<typeof context>, setCookie = false) =>
    vi.fn(async () => {
      renders++;
      ctx.cache.set(policy);
      if (setCookie)
        ctx.cookies.headers = function* () {
          yield 'own=1';
        };
      await new Promise((r) => setTimeout(r, 5));
      return new Response(`<p>render ${renders}</p>`.repeat(100), { headers: { 'content-type': 'text/html' } });
    });
  return { next, renders: () => renders };
}

async function ask(path: string, page: ReturnType<typeof pageRenderer>, cookies: Record<string, string> = {}) {
  const ctx = context(path, cookies);
  const next = page.next(ctx);
  const res = await routeCache(ctx as never, next as never);
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  const body = (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString();
  return { res, ctx, next, body };
}

afterEach(() => {
  vi.useRealTimers();
  clearPageStore();
});

describe('route cache (the middleware step)', () => {
  it('renders once, then answers from the kept copy without rendering', async () => {
    const page = pageRenderer({ maxAge: 30, swr: 60, tags: ['category:1'] });
    const first = await ask('/shop/category/1', page);
    expect(first.res.headers.get('x-astro-cache')).toBe('MISS');
    const again = await ask('/shop/category/1', page);
    expect(again.res.headers.get('x-astro-cache')).toBe('HIT');
    expect(again.next).not.toHaveBeenCalled();
    expect(again.body).toBe(first.body);
    expect(page.renders()).toBe(1);
  });

  it('renders a page once for a burst of first visitors', async () => {
    const page = pageRenderer({ maxAge: 30, swr: 60 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask('/shop/best-seller', page)));
    expect(page.renders()).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('past its time, sends the kept copy and renders the page again behind it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const page = pageRenderer({ maxAge: 30, swr: 60 });
    const first = await ask('/', page);
    vi.setSystemTime(Date.now() + 31_000);
    const late = await ask('/', page);
    expect(late.res.headers.get('x-astro-cache')).toBe('STALE');
    expect(late.body).toBe(first.body);
    await vi.waitFor(() => expect(page.renders()).toBe(2));
    await new Promise((r) => setTimeout(r, 20));
    const fresh = await ask('/', page);
    expect(fresh.res.headers.get('x-astro-cache')).toBe('HIT');
    expect(fresh.body).toContain('render 2');
    // Past its window too: rendered for the visitor who asks.
    vi.setSystemTime(Date.now() + 100_000);
    expect((await ask('/', page)).res.headers.get('x-astro-cache')).toBe('MISS');
  });

  it('renders again at once after an invalidation of one of its tags', async () => {
    const page = pageRenderer({ maxAge: 300, swr: 600, tags: ['product:9'] });
    await ask('/shop/product/9', page);
    await invalidate({ tags: ['product:9'] });
    const after = await ask('/shop/product/9', page);
    expect(after.res.headers.get('x-astro-cache')).toBe('MISS');
    expect(after.body).toContain('render 2');
  });

  it('keeps nothing the route did not ask to keep, nor an answer that sets a cookie of its own', async () => {
    const page = pageRenderer({});
    await ask('/customer/notice', page);
    expect((await ask('/customer/notice', page)).res.headers.get('x-astro-cache')).toBeNull();
    const cookied = pageRenderer({ maxAge: 30 });
    for (let i = 0; i < 2; i++) {
      const ctx = context('/language');
      const res = await routeCache(ctx as never, cookied.next(ctx, true) as never);
      expect(res.headers.get('x-astro-cache')).toBeNull();
    }
    expect(cookied.renders()).toBe(2);
  });

  it('never answers a member or a cart holder from the kept copies, and tells nobody to keep theirs', async () => {
    const page = pageRenderer({ maxAge: 30, swr: 60 });
    await ask('/shop/category/2', page);
    for (const cookies of [{ shop_session: 'x' }, { shop_cart: 'y' }]) {
      const mine = await ask('/shop/category/2', page, cookies);
      expect(mine.next).toHaveBeenCalledOnce();
      expect(mine.res.headers.get('x-astro-cache')).toBeNull();
      expect(mine.res.headers.get('cache-control')).toBe('private, no-store');
      expect(mine.ctx.cache.options).toEqual({});
    }
  });
});
