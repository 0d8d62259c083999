/**
 * Invalidation on write, in every process. A service that changed what pages show calls
 * `invalidate({ tags })` once its transaction has committed; the caches of this process (the route
 * cache's pages, the small caches of `./lru.ts`) drop what carries those tags at once, and the
 * message goes to every other process of the shop:
 * - PostgreSQL `LISTEN/NOTIFY` on the shop's own database when `DATABASE_URL` is set;
 * - Redis pub/sub when `REDIS_URL` is set (it is chosen first: no connection of the database's
 *   pool is held for listening);
 * - nothing more on the embedded database, which serves one process.
 * While the listening connection is down a process may miss messages, so when it is back every
 * cache of that process is emptied: a copy made before the gap is never trusted after it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { config } from '../config.ts';
import { getDb } from '../db/client.ts';
import { logger } from '../log.ts';
import { redisClient } from '../redis.ts';

export type Invalidation = {
  /** Every copy carrying any of these tags goes. */
  tags: string[];
  /** Every copy of these addresses goes (path and query, as asked). */
  paths: string[];
  /** Everything goes (after a gap in the messages, or an operator's "empty the caches"). */
  all?: boolean | undefined;
};

type Listener = (what: Invalidation) => void;

const CHANNEL = 'shop_cache';
/** NOTIFY takes at most 8000 bytes; larger lists of tags go in several messages. */
const MAX_PAYLOAD = 7000;
const RECONNECT_MS = 1000;
const self = randomUUID();
const listeners = new Set<Listener>();

/** Calls `listener` for every invalidation, from this process or another; returns its removal. */
export function onInvalidate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function apply(what: Invalidation): void {
  for (const listener of listeners) {
    try {
      listener(what);
    } catch (err) {
      logger.error({ err }, 'a cache could not drop what was invalidated');
    }
  }
}

function asList(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** Which way messages travel between processes. */
export function busKind(): 'redis' | 'postgres' | 'local' {
  return config.cacheBus;
}

type Transport = { publish(payload: string): Promise<void>; stop(): Promise<void> };
let transport: Transport | undefined;
let starting: Promise<void> | undefined;

/**
 * Drops what carries `tags` (or is at `path`) here and in every other process. Never throws: a
 * message that cannot be sent is logged, and the other processes' copies then last their time.
 */
export async function invalidate(input: {
  tags?: string | readonly string[] | undefined;
  path?: string | readonly string[] | undefined;
  all?: boolean | undefined;
}): Promise<void> {
  const what: Invalidation = { tags: [...new Set(asList(input.tags))], paths: asList(input.path), all: input.all };
  if (!what.all && what.tags.length === 0 && what.paths.length === 0) return;
  apply(what);
  if (config.cacheProvider === 'cdn' && config.cachePurgeUrl) purgeAtCdn(config.cachePurgeUrl, what);
  if (busKind() === 'local') return;
  try {
    await listenForInvalidations();
    for (const payload of payloads(what)) await transport?.publish(payload);
  } catch (err) {
    logger.warn({ err, tags: what.tags }, 'an invalidation could not reach the other processes');
  }
}

/**
 * Drops what carries `tags` in this process only (and at the CDN in front, which every process
 * shares): for a change each process sees by its own clock, such as a popup's window opening, where
 * every process that kept a copy keeps its own timer and no message need travel.
 */
export function expireHere(tags: readonly string[]): void {
  const what: Invalidation = { tags: [...new Set(tags)], paths: [] };
  if (what.tags.length === 0) return;
  apply(what);
  if (config.cacheProvider === 'cdn' && config.cachePurgeUrl) purgeAtCdn(config.cachePurgeUrl, what);
}

/**
 * Tells the CDN in front which tags and addresses to drop (`CACHE_PURGE_URL`, CDN mode): a POST of
 * `{ "tags": [...], "paths": [...], "all": bool }`, the shape a small purge worker or a CDN's
 * purge-by-tag call is adapted to. Not awaited: a CDN that does not answer in 2 s is logged, and its
 * copies then last their s-maxage.
 */
function purgeAtCdn(url: string, what: Invalidation): void {
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tags: what.tags, paths: what.paths, all: what.all === true }),
    signal: AbortSignal.timeout(2000),
  }).then(
    (res) => {
      if (!res.ok) logger.warn({ status: res.status, tags: what.tags }, 'the CDN refused a purge');
    },
    (err) => logger.warn({ err: String(err), tags: what.tags }, 'the CDN purge hook did not answer'),
  );
}

