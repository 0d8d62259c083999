/**
 * The route cache: pages and GET endpoints declare their policy and tags with `Astro.cache.set`
 * (`./policies.ts`), and this last step of the middleware answers anonymous requests from the
 * copies kept in this process (`./page-store.ts`) or keeps the answer it lets through.
 *
 * Why a step of the middleware and not a provider's `onRequest`: Astro runs a provider's
 * `onRequest` outside the middleware, so a hit would skip everything the middleware does for every
 * request (request id, security headers, the log line, a new visitor's XSRF cookie, access rules,
 * legacy addresses, the old host's notice). Here every request, kept or not, has gone through all
 * of it before the cache is asked. The provider (`./provider.ts`) turns the same declarations into
 * CDN headers when a proxy keeps pages instead (`CACHE_PROVIDER=cdn`).
 *
 * Shared means anonymous: a request with a session or a cart cookie is never answered from, nor
 * kept into, the shared copies, and its answer says `private, no-store`. The language and currency
 * the page is rendered in are part of the key, with the host, the path and the query (sorted, less
 * the tracking parameters that do not change what is shown).
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { CART_COOKIE } from '../cart/cart-owner.ts';
import { config } from '../config.ts';
import { etagOf, ifNoneMatchHits } from '../http/etag.ts';
import { logger } from '../log.ts';
import { SESSION_COOKIE } from '../members/session.service.ts';
import { copyFor, keep, lookUp, type StoredAnswer } from './page-store.ts';
import { LAYOUT_TAGS } from './policies.ts';

/** Query parameters that only say where a visitor came from; they never change a page. */
const TRACKING =
  /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|_ga|_gl|mc_cid|mc_eid|n_media|n_query|n_rank|n_ad|n_campaign_type)$/i;

/** Headers that belong to one request and are never kept with a shared copy. */
const OWN_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'x-request-id',
  'etag',
  'age',
  'x-astro-cache',
]);

export type CacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

/** Whether this request may be answered from or kept into the shared copies. */
export function isShared(ctx: Pick<APIContext, 'request' | 'cookies' | 'locals' | 'url'>): boolean {
  if (ctx.request.method !== 'GET') return false;
  if (ctx.cookies.has(SESSION_COOKIE) || ctx.cookies.has(CART_COOKIE)) return false;
  if (ctx.locals.session) return false;
  return !ctx.url.pathname.startsWith('/_');
}

/** The key of a shared copy: host, path, query (sorted, tracking removed), language and currency. */
export function routeCacheKey(url: URL, lang: string, currency: string): string {
  return `${lang}|${currency}|${url.host}${pathOf(url)}`;
}

function pathOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of [...params.keys()]) if (TRACKING.test(name)) params.delete(name);
  params.sort();
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Answers in flight by key: a burst of first visitors renders a page once, not once each. */
const rendering = new Map<string, Promise<StoredAnswer | undefined>>();

/** The last step of the middleware (see above). */
export async function routeCache(ctx: APIContext, next: MiddlewareNext): Promise<Response> {
  if (!isShared(ctx)) {
    const response = await next();
    // Nothing personal goes to a shared cache, here or in front of the shop.
    if (ctx.cache.enabled) ctx.cache.set(false);
    if (ctx.request.method === 'GET' && !response.headers.has('cache-control'))
      response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  if (config.cacheProvider !== 'memory') return next();

  const key = routeCacheKey(ctx.url, ctx.locals.lang, ctx.locals.currency);
  const found = lookUp(key);
  if (found?.freshness === 'fresh') return send(ctx, key, found.answer, 'HIT');
  if (found?.answer.renewing) return send(ctx, key, found.answer, 'STALE');
  if (found) {
    // Past its time but within its window: this visitor gets the copy, and the page is rendered
    // again behind it for the next.
    found.answer.renewing = true;
    render(ctx, next, key).then(
      () => undefined,
      (err) => {
        found.answer.renewing = false;
        logger.warn({ err, key }, 'a shared page could not be rendered again; its copy stays until its time is up');
      },
    );
    return send(ctx, key, found.answer, 'STALE');
  }
  const under = rendering.get(key);
  if (under) {
    const answer = await under.catch(() => undefined);
    if (answer) return send(ctx, key, answer, 'HIT');
  }
  return render(ctx, next, key, true);
}

/**
 * Renders the request and keeps the answer when the route asked for it (`Astro.cache.set` with a
 * `maxAge`), it is a 200, and it sets no cookie of its own. Returns what to send.
 */
function render(ctx: APIContext, next: MiddlewareNext, key: string, forVisitor = false): Promise<Response> {
  const cookiesBefore = cookieCount(ctx);
  let settle: (answer: StoredAnswer | undefined) => void = () => {};
  const flight = new Promise<StoredAnswer | undefined>((resolve) => (settle = resolve));
  rendering.set(key, flight);
  const done = (answer: StoredAnswer | undefined) => {
    if (rendering.get(key) === flight) rendering.delete(key);
    settle(answer);
  };
  return (async () => {
    let response: Response;
    try {
      response = await next();
    } catch (err) {
      done(undefined);
      throw err;
    }
    const options = ctx.cache.options;
    const keepIt =
      (options.maxAge ?? 0) > 0 &&
      response.status === 200 &&
      !response.headers.has('set-cookie') &&
      !response.headers.has('content-encoding') &&
      cookieCount(ctx) === cookiesBefore &&
      response.body !== null;
    if (!keepIt) {
      done(undefined);
      return response;
    }
    const plain = new Uint8Array(await response.arrayBuffer());
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (!OWN_HEADERS.has(name)) headers.push([name, value]);
    if (!response.headers.has('cache-control')) headers.push(['cache-control', 'no-cache']);
    const { answer, coding, body } = await keep(
      key,
      {
        status: 200,
        headers,
        path: pathOf(ctx.url),
        tags: [...new Set([...(options.tags ?? []), ...(html ? LAYOUT_TAGS : [])])],
        // The API's validators step has already made it from the same bytes.
        etag: response.headers.get('etag') ?? etagOf(plain),
        storedAt: Date.now(),
        maxAge: options.maxAge ?? 0,
        swr: options.swr ?? 0,
      },
      plain,
      ctx.request.headers.get('accept-encoding'),
    );
    done(answer);
    return forVisitor ? answerWith(ctx, answer, coding, body, 'MISS') : response;
  })();
}

function cookieCount(ctx: APIContext): number {
  let n = 0;
  for (const _ of ctx.cookies.headers()) n++;
  return n;
}

async function send(ctx: APIContext, key: string, answer: StoredAnswer, state: CacheState): Promise<Response> {
  const { coding, body } = await copyFor(key, answer, ctx.request.headers.get('accept-encoding'));
  return answerWith(ctx, answer, coding, body, state);
}

function answerWith(
  ctx: APIContext,
  answer: StoredAnswer,
  coding: string | undefined,
  body: Uint8Array<ArrayBuffer>,
  state: CacheState,
): Response {
  const headers = new Headers(answer.headers);
  headers.set('ETag', answer.etag);
  headers.set('X-Astro-Cache', state);
  headers.set('Age', String(Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000))));
  headers.append('Vary', 'Accept-Encoding');
  if (ifNoneMatchHits(ctx.request.headers.get('if-none-match'), answer.etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  if (coding) headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: answer.status, headers });
}
