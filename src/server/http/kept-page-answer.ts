/**
 * Kept pages answered straight from Node's request and response, before Astro's request pipeline.
 *
 * A page the page cache holds costs little to send, but going through Astro first builds a Fetch
 * `Request`, its `Headers`, the middleware's context and cookies, a `Response` around the kept
 * bytes and a stream to write them from. Under load that was most of what a kept page cost, and
 * every page rendered meanwhile waited behind it. `scripts/serve.mjs` offers each request here
 * first; whatever is not an anonymous GET for a page held right now goes on to Astro untouched.
 *
 * The answer is the one the middleware (`src/middleware.ts`) gives the same request from the same
 * cache, by the same rules and with the same modules: legacy addresses, `/healthz`, `/moved` and
 * the API are left to Astro; so are pages that need a member, visitors with a session or a cart
 * cookie, a database that is not ready, and the old site's hosts (the moved notice). The headers
 * are the kept page's, with its coding and length, the request id, the security headers and a new
 * visitor's XSRF cookie; each request is logged as the middleware logs it. Error monitoring needs
 * no start here: a page is kept only after the middleware has rendered it.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { CART_COOKIE } from '../cart/cart-owner.ts';
import { ensureReady } from '../db/migrate.ts';
import { CURRENCY_COOKIE, LANG_COOKIE, localeOf } from '../i18n/locale.ts';
import { logger } from '../log.ts';
import { SESSION_COOKIE } from '../members/session.service.ts';
import { shopSettings } from '../settings/settings.service.ts';
import { accessFor } from './access.ts';
import { readCookieHeader } from './cookie-header.ts';
import { newXsrfToken, XSRF_COOKIE, xsrfSetCookie } from './csrf.ts';
import { legacyRedirect } from './legacy-redirects.ts';
import { isOldHost } from './migration.ts';
import { holdsPage, keptCopy, pageCacheKey } from './page-cache.ts';
import { requestIdFrom, SECURITY_HEADERS } from './response-headers.ts';
import { isHttps } from './secure.ts';

/** Where `scripts/serve.mjs` finds the answer once the shop's middleware has been loaded. */
export const KEPT_PAGE_ANSWER = Symbol.for('evans-candle.kept-page-answer');

/** `fallback` hands the request to Astro; it is called at most once, and only after `true` was returned. */
export type KeptPageAnswer = (req: IncomingMessage, res: ServerResponse, fallback: () => void) => boolean;

export function registerKeptPageAnswer(): void {
  (globalThis as Record<symbol, unknown>)[KEPT_PAGE_ANSWER] = answerKeptPage;
}

/** The address Astro builds for a request (`createRequestFromNodeRequest`), or undefined when it would build another. */
function addressOf(req: IncomingMessage): URL | undefined {
  const host = req.headers.host;
  if (typeof host !== 'string' || !host) return undefined;
  const protocol = (req.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
  const href = `${protocol}://${host}${req.url ?? ''}`;
  return URL.canParse(href) ? new URL(href) : undefined;
}

/**
 * Answers `req` from the page cache when it is an anonymous GET for a page held now; returns false,
 * having done nothing, when Astro should answer it. After returning true it either answers or calls
 * `fallback`, when a check that has to wait (the database, the shop's settings, the copy itself)
 * says Astro should.
 */
export function answerKeptPage(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean {
  const started = performance.now();
  if (req.method !== 'GET') return false;
  const url = addressOf(req);
  if (!url) return false;
  const { pathname } = url;
  if (pathname.startsWith('/api/') || pathname === '/healthz' || pathname === '/moved') return false;
  if (legacyRedirect(url)) return false;
  const access = accessFor(pathname);
  if (access !== 'public' && access !== 'visitor-only') return false;
  const cookies = readCookieHeader(req.headers.cookie);
  if (cookies.has(SESSION_COOKIE) || cookies.has(CART_COOKIE)) return false;
  const { lang, currency } = localeOf(cookies.get(LANG_COOKIE), cookies.get(CURRENCY_COOKIE));
  const key = pageCacheKey(url, lang, currency);
  if (!holdsPage(key)) return false;
  send(req, res, url, key, cookies.get(XSRF_COOKIE), started).then(
    (sent) => {
      if (!sent) fallback();
    },
    (err) => {
      if (res.headersSent) {
        logger.error({ err }, 'kept page not sent');
        res.destroy();
      } else fallback();
    },
  );
  return true;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  key: string,
  xsrf: string | undefined,
  started: number,
): Promise<boolean> {
  try {
    await ensureReady();
  } catch {
    return false; // Astro answers 503 and logs why.
  }
  const { migration } = await shopSettings();
  if (migration && isOldHost(url.hostname, migration.old_hosts)) return false;
  const copy = await keptCopy(key, req.headers['accept-encoding']);
  if (!copy) return false;
  const incoming = req.headers['x-request-id'];
  const requestId = requestIdFrom(typeof incoming === 'string' ? incoming : undefined, randomUUID);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of copy.headers) headers[name] = value;
  headers['x-request-id'] = requestId;
  for (const [name, value] of SECURITY_HEADERS) headers[name] = value;
  if (!xsrf) headers['set-cookie'] = xsrfSetCookie(newXsrfToken(), isHttps(url));
  res.writeHead(copy.status, headers);
  res.end(copy.body);
  logger.info(
    {
      requestId,
      method: 'GET',
      path: url.pathname,
      status: copy.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
  return true;
}