/** The messages for one invalidation, each under NOTIFY's limit. */
export function payloads(what: Invalidation): string[] {
  const out: string[] = [];
  let batch: Invalidation = { tags: [], paths: [], all: what.all };
  const flush = () => {
    out.push(JSON.stringify({ o: self, t: batch.tags, p: batch.paths, a: batch.all || undefined }));
    batch = { tags: [], paths: [] };
  };
  for (const [list, kind] of [
    [what.tags, 'tags'],
    [what.paths, 'paths'],
  ] as const) {
    for (const item of list) {
      if (JSON.stringify(batch).length + item.length > MAX_PAYLOAD) flush();
      batch[kind].push(item);
    }
  }
  flush();
  return out;
}

/** A message from another process, applied here; messages of this process were applied when sent. */
function received(payload: string): void {
  try {
    const msg = JSON.parse(payload) as { o?: string; t?: string[]; p?: string[]; a?: boolean };
    if (msg.o === self) return;
    apply({ tags: msg.t ?? [], paths: msg.p ?? [], all: msg.a === true });
  } catch (err) {
    logger.warn({ err }, 'an invalidation message could not be read');
  }
}

/** After a gap in the messages, nothing kept before it is trusted. */
function afterGap(): void {
  apply({ tags: [], paths: [], all: true });
}

/**
 * Starts listening for other processes' invalidations (once; later calls wait for the first). The
 * shop calls it on its first request; a failure to listen is logged and tried again.
 */
export function listenForInvalidations(): Promise<void> {
  if (busKind() === 'local') return Promise.resolve();
  starting ??= (busKind() === 'redis' ? redisTransport() : postgresTransport()).then(
    (made) => {
      transport = made;
    },
    (err) => {
      starting = undefined;
      logger.warn({ err }, 'cannot listen for cache invalidations yet');
    },
  );
  return starting;
}

async function postgresTransport(): Promise<Transport> {
  let client: pg.Client | undefined;
  let stopped = false;
  let hadGap = false;
  const connect = async (): Promise<void> => {
    const made = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 5000 });
    made.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) received(n.payload);
    });
    const lost = (err?: Error) => {
      if (client !== made || stopped) return;
      client = undefined;
      hadGap = true;
      logger.warn({ err: err?.message }, 'cache invalidations: listening connection lost; reconnecting');
      setTimeout(() => connect().catch(() => lost()), RECONNECT_MS).unref();
    };
    made.on('error', lost);
    made.on('end', () => lost());
    client = made;
    try {
      await made.connect();
      await made.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      lost(err as Error);
      throw err;
    }
    if (hadGap) {
      hadGap = false;
      afterGap();
    }
  };
  await connect();
  return {
    // Sent through the shop's own pool: one short statement, no connection of its own.
    async publish(payload) {
      await (await getDb()).execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    async stop() {
      stopped = true;
      await client?.end();
    },
  };
}

async function redisTransport(): Promise<Transport> {
  const publisher = redisClient() as Redis;
  const subscriber = publisher.duplicate({ connectionName: 'shop-cache', enableOfflineQueue: true });
  let lost = false;
  subscriber.on('error', (err: Error) => {
    if (!lost) logger.warn({ err: err.message }, 'cache invalidations: Redis unreachable');
    lost = true;
  });
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    afterGap();
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CHANNEL) received(message);
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(payload) {
      await publisher.publish(CHANNEL, payload);
    },
    async stop() {
      subscriber.disconnect();
    },
  };
}

/** Stops listening (the server's shutdown, and tests). */
export async function stopInvalidations(): Promise<void> {
  const running = transport;
  transport = undefined;
  starting = undefined;
  await running?.stop();
}
