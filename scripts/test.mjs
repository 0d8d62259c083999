// `npm test`: unit, integration and API tests (vitest) side by side with the browser tests (Playwright
// in Debian's Chromium), then the load tests alone; one after the other with TEST_SERIAL=1. With
// DATABASE_URL set, integration, API and
// browser tests each run on a fresh PostgreSQL database created next to the one it names; otherwise
// on fresh embedded databases. Those are copies of one migrated and one seeded database made once at
// the start of the run. A browser test that passed only on its retry is flaky: it is named, and it
// fails the run.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, paths } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { applyTestDatabaseSettings, makeTemplates } from './lib/test-databases.mjs';

await import('./check-node.mjs');
applyTestDatabaseSettings();
const only = process.argv.slice(2);
const want = (part) => only.length === 0 || only.includes(part);
const out = mkdtempSync(path.join(tmpdir(), 'shop-test-report-'));
// Every seed of this run renders the demo pictures once between them (src/server/seed/media-cache.ts).
process.env.SEED_MEDIA_CACHE ??= path.join(out, 'seed-media');
const bin = (name) => path.join(paths.ROOT, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const timings = [];
/** Browser tests that passed only on their retry, named again at the very end of the output. */
const flakyNames = [];
/** Tests that failed, named again at the end for the same reason. */
const failedNames = [];
let ok = true;

/**
 * Runs a command; resolves to whether it passed. With `log`, its output goes to that file instead of
 * the terminal (printed by the caller once it is done), so that two parts running at once do not
 * interleave their lines.
 */
function run(label, cmd, args, env = {}, log = undefined) {
  const started = Date.now();
  const out = log ? openSync(log, 'w') : 'inherit';
  const child = spawn(cmd, args, {
    cwd: paths.ROOT,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(code === 0);
    });
  });
}

/** The browser tests of a status ('flaky': failed, then passed on the retry), as `file › title (project)`. */
function testsWithStatus(status, suite, found = [], titles = []) {
  const trail = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === status) found.push(`${spec.file} › ${[...trail, spec.title].join(' › ')} (${t.projectName})`);
    }
  }
  for (const child of suite.suites ?? []) testsWithStatus(status, child, found, trail);
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

// Vitest and the browser tests run side by side: the browser tests spend much of their time waiting on
// their test servers and on Chromium, time the vitest files use. The load tests (200 simultaneous orders
// on two processes, bursts of guesses at every limited call, the database outage) are left out of that
// and run alone once both are done: on a saturated 2-core machine one of 200 orders could wait past the
// database pool's timeout (503). With TEST_SERIAL=1 everything runs one part after the other.
// Vitest's output is kept in a file and printed when it is done, so the two do not interleave.
const serial = process.env.TEST_SERIAL === '1' || !(want('vitest') && want('e2e'));
const LOAD_TESTS = {
  files: ['tests/api/orders-concurrency.test.ts', 'tests/api/tssa-concurrency.test.ts', 'tests/reliability/'],
  globs: ['tests/api/orders-concurrency.test.ts', 'tests/api/tssa-concurrency.test.ts', 'tests/reliability/**'],
};

/**
 * Runs vitest on the files whose path contains one of `files`, or on every file but those `exclude`
 * matches; its report is added to the totals. With `quietLog`, its output is printed once it is done.
 */
async function vitestPart({ label = 'vitest', files = [], exclude = [], quietLog = false } = {}) {
  const report = path.join(out, `${label.replace(/\W+/g, '-')}.json`);
  const log = quietLog ? path.join(out, `${label.replace(/\W+/g, '-')}.log`) : undefined;
  const passed = await run(
    label,
    bin('vitest'),
    [
      'run',
      ...files,
      ...exclude.flatMap((glob) => ['--exclude', glob]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    {},
    log,
  );
  if (log) process.stdout.write(`\n${readFileSync(log, 'utf8')}`);
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') failedNames.push(`${path.relative(paths.ROOT, file.name)} › ${t.fullName}`);
      }
    }
    return passed;
  } catch {
    return false;
  }
}

async function e2ePart() {
  const chromium = ensureChromium();
  const report = path.join(out, 'playwright.json');
  const passed = await run('playwright', bin('playwright'), ['test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const s = json.stats;
    totals.passed += s.expected;
    totals.failed += s.unexpected;
    totals.flaky += s.flaky;
    totals.skipped += s.skipped;
    const flaky = (json.suites ?? []).flatMap((suite) => testsWithStatus('flaky', suite));
    failedNames.push(...(json.suites ?? []).flatMap((suite) => testsWithStatus('unexpected', suite)));
    flakyNames.push(...flaky);
    if (flaky.length) console.log(`\nFlaky (failed, then passed on retry):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
    return passed;
  } catch {
    return false;
  }
}

if (serial) {
  if (want('vitest')) ok = (await vitestPart()) && ok;
  if (want('e2e')) ok = (await e2ePart()) && ok;
} else {
  const results = await Promise.all([vitestPart({ exclude: LOAD_TESTS.globs, quietLog: true }), e2ePart()]);
  ok = results.every(Boolean) && ok;
  console.log('\nThe load tests, alone on the machine:');
  ok = (await vitestPart({ label: 'load tests', files: LOAD_TESTS.files })) && ok;
}

await removeTemplates();

// TEST_KEEP_REPORTS=1 keeps the run's JSON reports (per-file and per-test durations) for a look afterwards.
if (process.env.TEST_KEEP_REPORTS === '1') console.log(`\nReports kept in ${out}`);
else rmSync(out, { recursive: true, force: true });
if (totals.failed > 0 || totals.flaky > 0) ok = false;
// The names again, last: a log read from its tail (a CI page) shows them next to the totals.
if (failedNames.length) console.log(`\nFailed:\n${failedNames.map((t) => `  ${t}`).join('\n')}`);
if (flakyNames.length)
  console.log(`\nFlaky (failed, then passed on retry):\n${flakyNames.map((t) => `  ${t}`).join('\n')}`);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.flaky} flaky, ${totals.skipped} skipped (${timings.join(', ')})`,
);
process.exit(ok ? 0 : 1);
