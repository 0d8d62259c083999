// `npx tsx bench/soak.ts [--minutes 30] [--database-url URL] [--processes 2] [--connections 20]`
// Mixed traffic for a long while against the built server on a seeded scratch PostgreSQL database,
// watching each server process's resident memory: a leak that a 10-second bench never shows
// appears here as memory that keeps growing after the warm-up. See bench/README.md.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { createScratchDatabase } from '../tests/support/scratch-db';
import { databaseEnv, seedDatabase } from '../tests/support/server';
import { cleanup, deadline, onCleanup, startBench } from './cleanup';
import { CHROME_ENCODINGS } from './options';
import { categoryTree, launchShop, untilHomeAnswers } from './shop';
import { browsableCategories, categoryPages, type Request, searchRequests } from './workload';

const USAGE = `npx tsx bench/soak.ts [options]
  --minutes M          minutes of traffic (default 30); the first 20 % are the warm-up
  --database-url URL   PostgreSQL server to create (and then drop) a scratch database on
                       (default postgres://postgres@127.0.0.1:5432/postgres)
  --processes N        server processes (WEB_CONCURRENCY, default 2)
  --connections N      visitors at once, each one request at a time (default 20)`;

type SoakOptions = { minutes: number; databaseUrl: string; processes: number; connections: number };

function parse(argv: string[]): SoakOptions | undefined {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      minutes: { type: 'string' },
      'database-url': { type: 'string' },
      processes: { type: 'string' },
      connections: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return undefined;
  const positive = (name: string, raw: string | undefined, fallback: number, whole: boolean) => {
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isFinite(n) || n <= 0 || (whole && !Number.isInteger(n))) {
      throw new Error(`--${name} takes a positive ${whole ? 'whole ' : ''}number, got ${raw}`);
    }
    return n;
  };
  const databaseUrl = values['database-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('--database-url takes a postgres:// URL');
  return {
    minutes: positive('minutes', values.minutes, 30, false),
    databaseUrl,
    processes: positive('processes', values.processes, 2, true),
    connections: positive('connections', values.connections, 20, true),
  };
}

const opts = startBench(parse, USAGE);

const WARMUP_SHARE = 0.2;
const SAMPLE_MS = 5000;
const REQUEST_TIMEOUT_MS = 10_000;
/** Products visitors order, given stock enough that a long run never sells them out. */
const ORDER_PRODUCTS = 20;
/** A member's session is ended and a new one started after this many of its visits. */
const VISITS_PER_LOGIN = 50;
const DEMO = { mb_id: 'demo', password: 'demo1234!' };
/** The order routes are reported in: visit by visit, as a visitor meets them. */
const ROUTES = [
  'GET /',
  'GET /shop/category/:id',
  'GET /shop/product/:id',
  'GET /shop/search',
  'POST /api/v1/cart/lines',
  'GET /shop/cart',
  'POST /api/v1/orders',
  'GET /shop/order/:id/confirm',
  'GET /login',
  'POST /api/v1/login',
  'GET /api/v1/orders',
  'GET /my-page',
  'GET /my-page/order',
  'GET /my-page/order/:id',
  'GET /my-page/wish-list',
  'GET /api/v1/my-wish',
  'POST /api/v1/logout',
];
const routeRank = (route: string) => (ROUTES.includes(route) ? ROUTES.indexOf(route) : ROUTES.length);

// ---------------------------------------------------------------------------------------------
// The database

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A seeded scratch database, vacuumed as a shop that has been running a while would be, with
 * the products visitors order holding plenty of stock.
 */
