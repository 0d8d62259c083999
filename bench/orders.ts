// `npx tsx bench/orders.ts [--orders 400] [--concurrency 20] [--database-url URL]`
// Order placements per second against the built server: on a fresh PGlite folder, and also on a
// scratch PostgreSQL database when --database-url is given. Each round every worker puts one line in
// its cart (not timed), then all workers place their orders at once (timed). Members order without
// a password; visitors pay for an argon2 hash of their order password in every placement. "hot" is
// every worker buying the same product (one locked stock row), "spread" one product per worker.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { hashPassword } from '../src/server/members/password.ts';
import { ApiClient } from '../tests/support/api-client';
import { createScratchDatabase } from '../tests/support/scratch-db';
import { databaseEnv, seedDatabase, startServer } from '../tests/support/server';
import { cleanUpOnSignals, cleanup, deadline, onCleanup } from './cleanup';

function flag(name: string, fallback: string | undefined): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}
const ORDERS = Number(flag('orders', '400'));
const WORKERS = Number(flag('concurrency', '20'));
const DATABASE_URL = flag('database-url', undefined);
if (!Number.isInteger(ORDERS) || !Number.isInteger(WORKERS) || ORDERS < WORKERS || WORKERS < 1) {
  console.error('usage: npx tsx bench/orders.ts [--orders N >= concurrency] [--concurrency C] [--database-url URL]');
  process.exit(2);
}
delete process.env.DATABASE_URL;
delete process.env.DATA_DIR;
process.env.NODE_ENV = 'production';
cleanUpOnSignals();
deadline(20 * 60_000);

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
const MEMBER_PASSWORD = 'Bench-order-42';

/** Before the server starts: products with plenty of stock, and one member per worker. */
async function prepare(query: Query): Promise<number[]> {
  const { rows } = await query(
    `select p.id from products p where p.status = 'active' and p.base_price > 0 and not p.is_custom
       and not exists (select 1 from product_options o where o.product_id = p.id) order by p.id limit $1`,
    [WORKERS],
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length < WORKERS) throw new Error(`only ${ids.length} products without options; lower --concurrency`);
  await query('update products set stock = 1000000 where id = any($1::int[])', [ids]);
  const hash = await hashPassword(MEMBER_PASSWORD);
  for (let i = 0; i < WORKERS; i++) {
    await query(
      `insert into members (login_id, name, mobile, email, password_hash) values ($1, '벤치', '010-0000-0000', $2, $3)`,
      [`bench_w${i}`, `bench_w${i}@example.com`, hash],
    );
  }
  return ids;
}

async function prepared(env: Record<string, string>): Promise<number[]> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await prepare((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir: path.join(env.DATA_DIR as string, 'pglite'), extensions: { pg_trgm } });
  try {
    return await prepare((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

async function loginAs(url: string, id: string, password: string): Promise<ApiClient> {
  const api = new ApiClient(url);
  const res = await api.post('/api/v1/login', { mb_id: id, password });
  if (res.status !== 200) throw new Error(`login ${id}: ${res.status}`);
  return api;
}

async function addToCart(api: ApiClient, itId: number): Promise<number> {
  const res = await api.post('/api/v1/cart/lines', { it_id: itId, quantity: 1 });
  if (res.status >= 300) throw new Error(`add to cart: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { line: { id: number } }).line.id;
}

const orderBody = (line: number, visitor: boolean) => ({
  orderer: { name: '벤치', mobile: '010-1234-5678', email: '' },
  recipient: { name: '벤치', mobile: '010-1234-5678', zonecode: '04782', address1: '서울 성동구 성수이로 123' },
  lines: [line],
  payment_method: 'bank',
  depositor_name: '벤치',
  agreements: { order: true, privacy_carrier: true },
  ...(visitor ? { password: 'bench-visitor-1' } : {}),
});

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function measure(workers: ApiClient[], product: (w: number) => number, visitor: boolean) {
  const latencies: number[] = [];
  let timed = 0;
  let failed = 0;
  for (let placed = 0; placed < ORDERS; placed += workers.length) {
    const lines = await Promise.all(workers.map((api, w) => addToCart(api, product(w))));
    const started = performance.now();
    await Promise.all(
      workers.map(async (api, w) => {
        const t = performance.now();
        const body = orderBody(lines[w] as number, visitor);
        const res = await api.post('/api/v1/orders', body, { 'Idempotency-Key': randomUUID() });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (res.status !== 201) failed++;
      }),
    );
    timed += performance.now() - started;
  }
  latencies.sort((a, b) => a - b);
  return {
    orders: latencies.length,
    perSecond: Math.round((latencies.length / timed) * 1000 * 10) / 10,
    p50: Math.round(pct(latencies, 50)),
    p99: Math.round(pct(latencies, 99)),
    failed,
  };
}

async function benchOn(label: string, scratchUrl?: string) {
  const db = databaseEnv(scratchUrl);
  onCleanup(`remove ${label} data`, db.cleanup);
  console.log(`${label}: seeding…`);
  seedDatabase(db.env);
  const products = await prepared(db.env);
  const server = await startServer({ ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  onCleanup(`stop the ${label} server`, server.stop);
  const members = await Promise.all(
    Array.from({ length: WORKERS }, (_, i) => loginAs(server.url, `bench_w${i}`, MEMBER_PASSWORD)),
  );
  const visitors = Array.from({ length: WORKERS }, () => new ApiClient(server.url));
  const rows = [];
  for (const [kind, workers] of [
    ['member', members],
    ['visitor', visitors],
  ] as const) {
    for (const mode of ['spread', 'hot'] as const) {
      const product = (w: number) => (mode === 'hot' ? (products[0] as number) : (products[w] as number));
      const load = loadAverage()[0];
      rows.push({ database: label, kind, mode, ...(await measure(workers, product, kind === 'visitor')), load });
    }
  }
  await server.stop();
  return rows;
}

const loadAverage = () => loadavg().map((n) => Math.round(n * 100) / 100);

/** The figures beside the others in bench/results (git-ignored). */
function save(rows: unknown[], startedAt: Date, loadBefore: number[]): string {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `orders-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`;
  const report = { startedAt, node: process.version, machine, orders: ORDERS, concurrency: WORKERS, loadBefore, rows };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

try {
  const startedAt = new Date();
  const loadBefore = loadAverage();
  console.log(`load average before: ${loadBefore.join(' ')}`);
  buildIfStale({ quiet: true });
  const rows = await benchOn('PGlite');
  if (DATABASE_URL) {
    const scratch = await createScratchDatabase(DATABASE_URL, 'bench_orders');
    onCleanup('drop the scratch database', () => scratch.drop());
    rows.push(...(await benchOn('PostgreSQL', scratch.url)));
  }
  console.log(
    `\nOrder placements, ${WORKERS} at once, ${ORDERS} per row (load average now ${loadAverage().join(' ')}):`,
  );
  console.table(rows);
  console.log(`Saved ${save(rows, startedAt, loadBefore)}`);
} finally {
  await cleanup();
}
