import ky, {
  type AfterResponseState,
  type BeforeErrorState,
  type BeforeRequestState,
  isHTTPError,
  type Options,
} from 'ky';
import { HTTP_TIMEOUT_MS, LIST_CACHE_TTL_MS } from './constants';
import { cachedEtag, dropEtag, forget, remember, storeEtag } from './http-cache';
import { ApiError, isSilent, messageOf, parseJson, reportHttpError, showDeleteMessage } from './http-errors';

export { clearHttpCache, remember } from './http-cache';
export { ApiError, type FieldErrors, groupFieldErrors } from './http-errors';

export type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * ky options plus `silent`, which turns off the message dialogs (navigation on 401/404 still happens),
 * and `handles`, statuses the caller answers itself with neither dialog nor navigation (a look-up's
 * 404 is a "no match" shown beside its form, not a missing page).
 */
export interface RequestOptions extends Options {
  silent?: boolean;
  handles?: readonly number[];
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const raw = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return raw === undefined ? undefined : decodeURIComponent(raw.slice(prefix.length));
}

function sendTokens({ request }: BeforeRequestState): void {
  // Laravel keeps the XSRF token in a readable cookie and checks it against this header.
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
  const cached = request.method === 'GET' ? cachedEtag(request.url) : undefined;
  if (cached) request.headers.set('If-None-Match', cached.etag);
}

async function applyEtag({ request, response }: AfterResponseState): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined;
  if (response.status === 304) {
    const cached = cachedEtag(request.url);
    if (cached?.data !== undefined) {
      return new Response(JSON.stringify(cached.data), { headers: { 'content-type': 'application/json' } });
    }
    // Nothing to reuse: forget the tag so the next call fetches in full, and let ky throw for the 304.
    dropEtag(request.url);
    return undefined;
  }
  const etag = response.headers.get('etag');
  if (response.ok && etag) storeEtag(request.url, etag, parseJson(await response.text()));
  return undefined;
}

async function announceDelete({ request, response, options }: AfterResponseState): Promise<void> {
  if (request.method !== 'DELETE' || !response.ok || isSilent(options.context)) return;
  const message = messageOf(parseJson(await response.text()));
  if (message) showDeleteMessage(message);
}

function toApiError({ error, options }: BeforeErrorState): Error {
  if (!isHTTPError(error)) return error;
  const apiError = new ApiError(error);
  const handled = (options.context as { handles?: readonly number[] }).handles ?? [];
  if (!handled.includes(apiError.status)) reportHttpError(apiError, isSilent(options.context));
  return apiError;
}

/** The one HTTP client of the browser code. */
export const http = ky.create({
  timeout: HTTP_TIMEOUT_MS,
  // The legacy client never retried; a retry would also delay the error dialogs.
  retry: 0,
  credentials: 'include',
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  // Empty bodies (204, some DELETEs) read as undefined instead of failing to parse.
  parseJson,
  hooks: {
    beforeRequest: [sendTokens],
    afterResponse: [applyEtag, announceDelete],
    beforeError: [toApiError],
  },
});

function kyOptions({ silent, handles, ...options }: RequestOptions = {}): Options {
  if (!silent && !handles) return options;
  return {
    ...options,
    context: { ...options.context, ...(silent ? { silent } : {}), ...(handles ? { handles } : {}) },
  };
}

/** Drops undefined and null so equal queries give the same string and share one list-cache entry. */
function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

export function getJson<T>(url: string, options?: RequestOptions): Promise<T> {
  return http.get(url, kyOptions(options)).json<T>();
}

const listKey = (url: string) => `list:${url}?`;

/** A list page, held for LIST_CACHE_TTL_MS after it arrives. */
export function getList<T>(url: string, query?: Query, options?: RequestOptions): Promise<T> {
  const searchParams = toSearchParams(query);
  return remember(
    `${listKey(url)}${searchParams}`,
    () => getJson<T>(url, { ...options, searchParams }),
    LIST_CACHE_TTL_MS,
  );
}

/** After a change to a collection its cached pages are stale. */
export function forgetList(url: string): void {
  forget(listKey(url));
}

export function postJson<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return http.post(url, { ...kyOptions(options), json: body }).json<T>();
}

export function putJson<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return http.put(url, { ...kyOptions(options), json: body }).json<T>();
}

export function patchJson<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return http.patch(url, { ...kyOptions(options), json: body }).json<T>();
}

export function deleteJson<T>(url: string, options?: RequestOptions): Promise<T> {
  return http.delete(url, kyOptions(options)).json<T>();
}

/** multipart/form-data POST; the browser writes the boundary, so no content type is set here. */
export function postForm<T>(url: string, body: FormData, options?: RequestOptions): Promise<T> {
  return http.post(url, { ...kyOptions(options), body }).json<T>();
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1']);
const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** Sentry's tracePropagationTargets: trace headers only to our own and local servers, never to third parties. */
export function shouldPropagateTrace(url: string, ownOrigin: string): boolean {
  // No scheme and no '//': the browser resolves it against the page, i.e. our own server.
  if (!ABSOLUTE_URL.test(url)) return true;
  try {
    const target = new URL(url, ownOrigin);
    return LOCAL_HOSTNAMES.has(target.hostname) || target.origin === new URL(ownOrigin).origin;
  } catch {
    return false;
  }
}
