// `DATABASE_URL=postgres://… npm run bench:first-render -- [--passes 3] [--concurrency 4]`
// (or DATA_DIR=… for a PGlite folder no server has open). The server runs on the Node that runs
// this, so start it through npm, which runs the project's pinned Node.
// The server CPU a first render of a category page costs: each pass starts a fresh server on the
// database as it is (seeded beforehand, e.g. by `scripts/seed.ts --products 100000`), asks every
// different page of the `category` rotation once, and divides the server's CPU time over the pass
// by the pages asked. This is what a shop spends on pages nobody has asked for since a start or a
// deploy, and it sets the tail of `npm run bench`'s `category` target from a start. It moves less
// than p99 between runs, but drifts with the machine: compare versions alternately.
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { cleanUpOnSignals, cleanup } from './cleanup';
import { categoryTree, cpuMs, launchShop, untilHomeAnswers } from './shop';
import { browsableCategories, categoryPages } from './workload';

const { values } = parseArgs({
  options: { passes: { type: 'string', default: '3' }, concurrency: { type: 'string', default: '4' } },
});
const PASSES = Number(values.passes);
const CONCURRENCY = Number(values.concurrency);
/** The slowest pages of each pass are listed, with their times. */
const SLOWEST = 5;
if (!Number.isInteger(PASSES) || PASSES < 1 || !Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) {
  console.error('usage: npm run bench:first-render -- [--passes N] [--concurrency N]');
  process.exit(2);
}
if (!process.env.DATABASE_URL && !process.env.DATA_DIR) {
  console.error('Set DATABASE_URL (or DATA_DIR) to a seeded database.');
  process.exit(2);
}

/** Asks each path once, `CONCURRENCY` at a time; returns the statuses seen and each page's ms, slowest first. */
async function askEach(
  base: string,
  paths: string[],
): Promise<{ statuses: Map<number, number>; times: [string, number][] }> {
  const statuses = new Map<number, number>();
  const times: [string, number][] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const started = performance.now();
      const res = await fetch(base + path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      await res.arrayBuffer();
      times.push([path, performance.now() - started]);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { statuses, times: times.sort((a, b) => b[1] - a[1]) };
}

/** The time below which a share `q` of the answers came, from times sorted slowest first. */
const at = (times: [string, number][], q: number) =>
  (times[Math.max(0, times.length - 1 - Math.floor(times.length * q))]?.[1] ?? 0).toFixed(1);

async function pass(n: number): Promise<number> {
  const shop = await launchShop({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  try {
    await untilHomeAnswers(shop);
    const paths = [...new Set(categoryPages(browsableCategories(await categoryTree(shop.url))).map((r) => r.path))];
    const before = cpuMs(shop.child.pid) ?? Number.NaN;
    const started = performance.now();
    const { statuses, times } = await askEach(shop.url, paths);
    const seconds = (performance.now() - started) / 1000;
    const perPage = ((cpuMs(shop.child.pid) ?? Number.NaN) - before) / paths.length;
    const seen = [...statuses].map(([status, count]) => `${count}×${status}`).join(', ');
    console.log(
      `pass ${n}: ${paths.length} pages in ${seconds.toFixed(1)} s, ${perPage.toFixed(2)} ms of server CPU a page, ` +
        `answered in p50 ${at(times, 0.5)} / p90 ${at(times, 0.9)} / p99 ${at(times, 0.99)} ms (${seen})`,
    );
    for (const [path, took] of times.slice(0, SLOWEST)) console.log(`  ${took.toFixed(1).padStart(6)} ms  ${path}`);
    return perPage;
  } finally {
    await shop.stop();
  }
}

cleanUpOnSignals();
try {
  buildIfStale();
  console.log(`Node ${process.version}, ${PASSES} passes, ${CONCURRENCY} at a time`);
  const perPage: number[] = [];
  for (let i = 1; i <= PASSES; i++) perPage.push(await pass(i));
  const sorted = [...perPage].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  console.log(`median ${median.toFixed(2)} ms a page (range ${sorted[0]?.toFixed(2)}–${sorted.at(-1)?.toFixed(2)})`);
} finally {
  await cleanup();
}
