/**
 * Rendered HTML of public pages that opt in (`Astro.locals.cacheSeconds`), kept briefly per
 * language, currency and address. Only anonymous requests read or fill it: the middleware renders
 * pages afresh for members and for visitors holding a cart, whose header and hearts are their own.
 *
 * A page is stored as rendered; it is compressed when a client first asks for it again, once per
 * coding (zstd, Brotli, gzip), and that copy is kept beside it. Most pages of a long tail (a deep
 * page in a rare sort) are never asked for twice, and then cost nothing more than their rendering.
 * The cache holds at most PAGE_CACHE_MB megabytes (64 by default), dropping the least recently
 * used pages first.
 */
import { type Coding, codingFor, encodeAs } from './compress';

type Entry = {
  at: number;
  ttl: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** Compressed copies made for hits so far; a promise while one is being made. */
  coded: Partial<Record<Coding, Promise<Uint8Array<ArrayBuffer>>>>;
  /** Bytes held: the body and every finished copy. */
  bytes: number;
};

const entries = new Map<string, Entry>();
let heldBytes = 0;

function budgetBytes(): number {
  const mb = Number(process.env.PAGE_CACHE_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : 64) * 1024 * 1024;
}

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

function drop(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  heldBytes -= entry.bytes;
}

function makeRoom(budget: number): void {
  while (heldBytes > budget && entries.size > 0) drop(entries.keys().next().value as string);
}

/** The stored page, in the coding the client takes best; undefined when none is stored or it has expired. */
export async function cachedPage(
  key: string,
  acceptEncoding: string | null,
  now = Date.now(),
): Promise<Response | undefined> {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (now - hit.at > hit.ttl * 1000) {
    drop(key);
    return undefined;
  }
  // Most recently used last, so that the oldest goes first when room is needed.
  entries.delete(key);
  entries.set(key, hit);
  const headers = new Headers(hit.headers);
  headers.append('Vary', 'Accept-Encoding');
  let body = hit.body;
  const wanted = codingFor(acceptEncoding, hit.body.byteLength);
  if (wanted) {
    let copy = hit.coded[wanted];
    if (!copy) {
      copy = encodeAs(wanted, hit.body);
      hit.coded[wanted] = copy;
      copy.then(
        (bytes) => {
          if (entries.get(key) !== hit) return;
          hit.bytes += bytes.byteLength;
          heldBytes += bytes.byteLength;
          makeRoom(budgetBytes());
        },
        () => delete hit.coded[wanted],
      );
    }
    body = await copy;
    headers.set('Content-Encoding', wanted);
  }
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
  // Each hit sets its own length (plain or compressed); cookies belong to the visitor who filled it.
  const headers = [...response.headers].filter(
    ([name]) => !['set-cookie', 'content-length'].includes(name.toLowerCase()),
  );
  drop(key);
  const budget = budgetBytes();
  if (body.byteLength <= budget / 4) {
    entries.set(key, { at: now, ttl, status: response.status, headers, body, coded: {}, bytes: body.byteLength });
    heldBytes += body.byteLength;
    makeRoom(budget);
  }
  return new Response(body, { status: response.status, headers: response.headers });
}

/** Pages kept and the bytes they hold, compressed copies included. */
export function pageCacheUsage(): { pages: number; bytes: number } {
  return { pages: entries.size, bytes: heldBytes };
}

export function clearPageCache(): void {
  entries.clear();
  heldBytes = 0;
}