async function prepareDatabase(baseUrl: string): Promise<{ env: Record<string, string>; orderable: number[] }> {
  const scratch = await createScratchDatabase(baseUrl, 'soak');
  onCleanup('drop the scratch database', () => scratch.drop());
  const db = databaseEnv(scratch.url);
  console.log('Seeding the demo shop…');
  seedDatabase(db.env);
  const orderable = await withClient(scratch.url, async (c) => {
    const { rows } = await c.query<{ id: number }>(
      `select p.id from products p where p.status = 'active' and p.base_price > 0 and not p.is_custom
         and not exists (select 1 from product_options o where o.product_id = p.id) order by p.id limit $1`,
      [ORDER_PRODUCTS],
    );
    const ids = rows.map((r) => Number(r.id));
    await c.query('update products set stock = 1000000 where id = any($1::int[])', [ids]);
    await c.query('vacuum analyze');
    await c.query('checkpoint').catch((err: Error) => console.warn(`no checkpoint (${err.message})`));
    return ids;
  });
  if (orderable.length === 0) throw new Error('the seeded shop has no product without options to order');
  return { env: { ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' }, orderable };
}

// ---------------------------------------------------------------------------------------------
// Figures

type RouteFigures = { statuses: Map<string, number> };

/** What the traffic met: per route, over the whole run, and per sampling interval. */
class Figures {
  readonly whole = new Map<string, RouteFigures>();
  /** Latencies after the warm-up only, so that a cold start's slow first renders do not set the p99. */
  readonly measured = new Map<string, number[]>();
  interval = { times: [] as number[], fivexx: 0, errors: 0 };
  measuring = false;

  record(route: string, ms: number, status: number | 'error'): void {
    let r = this.whole.get(route);
    if (!r) {
      r = { statuses: new Map() };
      this.whole.set(route, r);
    }
    const key = String(status);
    r.statuses.set(key, (r.statuses.get(key) ?? 0) + 1);
    if (status === 'error') this.interval.errors++;
    else {
      this.interval.times.push(ms);
      if (status >= 500) this.interval.fivexx++;
      if (this.measuring) {
        const m = this.measured.get(route) ?? [];
        m.push(ms);
        this.measured.set(route, m);
      }
    }
  }

  takeInterval() {
    const taken = this.interval;
    this.interval = { times: [], fivexx: 0, errors: 0 };
    return taken;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------
// A browser: its own cookies, Chrome's Accept-Encoding, bodies read only when their JSON is needed

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

class RunOver extends Error {}

/** When the traffic stops, set once the setup is done. */
type Clock = { endsAt: number };

class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly figures: Figures,
    private readonly clock: Clock,
  ) {}

  /** Sends one request and records it under `route`; a visit stops at the end of the run. */
  async send(route: string, method: string, pathname: string, body?: unknown, extra: Record<string, string> = {}) {
    if (Date.now() >= this.clock.endsAt) throw new RunOver();
    const headers: Record<string, string> = { 'Accept-Encoding': CHROME_ENCODINGS, ...extra };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: Buffer | undefined;
    if (method !== 'GET') {
      payload = Buffer.from(JSON.stringify(body ?? {}));
      headers['Content-Type'] = 'application/json';
      headers.Accept = 'application/json';
      headers.Origin = this.base;
      const xsrf = this.cookies.get('XSRF-TOKEN');
      if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    }
    const started = performance.now();
    try {
      const answer = await this.exchange(method, pathname, headers, payload);
      this.figures.record(route, performance.now() - started, answer.status);
      for (const line of ([] as string[]).concat(answer.headers['set-cookie'] ?? [])) this.remember(line);
      return answer;
    } catch (err) {
      this.figures.record(route, performance.now() - started, 'error');
      throw err;
    }
  }

  private remember(line: string): void {
    const pair = line.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq < 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  private exchange(method: string, pathname: string, headers: Record<string, string>, payload?: Buffer) {
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request(`${this.base}${pathname}`, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`${method} ${pathname} timed out`)));
      req.on('error', reject);
      req.end(payload);
    });
  }
}

/** A JSON answer's value, whichever encoding the shop compressed it with. */
function json<T>(answer: Answer): T {
  const encoding = answer.headers['content-encoding'];
  const raw =
    encoding === 'zstd'
      ? zlib.zstdDecompressSync(answer.body)
      : encoding === 'br'
        ? zlib.brotliDecompressSync(answer.body)
        : encoding === 'gzip'
          ? zlib.gunzipSync(answer.body)
          : answer.body;
  return JSON.parse(raw.toString('utf8')) as T;
}

// ---------------------------------------------------------------------------------------------
// Visits

