import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { ApiClient } from '../support/api-client';
import { freshProducts, newKey, orderBody, place } from '../support/orders-helpers';
import { createPgCluster, type PgCluster } from '../support/pg-cluster';
import { seedDatabase, startServer } from '../support/server';

const RECOVERY_MS = 10_000;
const ANSWER_MS = 8_000;
const ROUTES = ['home', 'category', 'products', 'product', 'order'];
const TERMINATE =
  'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()';

type Sample = { sent: number; at: number; what: string; status: number; retryAfter: string | null; error?: string };
type Traffic = { samples: Sample[]; acknowledged: string[]; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ok = (s: Sample) => s.status >= 200 && s.status < 400;
const allowed = (s: Sample) => ok(s) || (s.status === 503 && Boolean(s.retryAfter));
const sentIn = (samples: Sample[], from: number, to = Number.POSITIVE_INFINITY) =>
  samples.filter((s) => s.sent >= from && s.sent < to);

/** The processes whose parent is `pid`: a cluster master's workers. */
function childPids(pid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses; state and parent pid follow its last ')'.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(name));
    } catch {
      // It ended while /proc was being read.
    }
  }
  return found.sort((a, b) => a - b);
}

function tally(samples: Sample[], byRoute = false): string {
  const counts = new Map<string, number>();
  for (const s of samples) {
    let key = s.status === 0 ? `no answer (${s.error})` : String(s.status);
    if (s.status === 503 && !s.retryAfter) key = '503 without Retry-After';
    if (byRoute) key = `${s.what} ${key}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k}×${n}`).join(', ') || 'none';
}

/**
 * Visitors browsing (pages and the product list) and visitors ordering by bank transfer, each order
 * asked again with its Idempotency-Key until the shop acknowledges it, as a checkout page would.
 */
