import { Window } from 'happy-dom';
import { TimeoutError } from 'ky';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS, LIST_CACHE_TTL_MS, REMEMBER_TTL_MS } from './constants';
import { ApiError, clearHttpCache, getJson, getList, postJson, remember, shouldPropagateTrace } from './http';
import { type SeenRequest, startTestServer } from './test-server';

// Node's own fetch talks to a real server; happy-dom only supplies the page's cookie jar, because
// its fetch adds an HTTP cache and CORS rules of its own that would blur what is tested.
const page = new Window({ url: 'https://shop.test/' });
let server: Awaited<ReturnType<typeof startTestServer>>;
let base = '';
let seen: SeenRequest[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ({ base, seen } = server);
});
afterAll(async () => {
  server.close();
  await page.happyDOM.close();
});
beforeEach(() => {
  server.reset();
  clearHttpCache();
  vi.stubGlobal('document', page.document);
});
afterEach(() => {
  page.document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const nextTick = () => new Promise((resolve) => setImmediate(resolve));
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('expected an error'),
    (e: unknown) => e,
  );

describe('request defaults (spec 7)', () => {
  it('sends JSON with credentials included and the X-Requested-With: XMLHttpRequest header', async () => {
    let sent: Request | undefined;
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      sent = input as Request;
      return globalThis.fetch(input, init);
    };
    expect(await postJson(`${base}/echo`, { a: 1 }, { fetch })).toEqual({});
    expect(sent?.credentials).toBe('include');
    expect(seen[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    });
  });

  it('sends the URL-decoded XSRF-TOKEN cookie as X-XSRF-TOKEN on every request', async () => {
    page.document.cookie = 'XSRF-TOKEN=abc%2Bdef%3D';
    await getJson(`${base}/a`);
    await postJson(`${base}/b`, {});
    expect(seen.map((s) => s.headers['x-xsrf-token'])).toEqual(['abc+def=', 'abc+def=']);
  });

  it('sends no X-XSRF-TOKEN header when there is no XSRF-TOKEN cookie', async () => {
    await getJson(`${base}/a`);
    expect(seen[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('gives up with a timeout error after 10000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.answer(() => ({ hang: true }));
    const call = failure(getJson(`${base}/slow`));
    // Real turns of the event loop: vi.waitFor would move the fake clock while waiting.
    while (seen.length === 0) await nextTick();
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(await Promise.race([call, nextTick().then(() => 'pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toBeInstanceOf(TimeoutError);
  });
});

describe('ETag cache (spec 7, 8)', () => {
  it('stores the ETag per full URL and sends If-None-Match on the next GET of that same URL only', async () => {
    server.answer(() => ({ body: { v: 1 }, headers: { etag: '"v1"' } }));
    await getJson(`${base}/tree?lang=kr`);
    await getJson(`${base}/tree?lang=en`);
    await getJson(`${base}/tree?lang=kr`);
    expect(seen.map((s) => s.headers['if-none-match'])).toEqual([undefined, undefined, '"v1"']);
  });

  it('reuses the cached data when the server answers 304', async () => {
    server.answer((req) =>
      req.headers['if-none-match'] ? { status: 304 } : { body: { data: [1, 2] }, headers: { etag: 'W/"a"' } },
    );
    expect(await getJson(`${base}/tree`)).toEqual({ data: [1, 2] });
    expect(await getJson(`${base}/tree`)).toEqual({ data: [1, 2] });
    expect(seen).toHaveLength(2);
  });

  it('on a 304 with no cached copy drops the entry and passes the error on', async () => {
    server.answer(() => ({ headers: { etag: '"empty"' } }));
    await getJson(`${base}/blank`);
    server.answer(() => ({ status: 304 }));
    const error = await failure(getJson(`${base}/blank`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'HTTPError', status: 304 });
    server.answer(() => ({ body: { fresh: true } }));
    expect(await getJson(`${base}/blank`)).toEqual({ fresh: true });
    expect(seen.map((s) => s.headers['if-none-match'])).toEqual([undefined, '"empty"', undefined]);
  });
});

describe('list cache and remember (spec 7)', () => {
  it('holds a list for 60 seconds after fetching it, per query', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.answer((req) => ({ body: { url: req.url } }));
    expect(await getList(`${base}/notice`, { page: 1, q: undefined })).toEqual({ url: '/notice?page=1' });
    await getList(`${base}/notice`, { page: 2 });
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS - 1);
    await getList(`${base}/notice`, { page: 1 });
    expect(seen).toHaveLength(2);
    vi.advanceTimersByTime(1);
    await getList(`${base}/notice`, { page: 1 });
    expect(seen).toHaveLength(3);
  });

  it('remember shares one call for 5 seconds by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(async () => 'value');
    expect(await Promise.all([remember('k', load), remember('k', load)])).toEqual(['value', 'value']);
    vi.advanceTimersByTime(REMEMBER_TTL_MS - 1);
    await remember('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await remember('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('remember takes another time to live and forgets a failure at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up');
    await expect(remember('k', load, 1000)).rejects.toThrow('down');
    expect(await remember('k', load, 1000)).toBe('up');
    vi.advanceTimersByTime(999);
    await remember('k', load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    await remember('k', load, 1000);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('trace header targets (spec 7)', () => {
  const own = 'https://www.evans-candle.com';

  it('sends trace headers to relative, local and own addresses', () => {
    for (const url of ['/api/v1/notice', 'api/v1/notice', 'http://localhost:4321/api', 'http://127.0.0.1:8000/x']) {
      expect(shouldPropagateTrace(url, own), url).toBe(true);
    }
    expect(shouldPropagateTrace('https://www.evans-candle.com/api/v1/my-wish', own)).toBe(true);
  });

  it('sends no trace headers to third parties, even on a protocol-relative URL', () => {
    for (const url of ['https://api.tosspayments.com/v1', '//evil.test/api', 'http://www.evans-candle.com/api']) {
      expect(shouldPropagateTrace(url, own), url).toBe(false);
    }
  });
});