type Catalogue = {
  base: string;
  categories: Request[];
  searches: Request[];
  products: number[];
  orderable: number[];
};

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Rotations shared by every visitor, walked in order as in `npm run bench`. */
function rotation(requests: Request[]): () => string {
  let at = 0;
  return () => (requests[at++ % requests.length] as Request).path;
}

/** The member's session of one visitor slot, ended and started again after `renewAt` visits. */
type Member = { browser: Browser; visits: number; renewAt: number; orders: string[] } | undefined;

async function logIn(c: Catalogue, figures: Figures, clock: Clock): Promise<NonNullable<Member>> {
  const browser = new Browser(c.base, figures, clock);
  await browser.send('GET /login', 'GET', '/login');
  const res = await browser.send('POST /api/v1/login', 'POST', '/api/v1/login', DEMO);
  if (res.status !== 200) throw new Error(`the demo member could not log in (${res.status})`);
  const list = await browser.send('GET /api/v1/orders', 'GET', '/api/v1/orders?per_page=10');
  const orders = list.status === 200 ? json<{ data: { od_id: string }[] }>(list).data.map((o) => o.od_id) : [];
  // Spread out, so that the slots do not all log in again at the same moment.
  const renewAt = Math.round(VISITS_PER_LOGIN * (0.75 + Math.random() / 2));
  return { browser, visits: 0, renewAt, orders };
}

function visits(c: Catalogue, figures: Figures, clock: Clock) {
  const nextCategory = rotation(c.categories);
  const nextSearch = rotation(c.searches);
  const visitor = () => new Browser(c.base, figures, clock);

  /** Home, a category page, a product page. */
  const browse = async (b: Browser) => {
    await b.send('GET /', 'GET', '/');
    await b.send('GET /shop/category/:id', 'GET', nextCategory());
    await b.send('GET /shop/product/:id', 'GET', `/shop/product/${pick(c.products)}`);
  };

  /** A search of the seeded catalogue's words (Korean, initial consonants, English), and half the time a product. */
  const search = async (b: Browser) => {
    await b.send('GET /shop/search', 'GET', nextSearch());
    if (Math.random() < 0.5) await b.send('GET /shop/product/:id', 'GET', `/shop/product/${pick(c.products)}`);
  };

  /** A new visitor puts a product in a cart and looks at the cart. */
  const cart = async () => {
    const b = visitor();
    const id = pick(c.orderable);
    await b.send('GET /shop/product/:id', 'GET', `/shop/product/${id}`);
    await b.send('POST /api/v1/cart/lines', 'POST', '/api/v1/cart/lines', { it_id: id, quantity: 1 });
    await b.send('GET /shop/cart', 'GET', '/shop/cart');
  };

  /** A new visitor orders one product by bank transfer, then sees the confirmation page. */
  const order = async () => {
    const b = visitor();
    const id = pick(c.orderable);
    await b.send('GET /shop/product/:id', 'GET', `/shop/product/${id}`);
    const added = await b.send('POST /api/v1/cart/lines', 'POST', '/api/v1/cart/lines', { it_id: id, quantity: 1 });
    if (added.status >= 300) return;
    const line = json<{ line: { id: number } }>(added).line.id;
    await b.send('GET /shop/cart', 'GET', '/shop/cart');
    const placed = await b.send(
      'POST /api/v1/orders',
      'POST',
      '/api/v1/orders',
      {
        orderer: { name: '김방문', mobile: '010-2222-3333', email: '' },
        recipient: { name: '김방문', mobile: '010-2222-3333', zonecode: '04782', address1: '서울 성동구 성수이로 123' },
        lines: [line],
        payment_method: 'bank',
        depositor_name: '김방문',
        agreements: { order: true, privacy_carrier: true },
        password: 'soak-visitor-1',
      },
      { 'Idempotency-Key': `soak-${randomUUID()}` },
    );
    if (placed.status !== 201) return;
    const { od_id } = json<{ od_id: string }>(placed);
    await b.send('GET /shop/order/:id/confirm', 'GET', `/shop/order/${od_id}/confirm`);
  };

  /** The demo member's pages: my page, the order list and one order, the wish list. */
  const myPage = async (slot: { member: Member }) => {
    if (slot.member && slot.member.visits >= slot.member.renewAt) {
      await slot.member.browser.send('POST /api/v1/logout', 'POST', '/api/v1/logout');
      slot.member = undefined;
    }
    slot.member ??= await logIn(c, figures, clock);
    const m = slot.member;
    m.visits++;
    const page = await m.browser.send('GET /my-page', 'GET', '/my-page');
    // Sent to the login page: the session has ended, and the next visit logs in again.
    if (page.status >= 300 && page.status < 400) {
      slot.member = undefined;
      return;
    }
    await m.browser.send('GET /my-page/order', 'GET', '/my-page/order');
    if (m.orders.length > 0) await m.browser.send('GET /my-page/order/:id', 'GET', `/my-page/order/${pick(m.orders)}`);
    await m.browser.send('GET /my-page/wish-list', 'GET', '/my-page/wish-list');
    await m.browser.send('GET /api/v1/my-wish', 'GET', '/api/v1/my-wish');
  };

  // Shares of visits: most visitors browse and search; fewer fill carts, order or read their pages.
  const kinds: [string, number, (b: Browser, slot: { member: Member }) => Promise<void>][] = [
    ['browse', 40, (b) => browse(b)],
    ['search', 20, (b) => search(b)],
    ['cart', 15, () => cart()],
    ['order', 10, () => order()],
    ['my-page', 15, (_, slot) => myPage(slot)],
  ];
  const total = kinds.reduce((n, [, w]) => n + w, 0);
  return (b: Browser, slot: { member: Member }) => {
    let at = Math.random() * total;
    for (const [, weight, run] of kinds) {
      at -= weight;
      if (at < 0) return run(b, slot);
    }
    return browse(b);
  };
}

