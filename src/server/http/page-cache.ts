/**
 * Rendered HTML of public pages that opt in (`Astro.locals.cacheSeconds`), kept briefly per
 * language, currency and address. Only anonymous requests read or fill it: the middleware renders
 * pages afresh for members and for visitors holding a cart, whose header and hearts are their own.
 *
 * A page is kept compressed, in the coding the visitor who rendered it takes best (zstd for
 * today's browsers), and that visitor gets those very bytes: a 100 KB category page is held as
 * about 20 KB, so the budget holds five times as many pages as it would plain. A hit in another
 * coding is made once from that copy and kept beside it; a client that takes no compression gets
 * the page unpacked for it each time. The cache holds at most PAGE_CACHE_MB megabytes (64 by
 * default), dropping the least recently used pages first. When a page's time is up, it is sent as
 * it was while it is rendered again behind it, a few pages at a time (`sharedPage`, `renew`).
 */
import { logger } from '../log.ts';
import { type Coding, codingFor, decodeFrom, encodeAs } from './compress';
import { limitedRuns } from './limited-runs.ts';

/** How a copy of a page is held: compressed in one coding, or plain. */
type Form = Coding | 'identity';

type Entry = {
  at: number;
  ttl: number;
  status: number;
  /** As `Headers` lists them: names in lower case. */
  headers: [string, string][];
  /** Plain length of the page, which decides whether it is worth compressing. */
  size: number;
  /** The form the page was stored in; every other copy is made from it. */
  stored: Form;
  /** Copies by form; a promise while one is being made. */
  copies: Partial<Record<Form, Promise<Uint8Array<ArrayBuffer>>>>;
  /** Bytes held: every finished copy. */
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

/** How many milliseconds past its time a kept page is (negative while it is still fresh). */
function pastTime(entry: Entry, now: number): number {
  return now - entry.at - entry.ttl * 1000;
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

/** The page in `form`: the stored copy, or one made from it (kept, unless it is the plain page). */
function copyIn(key: string, hit: Entry, form: Form): Promise<Uint8Array<ArrayBuffer>> {
  const have = hit.copies[form];
  if (have) return have;
  const source = hit.copies[hit.stored] as Promise<Uint8Array<ArrayBuffer>>;
  const plain = hit.stored === 'identity' ? source : source.then((bytes) => decodeFrom(hit.stored as Coding, bytes));
  if (form === 'identity') return plain;
  const made = plain.then((bytes) => encodeAs(form, bytes));
  hit.copies[form] = made;
  made.then(
    (bytes) => {
      if (entries.get(key) !== hit) return;
      hit.bytes += bytes.byteLength;
      heldBytes += bytes.byteLength;
      makeRoom(budgetBytes());
    },
    () => delete hit.copies[form],
  );
  return made;
}

/**
 * Pages being rendered, by key: each render's own mark (so that only it clears it), telling those
 * who wait for it whether the page was kept.
 */
type Flight = {
  kept: Promise<boolean>;
  /** For a renewal waiting its turn (`renew`): starts it now. */
  start?: () => void;
};
const rendering = new Map<string, Flight>();

/** How long past its time a page may still be sent, and only while its next render is under way. */
const STALE_GRACE_MS = 30_000;

/** A kept page as it is sent: status, headers (its length and coding included) and body bytes. */
export type KeptCopy = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> };

/** Whether anything is kept under `key`: a cheap first look before the full one (`keptCopy`). */
export function holdsPage(key: string): boolean {
  return entries.has(key);
}

/**
 * The stored page, in the coding the client takes best; undefined when none is stored or it has
 * expired. An expired page is still sent while another request renders it again (for at most
 * STALE_GRACE_MS past its time), so a popular page's visitors do not queue behind that render.
 */
export async function keptCopy(
  key: string,
  acceptEncoding: string | null | undefined,
  now = Date.now(),
): Promise<KeptCopy | undefined> {
  const hit = entries.get(key);
  if (!hit) return undefined;
  const late = pastTime(hit, now);
  if (late > STALE_GRACE_MS) {
    drop(key);
    return undefined;
  }
  if (late > 0 && !rendering.has(key)) return undefined;
  // Most recently used last, so that the oldest goes first when room is needed.
  entries.delete(key);
  entries.set(key, hit);
  const wanted = codingFor(acceptEncoding ?? null, hit.size);
  const body = await copyIn(key, hit, wanted ?? 'identity');
  let varied = false;
  const headers: [string, string][] = hit.headers.map(([name, value]) => {
    if (name !== 'vary') return [name, value];
    varied = true;
    return [name, `${value}, Accept-Encoding`];
  });
  if (!varied) headers.push(['vary', 'Accept-Encoding']);
  if (wanted) headers.push(['content-encoding', wanted]);
  headers.push(['content-length', String(body.byteLength)]);
  return { status: hit.status, headers, body };
}

/** The stored page as a Response (see `keptCopy`). */
export async function cachedPage(
  key: string,
  acceptEncoding: string | null,
  now = Date.now(),
): Promise<Response | undefined> {
  const copy = await keptCopy(key, acceptEncoding, now);
  return copy && new Response(copy.body, { status: copy.status, headers: copy.headers });
}

/**
 * Compresses the page for the client that asked (`acceptEncoding`), keeps that copy and returns the
 * response to send now, already compressed.
 */
export async function storePage(
  key: string,
  response: Response,
  ttlSeconds: number,
  acceptEncoding: string | null,
  now = Date.now(),
): Promise<Response> {
  const ttl = sharedCacheSeconds(ttlSeconds);
  if (ttl <= 0 || response.headers.has('content-encoding')) return response;
  const plain = new Uint8Array(await response.arrayBuffer());
  const coding = codingFor(acceptEncoding, plain.byteLength);
  const body = coding ? await encodeAs(coding, plain) : plain;
  // Each hit sets its own length and coding; cookies belong to the visitor who filled it.
  const headers = [...response.headers].filter(
    ([name]) => !['set-cookie', 'content-length', 'content-encoding'].includes(name.toLowerCase()),
  );
  drop(key);
  const budget = budgetBytes();
  if (body.byteLength <= budget / 4) {
    const stored: Form = coding ?? 'identity';
    entries.set(key, {
      at: now,
      ttl,
      status: response.status,
      headers,
      size: plain.byteLength,
      stored,
      copies: { [stored]: Promise.resolve(body) },
      bytes: body.byteLength,
    });
    heldBytes += body.byteLength;
    makeRoom(budget);
  }
  const sent = new Headers(response.headers);
  sent.set('Content-Length', String(body.byteLength));
  if (coding) {
    sent.set('Content-Encoding', coding);
    sent.append('Vary', 'Accept-Encoding');
  }
  return new Response(body, { status: response.status, headers: sent });
}

/**
 * A shared page: from the cache, or rendered by `render` and kept for the time it gives (nothing
 * when it gives 0 or the page is not a 200). A page whose time is up (by at most STALE_GRACE_MS) is
 * sent as it was kept and rendered again behind it (when its turn comes, `renew`): no visitor
 * waits for that render, and the visitors who come meanwhile are sent the same copy. A page with no
 * copy (never asked for, or dropped) is rendered once for everyone asking at that moment: the first
 * request renders it and the others wait for it and are sent what it kept. Without this, a popular
 * page expiring or a burst of first visitors after a start was rendered by every request in flight.
 * A page that is not kept (a 404, a page with no cache time) is rendered by each request, as are all
 * pages when `CACHE_SECONDS=0` keeps nothing.
 */
export async function sharedPage(
  key: string,
  acceptEncoding: string | null,
  render: () => Promise<{ response: Response; ttlSeconds: number }>,
): Promise<Response> {
  const hit = await cachedPage(key, acceptEncoding);
  if (hit) return hit;
  if (!rendering.has(key) && isLate(key)) {
    renew(key, acceptEncoding, render);
    const late = await cachedPage(key, acceptEncoding);
    if (late) return late;
  }
  const under = rendering.get(key);
  if (under && sharedCacheSeconds(1) > 0) {
    // A renewal still waiting its turn starts now: this visitor can no longer be sent the old copy.
    under.start?.();
    if (await under.kept) {
      const shared = await cachedPage(key, acceptEncoding);
      if (shared) return shared;
    }
  }
  const { flight, settle } = markRendering(key);
  return renderAndKeep(key, acceptEncoding, render, flight, settle);
}

/** Whether the page kept under `key` is past its time, though not so far that it may no longer be sent. */
function isLate(key: string, now = Date.now()): boolean {
  const hit = entries.get(key);
  if (!hit) return false;
  const late = pastTime(hit, now);
  return late > 0 && late <= STALE_GRACE_MS;
}

/** Marks `key` as being rendered (its late copy may be sent meanwhile, and nobody else renders it). */
function markRendering(key: string): { flight: Flight; settle: (kept: boolean) => void } {
  let settle = (_kept: boolean) => {};
  const flight: Flight = { kept: new Promise((resolve) => (settle = resolve)) };
  rendering.set(key, flight);
  return { flight, settle };
}

/** Renders the page under its mark, keeps it when it may be, and returns what to send. */
async function renderAndKeep(
  key: string,
  acceptEncoding: string | null,
  render: () => Promise<{ response: Response; ttlSeconds: number }>,
  flight: Flight,
  settle: (kept: boolean) => void,
): Promise<Response> {
  let kept = false;
  try {
    const { response, ttlSeconds } = await render();
    if (ttlSeconds > 0 && response.status === 200) {
      const sent = await storePage(key, response, ttlSeconds, acceptEncoding);
      kept = entries.has(key);
      return sent;
    }
    // The page is no longer shared (a product hidden since, say): its expired copy goes too.
    const old = entries.get(key);
    if (old && pastTime(old, Date.now()) > 0) drop(key);
    return response;
  } finally {
    if (rendering.get(key) === flight) rendering.delete(key);
    settle(kept);
  }
}

/**
 * Renewals, two at a time. Nobody waits for these renders, while the pages being sent meanwhile
 * wait for every render that holds the event loop: when many pages run out of time together (they
 * were first rendered together, after a start), the rest wait their turn and are sent as they were
 * until then. A visitor who asks for one past STALE_GRACE_MS starts it at once (`sharedPage`).
 */
const renewals = limitedRuns(2);

/** Queues the late page under `key` to be rendered again behind its copy, marked as under way now. */
function renew(
  key: string,
  acceptEncoding: string | null,
  render: () => Promise<{ response: Response; ttlSeconds: number }>,
): void {
  const { flight, settle } = markRendering(key);
  const run = renewals.add(
    () =>
      renderAndKeep(key, acceptEncoding, render, flight, settle).catch((err) =>
        logger.warn({ err, key }, 'a kept page could not be rendered again; its copy is kept'),
      ),
    () => {
      if (rendering.get(key) === flight) rendering.delete(key);
      settle(false);
    },
  );
  flight.start = run.start;
}

/** Pages kept and the bytes they hold, compressed copies included. */
export function pageCacheUsage(): { pages: number; bytes: number } {
  return { pages: entries.size, bytes: heldBytes };
}

export function clearPageCache(): void {
  renewals.cancelWaiting();
  entries.clear();
  rendering.clear();
  heldBytes = 0;
}
