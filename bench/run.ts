// `npm run bench [-- --duration 10 --connections 50 --products N --database-url URL --only home,ceiling]`
// Builds if stale, seeds a fresh database, times a cold start, then loads each target (with the
// shared caches on, then off) and compares it with a bare node:http server sending the same home
// page bytes. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { buildIfStale, paths } from '../scripts/lib/build.mjs';
import { ApiClient } from '../tests/support/api-client';
import { createScratchDatabase } from '../tests/support/scratch-db';
import { databaseEnv, seedDatabase } from '../tests/support/server';
import { visitorCarts } from './cart';
import { type Sample, sampleResponse, startCeiling, startSsrCeiling } from './ceiling';
import { cleanup, deadline, onCleanup, startBench } from './cleanup';
import { type LoadOptions, measure } from './load';
import { type CacheMode, type Options, parseOptions, type Target, USAGE } from './options';
import { compareToCeiling, newReport, printReport, saveReport } from './report';
import { categoryTree, cpuMs, firstProductId, launchShop, rssMb, type Shop, untilHomeAnswers } from './shop';
import { browsableCategories, categoryApiRequests, categoryPages, type Request, searchRequests } from './workload';

const opts = startBench(parseOptions, USAGE);
const report = newReport(opts);

function migrateOnly(env: Record<string, string>): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
    cwd: paths.ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`migration failed:\n${r.stdout}\n${r.stderr}`);
}

async function prepareDatabase(o: Options): Promise<Record<string, string>> {
  let scratchUrl: string | undefined;
  if (o.databaseUrl) {
    const scratch = await createScratchDatabase(o.databaseUrl, 'bench');
    onCleanup('drop the scratch database', () => scratch.drop());
    scratchUrl = scratch.url;
  }
  const db = databaseEnv(scratchUrl);
  onCleanup('remove the temporary PGlite folder', db.cleanup);
  console.log(o.seed ? `Seeding ${o.products ?? 'the demo'} products…` : 'Migrating an empty database (--no-seed)…');
  if (o.seed) seedDatabase(db.env, o.products ? ['--products', String(o.products)] : []);
  else migrateOnly(db.env);
  await vacuum(db.env);
  return { ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
}

/**
 * A shop that has been running a while has been vacuumed: its visibility map lets counts read
 * indexes alone. autovacuum would get there in its own time (and may be off on a test server), so
 * the fresh database is vacuumed and analysed before anything is measured. Then a checkpoint writes
 * out what the seed left in memory: growing the catalog to 100,000 products leaves about 100 MB,
 * which PostgreSQL otherwise writes out over the next half minute, under the first target's load.
 */
async function vacuum(env: Record<string, string>): Promise<void> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('vacuum analyze');
      await client.query('checkpoint').catch((err: Error) => console.warn(`no checkpoint (${err.message})`));
    } finally {
      await client.end();
    }
    return;
  }
  const db = await PGlite.create({ dataDir: path.join(env.DATA_DIR as string, 'pglite'), extensions: { pg_trgm } });
  try {
    await db.exec('vacuum analyze');
    await db.exec('checkpoint');
  } finally {
    await db.close();
  }
}

/** Visitor carts for the `cart` target: made once, on the first server, and kept in the database. */
const CARTS = 20;
const CART_LINES = 5;
let carts: Request[] | undefined;

async function shopRequests(url: string, only: Target[]): Promise<[Target, Request[]][]> {
  const wanted: [Target, Request[]][] = [];
  const one = (p: string): Request[] => [{ path: p }];
  if (only.includes('home')) wanted.push(['home', one('/')]);
  if (only.includes('category') || only.includes('category-api')) {
    const categories = browsableCategories(await categoryTree(url));
    if (categories.length === 0) report.skipped.category = 'the catalog has no categories';
    else {
      if (only.includes('category')) wanted.push(['category', categoryPages(categories)]);
      if (only.includes('category-api')) wanted.push(['category-api', categoryApiRequests(categories)]);
    }
  }
  if (only.includes('product')) {
    const id = await firstProductId(url);
    if (id !== undefined) wanted.push(['product', one(`/shop/product/${id}`)]);
  }
  if (only.includes('best-seller')) wanted.push(['best-seller', one('/shop/best-seller')]);
  if (only.includes('search')) wanted.push(['search', searchRequests('/shop/search')]);
  if (only.includes('search-api')) wanted.push(['search-api', searchRequests('/api/v1/search')]);
  if (only.includes('notice-api')) wanted.push(['notice-api', one('/api/v1/notice?page=1&per_page=5')]);
  if (only.includes('product-api')) {
    const id = await firstProductId(url);
    if (id !== undefined) wanted.push(['product-api', one(`/api/v1/products/${id}`)]);
  }
  if (only.includes('cart') || only.includes('cart-api')) {
    try {
      carts ??= await visitorCarts(url, CARTS, CART_LINES);
      if (only.includes('cart')) wanted.push(['cart', carts]);
      if (only.includes('cart-api')) wanted.push(['cart-api', carts.map((c) => ({ ...c, path: '/api/v1/cart' }))]);
    } catch (err) {
      report.skipped.cart = (err as Error).message;
    }
  }
  if (only.includes('my-page')) {
    try {
      wanted.push(['my-page', [{ path: '/my-page', headers: { Cookie: await memberSession(url) } }]]);
    } catch (err) {
      report.skipped['my-page'] = (err as Error).message;
    }
  }
  return wanted;
}

