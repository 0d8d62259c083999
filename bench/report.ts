import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load';
import type { CacheMode, Options } from './options';

type Row = LoadResult & { ofCeilingPct?: number; ofSsrCeilingPct?: number; loadAverage?: number };

export type Report = {
  startedAt: string;
  node: string;
  machine: string;
  database: 'pglite' | 'postgres';
  seeded: boolean;
  products: number | 'demo' | 'none';
  connections: number;
  durationS: number;
  warmupS: number;
  acceptEncoding: string;
  /** Server processes (WEB_CONCURRENCY). */
  workers: number;
  cache: CacheMode[];
  /** 1, 5 and 15 minute load averages just before the first load. */
  loadAverage?: number[];
  coldStartMs?: number;
  serverRssMb: Partial<Record<CacheMode, number | undefined>>;
  /** With the shared caches as configured (what visitors meet), and the ceiling. */
  results: Record<string, Row>;
  /** With the shared caches on, after every different request of the target was asked once. */
  settled: Record<string, Row>;
  /** With CACHE_PROVIDER=none: no page or API answer is kept. */
  uncached: Record<string, Row>;
  /** bench/explain.ts's output, with --explain. */
  explain?: {
    products: number;
    search: { medianMs: number; maxMs: number };
    category: { medianMs: number; maxMs: number };
  };
  skipped: Record<string, string>;
};

export function newReport(opts: Options): Report {
  return {
    startedAt: new Date().toISOString(),
    node: process.version,
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
    database: opts.databaseUrl ? 'postgres' : 'pglite',
    seeded: opts.seed,
    products: opts.products ?? (opts.seed ? 'demo' : 'none'),
    connections: opts.connections,
    durationS: opts.duration,
    warmupS: opts.warmup,
    acceptEncoding: opts.acceptEncoding,
    workers: opts.workers,
    cache: opts.cache,
    serverRssMb: {},
    results: {},
    settled: {},
    uncached: {},
    skipped: {},
  };
}

/** Adds each target's share of the ceiling's requests/second. */
export function compareToCeiling(report: Report): void {
  const ceiling = report.results.ceiling?.rps;
  const ssr = report.results['ssr-ceiling']?.rps;
  const rows = [report.results, report.settled ?? {}, report.uncached].flatMap((t) => Object.values(t));
  for (const r of rows) {
    if (ceiling) r.ofCeilingPct = Math.round((r.rps / ceiling) * 1000) / 10;
    // What cannot be kept, against the framework's own ceiling (a plain Astro page from memory).
    if (ssr) r.ofSsrCeilingPct = Math.round((r.rps / ssr) * 1000) / 10;
  }
}

function printTable(title: string, results: Record<string, Row>): void {
  const entries = Object.entries(results);
  if (entries.length === 0) return;
  const cols = [
    'target',
    'variants',
    'req/s',
    'p50 ms',
    'p99 ms',
    'cpu ms/req',
    'non-2xx',
    'errors',
    'of ceiling',
    'of SSR',
    'load avg',
  ];
  const rows = entries.map(([name, r]) => [
    name,
    String(r.variants),
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    r.cpuMsPerRequest === undefined ? '-' : r.cpuMsPerRequest.toFixed(2),
    String(r.non2xx),
    String(r.errors),
    r.ofCeilingPct === undefined ? '-' : `${r.ofCeilingPct.toFixed(1)}%`,
    r.ofSsrCeilingPct === undefined ? '-' : `${r.ofSsrCeilingPct.toFixed(1)}%`,
    r.loadAverage === undefined ? '-' : r.loadAverage.toFixed(2),
  ]);
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(cols));
  for (const row of rows) console.log(line(row));
}

export function printReport(report: Report): void {
  const db = report.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${db} · ${report.seeded ? `${report.products} products` : 'unseeded'} · ${report.connections} connections · ${report.workers} server process${report.workers > 1 ? 'es' : ''} · ${report.durationS} s per target` +
      ` (after ${report.warmupS} s warm-up) · Accept-Encoding: ${report.acceptEncoding} · Node ${report.node} · ${report.machine}` +
      ` · load average before ${report.loadAverage?.join(' ') ?? '?'}`,
  );
  printTable('Shared caches on (as visitors meet the shop, from a fresh start):', report.results);
  printTable('Shared caches on, settled (every different request asked once before the warm-up):', report.settled);
  for (const [name, r] of Object.entries(report.settled)) {
    if (r.firstPassS !== undefined)
      console.log(`${name}: ${r.variants} different requests asked once in ${r.firstPassS} s`);
  }
  printTable('Route cache off (CACHE_PROVIDER=none):', report.uncached);
  for (const [name, why] of Object.entries(report.skipped)) console.log(`${name}: skipped (${why})`);
  const rss = Object.entries(report.serverRssMb).map(([mode, mb]) => `${mb ?? '?'} MB (caches ${mode})`);
  console.log(`\nserver RSS after the runs: ${rss.join(', ') || '?'}`);
  console.log(`cold start, spawn to first 200 from /: ${report.coldStartMs?.toFixed(0) ?? '?'} ms`);
  if (report.explain) {
    const { search, category } = report.explain;
    console.log(
      `EXPLAIN ANALYZE, database ms per page: search median ${search.medianMs}, max ${search.maxMs}; ` +
        `category median ${category.medianMs}, max ${category.maxMs}`,
    );
  }
}

export function saveReport(report: Report): string {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