// ---------------------------------------------------------------------------------------------
// Memory of each server process, read from /proc

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function rssMbOf(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : round(Number(kb) / 1024);
  } catch {
    return undefined; // the process has gone
  }
}

type Sample = {
  /** Seconds since the traffic began. */
  t: number;
  rssMb: Record<string, number>;
  requests: number;
  p99Ms: number;
  fivexx: number;
  errors: number;
  load1: number;
};

function takeSample(primary: number, figures: Figures, startedAt: number): Sample {
  const rssMb: Record<string, number> = {};
  for (const pid of [primary, ...childrenOf(primary)]) {
    const mb = rssMbOf(pid);
    if (mb !== undefined) rssMb[String(pid)] = mb;
  }
  const interval = figures.takeInterval();
  interval.times.sort((a, b) => a - b);
  return {
    t: Math.round((Date.now() - startedAt) / 1000),
    rssMb,
    requests: interval.times.length + interval.errors,
    p99Ms: Math.round(percentile(interval.times, 99)),
    fivexx: interval.fivexx,
    errors: interval.errors,
    load1: round(loadavg()[0] ?? 0, 2),
  };
}

type ProcessFigures = {
  pid: number;
  role: 'primary' | 'worker';
  afterWarmupMb?: number;
  endMb?: number;
  maxMb: number;
  growthPct?: number;
  /** Seen until the end of the run (a worker that died and was replaced was not). */
  lasted: boolean;
};

