// `npm test`: unit, integration and API tests (vitest), then the browser tests (Playwright in
// Debian's Chromium). With DATABASE_URL set, integration, API and browser tests each run on a fresh
// PostgreSQL database created next to the one it names; otherwise on fresh embedded databases. Those
// are copies of one migrated and one seeded database made once at the start of the run. A browser
// test that passed only on its retry is flaky: it is named, and it fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, paths } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { makeTemplates } from './lib/test-databases.mjs';

await import('./check-node.mjs');
const only = process.argv.slice(2);
const want = (part) => only.length === 0 || only.includes(part);
const out = mkdtempSync(path.join(tmpdir(), 'shop-test-report-'));
// Every seed of this run renders the demo pictures once between them (src/server/seed/media-cache.ts).
process.env.SEED_MEDIA_CACHE ??= path.join(out, 'seed-media');
const bin = (name) => path.join(paths.ROOT, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const timings = [];
let ok = true;

function run(label, cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: paths.ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return r.status === 0;
}

/** The browser tests that failed first and passed on their retry, as `file › title (project)`. */
function flakyTests(suite, found = [], titles = []) {
  const trail = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === 'flaky') found.push(`${spec.file} › ${[...trail, spec.title].join(' › ')} (${t.projectName})`);
    }
  }
  for (const child of suite.suites ?? []) flakyTests(child, found, trail);
  return found;
}

console.log(
  `Database for this run: ${process.env.DATABASE_URL ? 'PostgreSQL (fresh scratch databases)' : 'embedded PGlite'}`,
);
buildIfStale();
let removeTemplates = async () => {};
if (want('vitest') || want('e2e')) {
  const started = Date.now();
  removeTemplates = await makeTemplates();
  timings.push(`databases ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (want('vitest')) {
  const report = path.join(out, 'vitest.json');
  ok =
    run('vitest', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]) && ok;
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
    run('playwright', bin('playwright'), ['test', '--reporter=list,json'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    }) && ok;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const s = json.stats;
    totals.passed += s.expected;
    totals.failed += s.unexpected;
    totals.flaky += s.flaky;
    totals.skipped += s.skipped;
    const flaky = (json.suites ?? []).flatMap((suite) => flakyTests(suite));
    if (flaky.length) console.log(`\nFlaky (failed, then passed on retry):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
  } catch {
    ok = false;
  }
}

await removeTemplates();

rmSync(out, { recursive: true, force: true });
if (totals.failed > 0 || totals.flaky > 0) ok = false;
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.flaky} flaky, ${totals.skipped} skipped (${timings.join(', ')})`,
);
process.exit(ok ? 0 : 1);
