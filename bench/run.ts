// `npm run bench [-- --duration 10 --connections 50 --products N --database-url URL --only home,category]`
// Builds, seeds a fresh database, starts the shop and measures it against a bare node:http ceiling.
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { createScratchDatabase } from '../tests/support/scratch-db';
import { databaseEnv, seedDatabase, startServer } from '../tests/support/server';
import { type LoadResult, measure } from './load';

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
const products = arg('products');
const only = arg('only')?.split(',');
const GZIP = { 'Accept-Encoding': 'gzip' };

buildIfStale({ quiet: true });
const scratch = arg('database-url') ? await createScratchDatabase(arg('database-url') as string, 'bench') : undefined;
const db = databaseEnv(scratch?.url);
const cleanup = async () => {
  db.cleanup();
  await scratch?.drop();
};
try {
  seedDatabase(db.env, products ? ['--products', products] : []);
  const env = { ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };

  // Cold start: spawn to first 200 from the home page, on the already seeded database.
  const t0 = performance.now();
  const cold = await startServer(env);
  while ((await fetch(`${cold.url}/`)).status !== 200) await new Promise((r) => setTimeout(r, 20));
  const coldStartMs = Math.round(performance.now() - t0);
  await cold.stop();

  const server = await startServer(env);
  const tree = (await (await fetch(`${server.url}/api/evans-cart/categories-service`)).json()) as {
    data: { id: number }[];
  };
  const targets: [string, string][] = [
    ['home', '/'],
    ['category', `/shop/category/${tree.data[0]?.id ?? 1}`],
    ['notice-api', '/api/v1/notice?page=1&per_page=5'],
  ];
  const results: Record<string, LoadResult> = {};
  for (const [name, p] of targets) {
    if (only && !only.includes(name)) continue;
    results[name] = await measure(`${server.url}${p}`, { connections, duration, warmup: 2, headers: GZIP });
  }
  const rssMb = Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  );

  // Ceiling: the same gzipped home page bytes from a bare node:http server in its own process.
  const home = await fetch(`${server.url}/`, { headers: GZIP });
  const dir = mkdirSync(path.join(tmpdir(), `bench-${Date.now()}`), { recursive: true }) ?? tmpdir();
  const file = path.join(dir, 'home.html');
  writeFileSync(file, Buffer.from(await home.arrayBuffer()));
  const child = fork(path.join(import.meta.dirname, 'ceiling.mjs'), [file, 'text/html; charset=utf-8'], {
    stdio: 'ignore',
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m) => resolve((m as { port: number }).port)),
  );
  if (!only || only.includes('ceiling'))
    results.ceiling = await measure(`http://127.0.0.1:${port}/`, { connections, duration, warmup: 2 });
  child.kill('SIGTERM');
  await server.stop();

  const ceiling = results.ceiling?.rps ?? 0;
  console.log(
    `\n${products ?? 'base'} products · ${scratch ? 'PostgreSQL' : 'PGlite'} · ${connections} connections · ${duration}s each`,
  );
  console.log('target        req/s    p50 ms  p99 ms  non-2xx  of ceiling');
  for (const [name, r] of Object.entries(results)) {
    const pct = ceiling ? `${((r.rps / ceiling) * 100).toFixed(1)}%` : '-';
    console.log(
      `${name.padEnd(12)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.non2xx + r.errors).padStart(8)}  ${pct.padStart(9)}`,
    );
  }
  console.log(`cold start to first 200: ${coldStartMs} ms · server RSS after the run: ${rssMb} MB`);
  const out = path.join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(
      {
        products: products ?? 'base',
        database: scratch ? 'postgres' : 'pglite',
        connections,
        duration,
        coldStartMs,
        rssMb,
        results,
      },
      null,
      2,
    ),
  );
} finally {
  await cleanup();
}
