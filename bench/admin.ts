// `npx tsx bench/admin.ts [--orders 100000] [--products 100000] [--connections 10] [--duration 10]
//   [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--keep] [--existing URL]`
// The back office at shop scale, on PostgreSQL: a scratch database seeded with N products, then N
// orders (1–3 lines each, over the last year, every status, members and visitors) written by SQL.
// Measures filtered pages of the order list and the product list (JSON calls and the server-rendered
// pages) at 10 connections, then downloads the CSV export of every order while sampling the server's
// resident memory, to show the export streams in bounded memory. `--keep` leaves the scratch database
// (its URL printed) for `--existing URL`, which measures it again without seeding. See bench/README.md.
import { loadavg } from 'node:os';
import pg from 'pg';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { ApiClient } from '../tests/support/api-client';
import { createScratchDatabase } from '../tests/support/scratch-db';
import { seedDatabase, startServer } from '../tests/support/server';
import { ADMIN, logIn } from '../tests/support/shop-api';
import { cleanUpOnSignals, cleanup, deadline, onCleanup } from './cleanup';
import { type LoadResult, measure } from './load';
import { cpuMs, rssMb } from './shop';
import type { Request } from './workload';

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const ORDERS = Number(flag('orders', '100000'));
const PRODUCTS = Number(flag('products', '100000'));
const CONNECTIONS = Number(flag('connections', '10'));
const DURATION = Number(flag('duration', '10'));
const DATABASE_URL = flag('database-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const KEEP = process.argv.includes('--keep');
const EXISTING = flag('existing', '');
for (const [name, n] of Object.entries({ ORDERS, PRODUCTS, CONNECTIONS, DURATION })) {
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name.toLowerCase()} must be a whole number above 0`);
    process.exit(2);
  }
}
delete process.env.DATABASE_URL;
delete process.env.DATA_DIR;
process.env.NODE_ENV = 'production';
cleanUpOnSignals();
deadline(40 * 60_000);

/** Orders spread over the last year by SQL alone: fast enough for 100,000 in well under a minute. */
async function writeOrders(client: pg.Client): Promise<void> {
  await client.query(
    `insert into members (login_id, name, mobile, email, password_hash)
       select 'bench_m' || i, '고객' || i, '010-' || lpad((1000 + i % 9000)::text, 4, '0') || '-' || lpad((i * 7 % 10000)::text, 4, '0'),
              'bench_m' || i || '@example.com', 'not-a-hash'
         from generate_series(1, 5000) i`,
  );
  await client.query(
    `with m as (select array_agg(id order by id) ids from members where login_id like 'bench_m%'),
          s as (select array['awaiting_deposit','paid','preparing','shipping','delivered','delivered','confirmed',
                             'confirmed','confirmed','cancelled','return_requested','exchange_requested'] st)
     insert into orders (od_id, member_id, status, orderer_name, orderer_mobile, recipient_name, recipient_mobile,
                         zonecode, address1, items_total, shipping_fee, total, payment_method, depositor_name,
                         created_at, updated_at)
     select to_char(t, 'YYYYMMDDHH24MISS') || '77',
            case when i % 4 = 0 then null else m.ids[1 + i % array_length(m.ids, 1)] end,
            s.st[1 + i % array_length(s.st, 1)],
            '주문자' || (i % 3000), '010-' || lpad((2000 + i % 7000)::text, 4, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
            '받는분' || (i % 3000), '010-5555-' || lpad((i % 10000)::text, 4, '0'),
            '06236', '서울 강남구 테헤란로 ' || (i % 500),
            10000 + (i * 37 % 90000), case when i % 3 = 0 then 3000 else 0 end,
            10000 + (i * 37 % 90000) + case when i % 3 = 0 then 3000 else 0 end,
            case when i % 2 = 0 then 'bank' else 'toss' end,
            case when i % 2 = 0 then '입금자' || (i % 100) else null end,
            t, t
       from m, s, generate_series(1, $1::int) i, lateral (select now() - (i * interval '5 minutes') - interval '1 minute' t) x`,
    [ORDERS],
  );
  await client.query(
    `with p as (select array_agg(id order by id) ids from products where status = 'active'),
          o as (select id, row_number() over (order by id) n from orders where od_id like '%77')
     insert into order_lines (order_id, product_id, product_name, product_name_en, unit_price, quantity, line_total)
     select o.id, p.ids[1 + (o.n * 13 + k * 101) % array_length(p.ids, 1)], '상품 ' || k, 'Product ' || k,
            5000, 1 + k, 5000 * (1 + k)
       from o, p, generate_series(0, 2) k
      where k <= o.n % 3`,
  );
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}

const periods = ['', '&period=7', '&period=30', '&from=2026-03-01&to=2026-06-30'];
const statuses = ['', '&status=awaiting_deposit', '&status=preparing', '&status=confirmed', '&status=return_requested'];
const searches = ['', '', '', `&q=${encodeURIComponent('주문자12')}`, '&q=5555', '&payment=bank', '&buyer=visitor'];
const sorts = ['', '', '&sort=total_desc', '&sort=oldest'];

/** A fixed mix of filtered order-list pages (page 1 most often), as an operator's day would ask. */
function orderRequests(prefix: string, headers: Record<string, string>): Request[] {
  const out: Request[] = [];
  for (let i = 0; i < 400; i++) {
    const page = i % 5 === 4 ? 1 + (i % 7) : 1;
    const query = `page=${page}${statuses[i % statuses.length]}${periods[(i >> 1) % periods.length]}${searches[(i >> 2) % searches.length]}${sorts[(i >> 3) % sorts.length]}`;
    out.push({ path: `${prefix}?${query}`, headers });
  }
  return out;
}

function productRequests(prefix: string, headers: Record<string, string>, categories: number[]): Request[] {
  const words = ['', '', '캔들', '라벤더', '소이', 'wax', '디퓨저'];
  const extra = ['', '', '&status=active', '&stock_below=10', '&status=hidden'];
  const out: Request[] = [];
  for (let i = 0; i < 400; i++) {
    const page = i % 5 === 4 ? 1 + (i % 9) : 1;
    const category = i % 3 === 0 ? `&category=${categories[i % categories.length]}` : '';
    const q = words[i % words.length] ? `&q=${encodeURIComponent(words[i % words.length] as string)}` : '';
    out.push({ path: `${prefix}?page=${page}${q}${category}${extra[(i >> 1) % extra.length]}`, headers });
  }
  return out;
}

/** Downloads the whole export, sampling the server's resident memory every 50 ms meanwhile. */
async function exportOnce(api: ApiClient, pid: number | undefined) {
  let peak = rssMb(pid) ?? 0;
  const before = peak;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, 50);
  const started = performance.now();
  const res = await api.get('/api/admin/orders/export');
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(timer);
  return {
    status: res.status,
    seconds: (performance.now() - started) / 1000,
    mb: bytes / 1048576,
    lines,
    before,
    peak,
  };
}

/** A scratch database seeded with the products, then the orders; dropped at the end unless `--keep`. */
async function prepare(): Promise<string> {
  const scratch = await createScratchDatabase(DATABASE_URL, 'bench_admin');
  if (KEEP) console.log(`Keeping the database: --existing ${scratch.url}`);
  else onCleanup('drop the scratch database', () => scratch.drop());
  console.log(`Seeding ${PRODUCTS} products…`);
  seedDatabase({ DATABASE_URL: scratch.url }, ['--products', String(PRODUCTS)]);
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  console.log(`Writing ${ORDERS} orders…`);
  const started = performance.now();
  await writeOrders(client);
  await client.end();
  console.log(`  written in ${Math.round((performance.now() - started) / 1000)} s`);
  return scratch.url;
}

async function main() {
  buildIfStale();
  const url = EXISTING || (await prepare());
  const env = { DATABASE_URL: url };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counted = await client.query('select (select count(*) from orders) o, (select count(*) from products) p');
  const categories = (await client.query('select id from categories where parent_id is not null order by id limit 40'))
    .rows;
  await client.end();
  console.log(`  ${counted.rows[0].o} orders, ${counted.rows[0].p} products`);

  const server = await startServer({ ...env, LOG_LEVEL: 'warn' });
  onCleanup('stop the shop', server.stop);
  const pid = server.process.pid;
  const owner = await logIn(new ApiClient(server.url), ADMIN.id, ADMIN.password);
  const headers = { Cookie: owner.cookieHeader(), Accept: 'application/json' };
  const html = { Cookie: owner.cookieHeader(), Accept: 'text/html' };
  const ids = categories.map((r) => Number(r.id));
  const targets: [string, Request[]][] = [
    ['orders api', orderRequests('/api/admin/orders', headers)],
    ['orders page', orderRequests('/admin/orders', html)],
    ['products api', productRequests('/api/admin/products', headers, ids)],
    ['products page', productRequests('/admin/products', html, ids)],
  ];
  const rows: (LoadResult & { name: string; load: number })[] = [];
  for (const [name, requests] of targets) {
    const load = loadavg()[0] ?? 0;
    const r = await measure(server.url, requests, {
      connections: CONNECTIONS,
      duration: DURATION,
      warmup: 2,
      headers: {},
      serverCpuMs: () => cpuMs(pid),
    });
    rows.push({ ...r, name, load });
    console.log(`  ${name}: p99 ${r.p99} ms`);
  }
  console.log(`\nBack office, ${ORDERS} orders and ${PRODUCTS} products, PostgreSQL, ${CONNECTIONS} connections:`);
  console.table(
    rows.map((r) => ({
      target: r.name,
      variants: r.variants,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'cpu ms/req': r.cpuMsPerRequest,
      non2xx: r.non2xx,
      errors: r.errors,
      'load avg': Math.round(r.load * 10) / 10,
    })),
  );
  const csv = await exportOnce(owner, pid);
  console.log(
    `CSV export of every order: ${csv.status}, ${csv.lines - 1} rows, ${csv.mb.toFixed(1)} MB in ${csv.seconds.toFixed(1)} s; ` +
      `server RSS ${csv.before} MB before, peak ${csv.peak} MB during (sampled every 50 ms)`,
  );
}

try {
  await main();
} finally {
  await cleanup();
}
