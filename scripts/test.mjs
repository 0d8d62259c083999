// `npm test`: unit, integration and API tests (vitest), then the browser tests (Playwright in
// Debian's Chromium). With DATABASE_URL set, integration, API and browser tests each run on a fresh
// PostgreSQL database created next to the one it names; otherwise on fresh embedded databases.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, paths } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

await import('./check-node.mjs');
const only = process.argv.slice(2);
const want = (part) => only.length === 0 || only.includes(part);
const out = mkdtempSync(path.join(tmpdir(), 'shop-test-report-'));
// Every seed of this run renders the demo pictures once between them (src/server/seed/media-cache.ts).
process.env.SEED_MEDIA_CACHE ??= path.join(out, 'seed-media');
const bin = (name) => path.join(paths.ROOT, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: paths.ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

console.log(
  `Database for this run: ${process.env.DATABASE_URL ? 'PostgreSQL (fresh scratch databases)' : 'embedded PGlite'}`,
);
buildIfStale();

if (want('vitest')) {
  const report = path.join(out, 'vitest.json');
  ok = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]) && ok;
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    ok = false;
  }
}

if (want('e2e')) {
  const chromium = ensureChromium();
  const report = path.join(out, 'playwright.json');
  ok =
    run(bin('playwright'), ['test', '--reporter=list,json'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    }) && ok;
  try {
    const s = JSON.parse(readFileSync(report, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  } catch {
    ok = false;
  }
}

rmSync(out, { recursive: true, force: true });
if (totals.failed > 0) ok = false;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