/** The seeded demo member's session cookie, signed in once per server (the `my-page` target). */
async function memberSession(url: string): Promise<string> {
  const api = new ApiClient(url);
  const res = await api.post(
    '/api/v1/login',
    { mb_id: 'demo', password: process.env.DEMO_PASSWORD ?? 'demo1234!' },
    { Origin: url },
  );
  if (res.status !== 200) throw new Error(`the demo member could not sign in (${res.status})`);
  return api.cookieHeader();
}

/** The seeded database's query plans and times (bench/explain.ts, in its own process). */
function explain(env: Record<string, string>): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-explain-'));
  try {
    const out = path.join(dir, 'explain.json');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/explain.ts', '--json', out], {
      cwd: paths.ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
      timeout: 600_000,
    });
    if (r.status !== 0) throw new Error('bench/explain.ts failed');
    report.explain = JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const load1 = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

/**
 * Requests that timed out on the client may still be running on the server: the next target waits
 * (60 s at most) until `/readyz` answers within a second again.
 */
async function settle(shop: Shop): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${shop.url}/readyz`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      await sleep(100); // still busy, or not answering at all
    }
  }
  console.warn('the server is still busy 60 s after the last target');
}

/** The home page as the ceiling serves it, taken from the first server before any load. */
let homeSample: Sample | undefined;
/** The home page's plain size: the size of the page the framework's ceiling renders. */
let homePlainBytes: number | undefined;

/** One fresh server, the shared caches on or off, loaded target after target. */
async function loadTargets(shop: Shop, cache: CacheMode, o: Options, load: LoadOptions): Promise<void> {
  await untilHomeAnswers(shop);
  if (o.only.includes('ceiling')) homeSample ??= await sampleResponse(`${shop.url}/`, load.headers);
  if (o.only.includes('ssr-ceiling')) homePlainBytes ??= (await sampleResponse(`${shop.url}/`, {})).body.length;
  const into = { on: report.results, settled: report.settled, off: report.uncached }[cache];
  for (const [name, requests] of await shopRequests(shop.url, o.only)) {
    const what = requests.length > 1 ? `${requests.length} requests in rotation` : requests[0]?.path;
    const loadAverage = load1(); // of the minute before this target, as others use the machine too
    console.log(`Loading ${name}, shared caches ${cache} (${what}; load average ${loadAverage})…`);
    const serverCpuMs = () => cpuMs(shop.child.pid);
    const firstPass = cache === 'settled' && requests.length > 1;
    into[name] = { ...(await measure(shop.url, requests, { ...load, serverCpuMs, firstPass })), loadAverage };
    await settle(shop);
  }
  report.serverRssMb[cache] = rssMb(shop.child.pid);
}

async function main(o: Options): Promise<void> {
  buildIfStale();
  const env = await prepareDatabase(o);
  if (o.explain) {
    console.log('EXPLAIN ANALYZE of the search and category queries…');
    explain(env);
  }
  // Each target: its warm-up and run, plus up to 60 s for the server to settle and some slack (and,
  // settled, up to a minute for its first pass).
  deadline(150_000 + o.cache.length * o.only.length * (o.warmup + o.duration + 150) * 1000);

  console.log('Cold start…');
  const cold = await launchShop(env);
  report.coldStartMs = Math.round(await untilHomeAnswers(cold));
  await cold.stop();
  report.loadAverage = loadavg().map((n) => Math.round(n * 100) / 100);

  const load: LoadOptions = {
    connections: o.connections,
    duration: o.duration,
    warmup: o.warmup,
    headers: o.acceptEncoding === 'identity' ? {} : { 'Accept-Encoding': o.acceptEncoding },
  };
  try {
    for (const cache of o.cache) {
      const served = { ...env, WEB_CONCURRENCY: String(o.workers) };
      const shop = await launchShop(cache === 'off' ? { ...served, CACHE_PROVIDER: 'none' } : served);
      await loadTargets(shop, cache, o, load);
      await shop.stop(); // an idle server would still share the CPU with what runs next
    }
    if (homeSample) {
      const { 'Content-Type': type, 'Content-Encoding': encoding = 'identity' } = homeSample.headers;
      console.log(`Loading ceiling (the home page's ${homeSample.body.length} bytes, ${type}, ${encoding})…`);
      const ceiling = (await startCeiling(homeSample)).replace(/\/$/, '');
      const loadAverage = load1();
      report.results.ceiling = { ...(await measure(ceiling, [{ path: '/' }], load)), url: 'node:http', loadAverage };
    }
    if (homePlainBytes) {
      console.log(`Loading ssr-ceiling (a plain Astro page of ${homePlainBytes} bytes rendered from memory)…`);
      const ceiling = await startSsrCeiling();
      const loadAverage = load1();
      report.results['ssr-ceiling'] = {
        ...(await measure(ceiling, [{ path: `/?bytes=${homePlainBytes}` }], load)),
        url: 'astro ssr',
        loadAverage,
      };
    }
  } finally {
    // What was measured before a failure is kept too.
    compareToCeiling(report);
    printReport(report);
    console.log(`\nSaved ${saveReport(report)}`);
  }
}

try {
  await main(opts);
} catch (err) {
  console.error(`\nBench failed: ${(err as Error).message}`);
  if (/seed failed/.test((err as Error).message)) console.error('The seed does not work yet? Try --no-seed.');
  process.exitCode = 1;
} finally {
  await cleanup();
}