function traffic(base: string, pages: [string, string][], buyers: ApiClient[], itemIds: number[]): Traffic {
  const samples: Sample[] = [];
  const acknowledged: string[] = [];
  const until = Date.now() + 60_000;
  let stopping = false;
  const going = () => !stopping && Date.now() < until;

  async function timed(what: string, send: () => Promise<Response>): Promise<{ status: number; text: string }> {
    const sent = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_MS} ms`)), ANSWER_MS);
    });
    try {
      const [res, text] = await Promise.race([send().then(async (r) => [r, await r.text()] as const), late]);
      samples.push({ sent, at: Date.now(), what, status: res.status, retryAfter: res.headers.get('retry-after') });
      return { status: res.status, text };
    } catch (err) {
      const error = String((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message);
      samples.push({ sent, at: Date.now(), what, status: 0, retryAfter: null, error });
      return { status: 0, text: '' };
    } finally {
      clearTimeout(timer);
    }
  }

  async function browse(offset: number) {
    for (let i = offset; i < 3000 && going(); i++) {
      const [what, path] = pages[i % pages.length] as [string, string];
      await timed(what, () => fetch(`${base}${path}`, { redirect: 'manual' }));
      await sleep(10);
    }
  }

  async function buy(api: ApiClient, itId: number) {
    for (let n = 0; n < 300 && going(); n++) {
      const key = newKey();
      let line: number | undefined;
      for (let attempt = 0; attempt < 300 && going(); attempt++) {
        if (line === undefined) {
          const r = await timed('cart', () => api.post('/api/v1/cart/lines', { it_id: itId, quantity: 1 }));
          if (r.status === 200 || r.status === 201) line = (JSON.parse(r.text) as { line: { id: number } }).line.id;
          else if (r.status !== 503) break;
        }
        if (line !== undefined) {
          const body = orderBody([line], { password: 'outage-pass-1' });
          const r = await timed('order', () => place(api, body, key));
          if (r.status === 200 || r.status === 201) {
            acknowledged.push((JSON.parse(r.text) as { od_id: string }).od_id);
            break;
          }
          if (r.status !== 503 && r.status !== 0) break;
        }
        await sleep(100);
      }
    }
  }

  const loops = Promise.all([
    ...[0, 1, 2].map(browse),
    ...buyers.map((api, i) => buy(api, itemIds[i % itemIds.length] as number)),
  ]);
  return {
    samples,
    acknowledged,
    async stop() {
      stopping = true;
      await loops;
    },
  };
}

/** Ms from `since` until every route has answered 2xx to a request sent after it (Infinity if not in time). */
async function recovery(t: Traffic, since: number, alive: () => boolean): Promise<number> {
  while (Date.now() - since < RECOVERY_MS + 2000 && alive()) {
    const firsts = ROUTES.map((r) => t.samples.find((s) => s.sent >= since && s.what === r && s.status < 300)?.at);
    if (firsts.every((at) => at !== undefined)) return Math.max(...(firsts as number[])) - since;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}

/** Ends every connection of the shop a few times, then crashes the cluster and starts it again. */
async function outage(db: PgCluster, t: Traffic, alive: () => boolean) {
  const m = { terminate: 0, ended: 0, terminated: 0, recovery1: 0, stop: 0, stopped: 0, start: 0, up: 0, recovery2: 0 };
  await sleep(800);
  m.terminate = Date.now();
  for (let i = 0; i < 3; i++) {
    m.ended += (await db.query(TERMINATE, ['shop'])).length;
    await sleep(400);
  }
  m.terminated = Date.now();
  m.recovery1 = await recovery(t, m.terminated, alive);
  await sleep(1000);
  m.stop = Date.now();
  await db.stop('immediate');
  m.stopped = Date.now();
  await sleep(2000);
  m.start = Date.now();
  await db.start();
  m.up = Date.now();
  m.recovery2 = await recovery(t, m.up, alive);
  await sleep(1000);
  return m;
}

describe.runIf(Boolean(process.env.DATABASE_URL))('a lost database connection', () => {
  let cluster: PgCluster | undefined;
  let databaseUrl = '';

  beforeAll(async () => {
    buildIfStale({ quiet: true });
    cluster = await createPgCluster();
    databaseUrl = await cluster.createDatabase('shop');
    seedDatabase({ DATABASE_URL: databaseUrl });
  }, 170_000);
  afterAll(() => cluster?.destroy());

  it.each([1, 2])(
    'is survived by %i process(es) with no exit and no new worker: 503 with Retry-After only while the database is away, 200 within 10 s of its return, no acknowledged order lost',
    async (processes) => {
      const db = cluster as PgCluster;
      // Shared pages are not kept, so that page requests reach the database and witness the outage.
      const env = { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes), CACHE_PROVIDER: 'none' };
      const server = await startServer({ ...env, LOG_LEVEL: 'fatal' });
      let exit = '';
      server.process.on('exit', (code, signal) => {
        exit = `exited (${signal ?? code})`;
      });
      try {
        const master = server.process.pid as number;
        const items = await freshProducts(server.url, 2, 200);
        const pages: [string, string][] = [
          ['home', '/'],
          ['category', '/shop/category/1'],
          ['products', '/api/v1/products'],
          ['product', `/shop/product/${items[0]?.it_id}`],
        ];
        for (const [, path] of pages) expect((await fetch(`${server.url}${path}`)).status).toBe(200);
        const buyers = [new ApiClient(server.url), new ApiClient(server.url)];
        for (const api of buyers) await api.get('/readyz');
        const workers = childPids(master);
        expect(workers).toHaveLength(processes === 1 ? 0 : processes);

        const ids = items.map((p) => p.it_id);
        const t = traffic(server.url, pages, buyers, ids);
        let m: Awaited<ReturnType<typeof outage>>;
        try {
          m = await outage(db, t, () => exit === '');
        } finally {
          await t.stop();
        }

        const s = t.samples;
        const before = s.filter((x) => x.at < m.terminate);
        const terminated = s.filter((x) => x.at >= m.terminate && x.at < m.stop);
        const settled1 = sentIn(s, m.terminated + m.recovery1).filter((x) => x.at < m.stop);
        // Asked and answered while the database was away (a request held until it was back may well succeed).
        const down = sentIn(s, m.stopped, m.start).filter((x) => x.at < m.start);
        const settled2 = sentIn(s, m.up + m.recovery2);
        // Pages built from what the process still holds may answer 200 while the database is away.
        const needsDb = new Set(down.filter((x) => x.status === 503).map((x) => x.what));
        const since = (from: number, hit: (x: Sample) => boolean) => {
          const found = s.find((x) => x.sent >= from && hit(x));
          return found ? `${found.at - from} ms` : 'never';
        };
        const found = await db.query<{ od_id: string }>(
          'SELECT od_id FROM orders WHERE od_id = ANY($1)',
          [t.acknowledged],
          'shop',
        );
        console.log(
          [
            `database outage, ${processes} process(es): ${exit || 'no exit'}; workers ${workers.join(',') || 'none'} → ${childPids(master).join(',') || 'none'}`,
            `  before: ${tally(before)}`,
            `  ${m.ended} connections terminated: ${tally(terminated)}; every route 2xx again after ${m.recovery1} ms`,
            `  stopped (immediate): first 503 after ${since(m.stop, (x) => x.status === 503)}; ${m.start - m.stop} ms down: ${tally(down, true)}`,
            `  started (${m.up - m.start} ms to accept connections): first 2xx of a route that needs the database after ${since(m.up, (x) => needsDb.has(x.what) && x.status < 300)}, every route after ${m.recovery2} ms`,
            `  after recovery: ${tally(settled2)}; orders acknowledged ${t.acknowledged.length}, found ${found.length}; slowest answer ${Math.max(...s.map((x) => x.at - x.sent))} ms`,
          ].join('\n'),
        );

        const only2xx = (list: Sample[], when: string) =>
          expect(
            list.filter((x) => !ok(x)),
            `${when}: ${tally(list, true)}`,
          ).toEqual([]);
        expect(exit, 'the server process ended').toBe('');
        expect(childPids(master), 'workers were replaced').toEqual(workers);
        const wrong = s.filter((x) => !allowed(x));
        expect(wrong, `answers other than 2xx/3xx or 503 with Retry-After: ${tally(wrong, true)}`).toEqual([]);
        only2xx(before, 'before');
        expect(m.ended, 'no connection of the shop was there to end').toBeGreaterThan(0);
        expect(m.recovery1).toBeLessThanOrEqual(RECOVERY_MS);
        only2xx(settled1, 'after the connections were replaced');
        // Nothing can be stored while the database is away: a cart line or an order acknowledged then would be a lie.
        const written = down.filter((x) => (x.what === 'order' || x.what === 'cart') && x.status !== 503);
        expect(written, `while down: ${tally(down, true)}`).toEqual([]);
        expect(needsDb.has('cart') || needsDb.has('order'), `while down: ${tally(down, true)}`).toBe(true);
        expect(m.recovery2).toBeLessThanOrEqual(RECOVERY_MS);
        only2xx(settled2, 'after the restart');
        expect(found.map((r) => r.od_id).sort()).toEqual([...t.acknowledged].sort());
      } finally {
        await server.stop();
      }
    },
    90_000,
  );
});