function processFigures(samples: Sample[], primary: number, warmupS: number): ProcessFigures[] {
  const pids = [...new Set(samples.flatMap((s) => Object.keys(s.rssMb)))].map(Number);
  const last = samples.at(-1);
  return pids.map((pid) => {
    const mine = samples.filter((s) => s.rssMb[String(pid)] !== undefined);
    const afterWarmup = mine.find((s) => s.t >= warmupS)?.rssMb[String(pid)];
    const end = mine.at(-1)?.rssMb[String(pid)];
    const lasted = last?.rssMb[String(pid)] !== undefined;
    return {
      pid,
      role: pid === primary ? 'primary' : 'worker',
      ...(afterWarmup === undefined ? {} : { afterWarmupMb: afterWarmup }),
      ...(end === undefined ? {} : { endMb: end }),
      maxMb: Math.max(...mine.map((s) => s.rssMb[String(pid)] ?? 0)),
      ...(afterWarmup !== undefined && end !== undefined && lasted
        ? { growthPct: round(((end - afterWarmup) / afterWarmup) * 100) }
        : {}),
      lasted,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The run

function table(cols: string[], rows: string[][]): string {
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(cols), ...rows.map(line)].join('\n');
}

async function main(o: SoakOptions): Promise<void> {
  const runS = o.minutes * 60;
  const warmupS = runS * WARMUP_SHARE;
  // Build, seed and start take a few minutes; each visit ends within the time limit of its requests.
  deadline((runS + 15 * 60) * 1000);
  const loadBefore = loadavg().map((n) => round(n, 2));
  buildIfStale();
  const { env, orderable } = await prepareDatabase(o.databaseUrl);

  const shop = await launchShop({ ...env, WEB_CONCURRENCY: String(o.processes) });
  await untilHomeAnswers(shop);
  const primary = shop.child.pid as number;
  const tree = await categoryTree(shop.url);
  const all = await fetch(`${shop.url}/api/v1/products?per_page=100&page=1`).then(
    (r) => r.json() as Promise<{ data: { it_id: number }[]; last_page: number }>,
  );
  const products = all.data.map((p) => p.it_id);
  for (let page = 2; page <= all.last_page; page++) {
    const more = await fetch(`${shop.url}/api/v1/products?per_page=100&page=${page}`).then(
      (r) => r.json() as Promise<{ data: { it_id: number }[] }>,
    );
    products.push(...more.data.map((p) => p.it_id));
  }
  const catalogue: Catalogue = {
    base: shop.url,
    categories: categoryPages(browsableCategories(tree)),
    searches: searchRequests('/shop/search'),
    products,
    orderable,
  };

  const figures = new Figures();
  const clock: Clock = { endsAt: Number.POSITIVE_INFINITY };
  // Each visitor's session of the demo member, one login after another: twenty logins of one id
  // from one address at the same moment meet the login attempt limit, as they would for a shopper.
  const slots: { member: Member }[] = [];
  for (let i = 0; i < o.connections; i++) slots.push({ member: await logIn(catalogue, figures, clock) });
  const startedAt = Date.now();
  const endsAt = startedAt + runS * 1000;
  clock.endsAt = endsAt;
  const samples: Sample[] = [takeSample(primary, figures, startedAt)];
  const workers = Object.keys(samples[0]?.rssMb ?? {}).length - (o.processes > 1 ? 1 : 0);
  console.log(
    `${o.minutes} min of mixed traffic, ${o.connections} visitors at once, ${workers} server process${workers === 1 ? '' : 'es'} ` +
      `(${products.length} products, load average ${loadBefore.join(' ')})…`,
  );
  const printEvery = Math.max(1, Math.round(runS / 10 / (SAMPLE_MS / 1000)));
  const sampler = setInterval(() => {
    figures.measuring = Date.now() - startedAt >= warmupS * 1000;
    const s = takeSample(primary, figures, startedAt);
    samples.push(s);
    if (samples.length % printEvery === 0) {
      const rss = Object.entries(s.rssMb)
        .map(([pid, mb]) => `${pid}: ${mb} MB`)
        .join(', ');
      console.log(
        `  ${String(s.t).padStart(5)} s  ${round(s.requests / (SAMPLE_MS / 1000))} req/s, p99 ${s.p99Ms} ms, ` +
          `5xx ${s.fivexx}, errors ${s.errors}, load ${s.load1}; RSS ${rss}`,
      );
    }
  }, SAMPLE_MS);
  onCleanup('stop sampling', () => clearInterval(sampler));

  const visit = visits(catalogue, figures, clock);
  await Promise.all(
    slots.map(async (slot) => {
      while (Date.now() < endsAt && shop.child.exitCode === null) {
        try {
          await visit(new Browser(shop.url, figures, clock), slot);
        } catch (err) {
          // A failed request is already counted; the visitor starts a new visit, after a pause, so
          // that a refused connection does not turn into a loop that takes the server's CPU.
          if (!(err instanceof RunOver)) await sleep(100);
        }
      }
    }),
  );
  if (shop.child.exitCode !== null) throw new Error(`the server exited during the run (code ${shop.child.exitCode})`);
  clearInterval(sampler);
  samples.push(takeSample(primary, figures, startedAt));
  agent.destroy();

  const processes = processFigures(samples, primary, warmupS);
  const routes = [...figures.whole]
    .sort(([a], [b]) => routeRank(a) - routeRank(b))
    .map(([route, r]) => {
      const measured = [...(figures.measured.get(route) ?? [])].sort((a, b) => a - b);
      return {
        route,
        requests: [...r.statuses.values()].reduce((n, k) => n + k, 0),
        measured: measured.length,
        // Null when every request of the route came before the end of the warm-up.
        p50Ms: measured.length ? Math.round(percentile(measured, 50)) : null,
        p99Ms: measured.length ? Math.round(percentile(measured, 99)) : null,
        maxMs: measured.length ? Math.round(measured.at(-1) ?? 0) : null,
        statuses: Object.fromEntries([...r.statuses].sort()),
      };
    });
  const statuses: Record<string, number> = {};
  for (const r of routes) for (const [s, n] of Object.entries(r.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
  const fivexx = Object.entries(statuses)
    .filter(([s]) => /^5\d\d$/.test(s))
    .reduce((n, [, k]) => n + k, 0);
  const replaced = processes.filter((p) => !p.lasted);
  const growths = processes.filter((p) => p.role === 'worker' || o.processes === 1).map((p) => p.growthPct);
  const aims = {
    rssGrowthUnder10Pct: growths.length > 0 && growths.every((g) => g !== undefined && g < 10),
    no5xx: fivexx === 0,
    noWorkerReplaced: replaced.length === 0,
  };
  await shop.stop();

  const report = {
    startedAt: new Date(startedAt).toISOString(),
    node: process.version,
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
    database: 'postgres',
    minutes: o.minutes,
    warmupS,
    processes: o.processes,
    connections: o.connections,
    sampleS: SAMPLE_MS / 1000,
    loadAverageBefore: loadBefore,
    requests: routes.reduce((n, r) => n + r.requests, 0),
    statuses,
    fivexx,
    errors: statuses.error ?? 0,
    aims,
    processFigures: processes,
    routes,
    samples,
  };

  console.log(`\nServer processes (RSS in MB; after warm-up = at ${Math.round(warmupS)} s):`);
  console.log(
    table(
      ['pid', 'role', 'after warm-up', 'end', 'max', 'growth', 'to the end'],
      processes.map((p) => [
        String(p.pid),
        p.role,
        String(p.afterWarmupMb ?? '-'),
        String(p.endMb ?? '-'),
        String(p.maxMb),
        p.growthPct === undefined ? '-' : `${p.growthPct.toFixed(1)}%`,
        p.lasted ? 'yes' : 'no (replaced)',
      ]),
    ),
  );
  console.log('\nRoutes (p50/p99 after the warm-up; statuses over the whole run):');
  console.log(
    table(
      ['route', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'statuses'],
      routes.map((r) => [
        r.route,
        String(r.requests),
        String(r.p50Ms ?? '-'),
        String(r.p99Ms ?? '-'),
        String(r.maxMs ?? '-'),
        Object.entries(r.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
      ]),
    ),
  );
  const seconds = (samples.at(-1)?.t ?? runS) || 1;
  console.log(
    `\n${report.requests} requests (${round(report.requests / seconds)} req/s), 5xx: ${fivexx}, errors: ${report.errors}, ` +
      `load average now ${loadavg()
        .map((n) => round(n, 2))
        .join(' ')}`,
  );
  console.log(
    `Aims: RSS growth under 10 % after warm-up ${aims.rssGrowthUnder10Pct ? 'met' : 'MISSED'}; ` +
      `zero 5xx ${aims.no5xx ? 'met' : 'MISSED'}; ${aims.noWorkerReplaced ? 'no worker died' : `${replaced.length} worker(s) died`}`,
  );
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `soak-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Saved ${path.relative(process.cwd(), file)}`);
}

try {
  await main(opts);
} catch (err) {
  console.error(`\nSoak failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
