import { defineMiddleware, sequence } from 'astro:middleware';
import { randomUUID } from 'node:crypto';
import { may } from '~/server/admin/permissions';
import { listenForInvalidations } from '~/server/cache/invalidation';
import { routeCache } from '~/server/cache/route-cache';
import { config } from '~/server/config';
import { accessFor, loginUrl, pageArea } from '~/server/http/access';
import { compress } from '~/server/http/compress';
import { csrfRejection, isStateChanging, newXsrfToken, XSRF_COOKIE, xsrfCookieOptions } from '~/server/http/csrf';
import { errorPage } from '~/server/http/error-page';
import { NotFoundError, ValidationError } from '~/server/http/errors';
import { withEtag } from '~/server/http/etag';
import { legacyRedirect } from '~/server/http/legacy-redirects';
import { isOldHost } from '~/server/http/migration';
import { queryNulFields } from '~/server/http/nul';
import { errorResponse, json, unavailable } from '~/server/http/respond';
import { requestIdFrom, SECURITY_HEADERS } from '~/server/http/response-headers';
import { isHttps } from '~/server/http/secure';
import { localeFromCookies } from '~/server/i18n/locale';
import { missingTermsList } from '~/server/i18n/missing-terms';
import { translationPackage } from '~/server/i18n/translation.service';
import { logger } from '~/server/log';
import { readSession } from '~/server/members/session.service';
import { startMonitoring } from '~/server/monitoring';
import { shopSettings } from '~/server/settings/settings.service';
import { startUp } from '~/server/startup';

/**
 * Every request, kept or not, goes through these steps in order:
 * 1. `frame`: request id, language, the answer to an error, security headers, compression, the log line;
 * 2. `rules`: addresses no page holds, legacy addresses, the database, the session, access rules,
 *    the old host's notice, translations, the XSRF cookie and the check of state-changing calls;
 * 3. `routeCache`: anonymous requests answered from, or kept into, the shared copies
 *    (src/server/cache/route-cache.ts);
 * 4. `missingTermsList`: a page in English lists the terms it showed in Korean for want of a
 *    translation, for the browser to ask for (src/server/i18n/missing-terms.ts);
 * 5. `validators`: ETags and 304s for the API's JSON.
 */
const frame = defineMiddleware(async (ctx, next) => {
  const started = performance.now();
  startMonitoring(config.publicOrigin ? new URL(config.publicOrigin).hostname : ctx.url.hostname);
  const requestId = requestIdFrom(ctx.request.headers.get('x-request-id'), randomUUID);
  ctx.locals.requestId = requestId;
  const locale = localeFromCookies(ctx.cookies);
  ctx.locals.lang = locale.lang;
  ctx.locals.currency = locale.currency;
  ctx.locals.dict = undefined;
  ctx.locals.session = undefined;
  const { pathname } = ctx.url;
  const isApi = pathname.startsWith('/api/');

  let response: Response;
  try {
    response = await next();
  } catch (err) {
    response = errorResponse(err, requestId);
  }
  // An address under /api/ that no route takes (Astro's catch-all does not match line breaks) still
  // answers the API's JSON, not the 404 page.
  if (isApi && response.status === 404 && response.headers.get('content-type')?.startsWith('text/html')) {
    response = errorResponse(new NotFoundError(), requestId);
  }
  // A person opening a page gets a page, not the API's JSON, when it cannot be rendered.
  if (!isApi && response.status >= 500 && response.headers.get('content-type')?.startsWith('application/json')) {
    const retry = Number(response.headers.get('retry-after')) || undefined;
    response = errorPage(response.status === 503 ? 503 : 500, ctx.locals.lang, retry);
  }
  response = await compress(ctx.request, withFrameHeaders(response, requestId));

  logger.info(
    {
      requestId,
      method: ctx.request.method,
      path: pathname,
      status: response.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
  return response;
});

/**
 * The request id and security headers on `response`: set in place (no second Response around the
 * same body, on every request, kept pages included), or on a copy when its headers are immutable
 * (`Response.redirect`).
 */
function withFrameHeaders(response: Response, requestId: string): Response {
  try {
    response.headers.set('X-Request-Id', requestId);
    for (const [name, value] of SECURITY_HEADERS) response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set('X-Request-Id', requestId);
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

const rules = defineMiddleware(async (ctx, next) => {
  const { pathname } = ctx.url;
  const isApi = pathname.startsWith('/api/');
  const requestId = ctx.locals.requestId;
  // No address holds a NUL character; in the query it is a field error, as in a body.
  if (pathname.includes('\0') || /%00/i.test(ctx.url.pathname)) throw new NotFoundError();
  const nul = queryNulFields(ctx.url);
  if (nul) throw new ValidationError(nul);
  const moved = legacyRedirect(ctx.url);
  if (moved) return new Response(null, { status: 301, headers: { Location: moved } });

  if (pathname === '/healthz') return next();
  try {
    await startUp();
    void listenForInvalidations();
  } catch (err) {
    logger.error({ err, requestId }, 'database not ready');
    return unavailable();
  }

  ctx.locals.session = await readSession(ctx.cookies);
  if (!isApi) {
    const access = accessFor(pathname);
    const member = ctx.locals.session?.member;
    if ((access === 'member' || access === 'admin') && !member) return ctx.redirect(loginUrl(ctx.url), 302);
    if (access === 'admin' && !may(member?.admin_role, pageArea(pathname))) {
      ctx.locals.originalUrl = ctx.url.href;
      return ctx.rewrite('/403');
    }
    if (access === 'visitor-only' && member) return ctx.redirect('/my-page', 302);
  }

  if (!isApi && pathname !== '/moved' && ctx.request.method === 'GET') {
    const { migration } = await shopSettings();
    if (migration && isOldHost(ctx.url.hostname, migration.old_hosts)) {
      ctx.locals.originalUrl = ctx.url.href;
      return ctx.rewrite('/moved');
    }
  }
  if (ctx.locals.lang !== 'kr' && !isApi) ctx.locals.dict = await translationPackage(ctx.locals.lang);

  const xsrf = ctx.cookies.get(XSRF_COOKIE)?.value;
  if (!xsrf) {
    ctx.cookies.set(XSRF_COOKIE, newXsrfToken(), xsrfCookieOptions(isHttps(ctx.url)));
  }
  // Toss Payments' server calls carry no browser token; the webhook trusts nothing it is sent.
  const webhook = pathname === '/api/v1/payments/toss/webhook';
  if (isApi && !webhook && isStateChanging(ctx.request.method)) {
    const ownOrigin = config.publicOrigin ?? ctx.url.origin;
    const why = csrfRejection(ctx.request, xsrf, ownOrigin);
    if (why) {
      logger.warn({ requestId, why }, 'csrf rejected');
      return json(
        { message: '보안 토큰이 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' },
        { status: 403 },
      );
    }
  }

  const response = await next();
  // The back office is one operator's: never kept by a shared cache, never indexed.
  if (!isApi && /^\/admin(\/|$)/.test(pathname) && response.status < 300) {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  }
  return response;
});

const validators = defineMiddleware(async (ctx, next) =>
  ctx.url.pathname.startsWith('/api/') ? withEtag(ctx.request, await next()) : next(),
);

export const onRequest = sequence(frame, rules, routeCache, missingTermsList, validators);
