/**
 * Rendered HTML of public pages that opt in (`Astro.locals.cacheSeconds`), kept briefly per
 * language, currency and address. Only anonymous requests read or fill it: the middleware renders
 * pages afresh for members and for visitors holding a cart, whose header and hearts are their own.
 */
import { gzipBytes } from './compress';

type Entry = {
  at: number;
  ttl: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
};

const MAX_ENTRIES = 500;
const entries = new Map<string, Entry>();

const override = Number(process.env.CACHE_SECONDS === '' ? Number.NaN : process.env.CACHE_SECONDS);

/**
 * How long a shared page, search result or product list is kept: the caller's own time, or
 * `CACHE_SECONDS` when set (`0` keeps nothing, so that benchmarks reach the database every time).
 */
export function sharedCacheSeconds(own: number): number {
  return Number.isFinite(override) && override >= 0 ? override : own;
}

export function pageCacheKey(url: URL, lang: string, currency: string): string {
  return `${lang}|${currency}|${url.pathname}${url.search}`;
}

/** The stored page, gzipped once at store time for clients that accept it. */
export function cachedPage(key: string, acceptsGzip: boolean, now = Date.now()): Response | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (now - hit.at > hit.ttl * 1000) {
    entries.delete(key);
    return undefined;
  }
  const headers = new Headers(hit.headers);
  headers.append('Vary', 'Accept-Encoding');
  const body = acceptsGzip ? hit.gzip : hit.body;
  if (acceptsGzip) headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: hit.status, headers });
}

/** Buffers the response into the cache and returns an equivalent response to send now. */
export async function storePage(
  key: string,
  response: Response,
  ttlSeconds: number,
  now = Date.now(),
): Promise<Response> {
  const ttl = sharedCacheSeconds(ttlSeconds);
  if (ttl <= 0) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  // Each hit sets its own length (plain or gzipped); cookies belong to the visitor who filled it.
  const headers = [...response.headers].filter(
    ([name]) => !['set-cookie', 'content-length'].includes(name.toLowerCase()),
  );
  const gzip = await gzipBytes(body);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { at: now, ttl, status: response.status, headers, body, gzip });
  return new Response(body, { status: response.status, headers: response.headers });
}

export function clearPageCache(): void {
  entries.clear();
}
