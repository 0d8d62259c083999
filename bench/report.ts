import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';
import type { Options } from './options';

export type Report = {
  startedAt: string;
  node: string;
  database: 'pglite' | 'postgres';
  seeded: boolean;
  products: number | 'demo' | 'none';
  connections: number;
  durationS: number;
  warmupS: number;
  gzip: boolean;
  coldStartMs?: number;
  serverRssMb?: number | undefined;
  results: Record<string, LoadResult & { ofCeilingPct?: number }>;
  skipped: Record<string, string>;
};

export function newReport(opts: Options): Report {
  return {
    startedAt: new Date().toISOString(),
    node: process.version,
    database: opts.databaseUrl ? 'postgres' : 'pglite',
    seeded: opts.seed,
    products: opts.products ?? (opts.seed ? 'demo' : 'none'),
    connections: opts.connections,
    durationS: opts.duration,
    warmupS: opts.warmup,
    gzip: opts.gzip,
    results: {},
    skipped: {},
  };
}

/** Adds each target's share of the ceiling's requests/second. */
export function compareToCeiling(report: Report): void {
  const ceiling = report.results.ceiling?.rps;
  if (!ceiling) return;
  for (const r of Object.values(report.results)) r.ofCeilingPct = Math.round((r.rps / ceiling) * 1000) / 10;
}

export function printReport(report: Report): void {
  const cols = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'of ceiling'];
  const rows = Object.entries(report.results).map(([name, r]) => [
    name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.non2xx),
    String(r.errors),
    r.ofCeilingPct === undefined ? '-' : `${r.ofCeilingPct.toFixed(1)}%`,
  ]);
  const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const db = report.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${db} · ${report.seeded ? `${report.products} products` : 'unseeded'} · ${report.connections} connections · ${report.durationS} s per target` +
      ` (after ${report.warmupS} s warm-up) · ${report.gzip ? 'gzip' : 'identity'} · Node ${report.node}\n`,
  );
  console.log(line(cols));
  for (const row of rows) console.log(line(row));
  for (const [name, why] of Object.entries(report.skipped)) console.log(`${name}: skipped (${why})`);
  console.log(`\nserver RSS after the runs: ${report.serverRssMb ?? '?'} MB`);
  console.log(`cold start, spawn to first 200 from /: ${report.coldStartMs?.toFixed(0) ?? '?'} ms`);
}

export function saveReport(report: Report): string {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
