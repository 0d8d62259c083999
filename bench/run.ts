// `npm run bench [-- --duration 10 --connections 50 --products N --database-url URL --only home,ceiling]`
// Builds if stale, seeds a fresh database, times a cold start, then loads each target and compares
// it with a bare node:http server sending the same home page bytes. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { buildIfStale, paths } from '../scripts/lib/build.mjs';
import { createScratchDatabase } from '../tests/support/scratch-db';
import { databaseEnv, seedDatabase } from '../tests/support/server';
import { sampleResponse, startCeiling } from './ceiling';
import { cleanUpOnSignals, cleanup, deadline, onCleanup } from './cleanup';
import { type LoadOptions, measure } from './load';
import { type Options, parseOptions, type Target, USAGE } from './options';
import { compareToCeiling, newReport, printReport, saveReport } from './report';
import { firstCategoryId, firstProductId, launchShop, rssMb, untilHomeAnswers } from './shop';

let opts: Options | undefined;
try {
  opts = parseOptions(process.argv.slice(2));
} catch (err) {
  console.error(`${(err as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (!opts) {
  console.log(USAGE);
  process.exit(0);
}

// Only the flags choose the database, never a DATABASE_URL or DATA_DIR left in the shell.
delete process.env.DATABASE_URL;
delete process.env.DATA_DIR;
process.env.NODE_ENV = 'production'; // a build made under NODE_ENV=test or development fails to render
cleanUpOnSignals();
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
  return { ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
}

async function shopPaths(url: string, only: Target[]): Promise<[Target, string][]> {
  const wanted: [Target, string][] = [];
  if (only.includes('home')) wanted.push(['home', '/']);
  if (only.includes('category')) {
    const id = await firstCategoryId(url);
    if (id === undefined) report.skipped.category = 'the catalog has no categories';
    else wanted.push(['category', `/shop/category/${id}`]);
  }
  if (only.includes('category-api')) {
    // The JSON list is never page-cached: every request reaches the database.
    const id = await firstCategoryId(url);
    if (id !== undefined) wanted.push(['category-api', `/api/v1/products?category_id=${id}&sort=price_asc&page=3`]);
  }
  if (only.includes('product')) {
    const id = await firstProductId(url);
    if (id !== undefined) wanted.push(['product', `/shop/product/${id}`]);
  }
  if (only.includes('best-seller')) wanted.push(['best-seller', '/shop/best-seller']);
  const keyword = encodeURIComponent('소이 캔들');
  if (only.includes('search')) wanted.push(['search', `/shop/search?keyword=${keyword}`]);
  if (only.includes('search-api')) wanted.push(['search-api', `/api/v1/search?keyword=${keyword}`]);
  if (only.includes('notice-api')) wanted.push(['notice-api', '/api/v1/notice?page=1&per_page=5']);
  return wanted;
}

async function main(o: Options): Promise<void> {
  buildIfStale();
  const env = await prepareDatabase(o);
  deadline(150_000 + o.only.length * (o.warmup + o.duration + 30) * 1000);

  console.log('Cold start…');
  const cold = await launchShop(env);
  report.coldStartMs = Math.round(await untilHomeAnswers(cold));
  await cold.stop();

  const shop = await launchShop(env);
  await untilHomeAnswers(shop);
  const load: LoadOptions = {
    connections: o.connections,
    duration: o.duration,
    warmup: o.warmup,
    headers: o.gzip ? { 'Accept-Encoding': 'gzip' } : {},
  };
  for (const [name, path] of await shopPaths(shop.url, o.only)) {
    console.log(`Loading ${name} (${path})…`);
    report.results[name] = await measure(`${shop.url}${path}`, load);
  }
  report.serverRssMb = rssMb(shop.child.pid);
  if (o.only.includes('ceiling')) {
    const sample = await sampleResponse(`${shop.url}/`, load.headers);
    await shop.stop(); // an idle server would still share the CPU with the ceiling
    const { 'Content-Type': type, 'Content-Encoding': encoding = 'identity' } = sample.headers;
    console.log(`Loading ceiling (the home page's ${sample.body.length} bytes, ${type}, ${encoding})…`);
    report.results.ceiling = { ...(await measure(await startCeiling(sample), load)), url: 'node:http' };
  }
  compareToCeiling(report);
  printReport(report);
  console.log(`\nSaved ${saveReport(report)}`);
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
