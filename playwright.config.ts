import { defineConfig, devices } from '@playwright/test';
import { buildIfStale } from './scripts/lib/build.mjs';
import { chromiumPath } from './scripts/lib/chromium.mjs';
import { applyTestDatabaseSettings } from './scripts/lib/test-databases.mjs';

applyTestDatabaseSettings();

const port = Number(process.env.E2E_PORT ?? 4391);
const chromium = chromiumPath();
// Each worker has a test server and a seeded database of its own (ports E2E_PORT, E2E_PORT + 1, …;
// fixtures.ts points a worker's baseURL at its server). One server answering two workers was the
// bottleneck: a PGlite database runs its queries one at a time in the server's one thread.
const workers = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
// Built once here, in the runner, before the servers start (their own check then finds it fresh);
// a worker process (TEST_WORKER_INDEX set) loads this file too and skips it.
if (!process.env.TEST_WORKER_INDEX) buildIfStale({ quiet: true });

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers,
  // In CI a failed test runs once more, for its trace; passing only then makes it flaky, and a flaky
  // test fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list']],
  // A whole member flow (log in, order, pay, read it back) takes 15–25 s on a quiet 2-core machine with
  // vitest beside it; the limit leaves room for a busy one rather than failing a test for the machine's load.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A trace records the screen all along (the browser encodes frame after frame): about a fifth of the
    // browser's CPU in a run. It is recorded on a failed test's retry, which CI runs.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Tests tagged @desktop or @mobile run only at that width; member flows run once, at desktop width.
    {
      name: 'desktop',
      testDir: 'tests/e2e',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testDir: 'tests/e2e',
      grepInvert: /@desktop/,
      testIgnore: '**/members.spec.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    // Security checks that need a browser (stored text, page headers) run once, at desktop width.
    {
      name: 'reliability',
      testDir: 'tests/reliability',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${port + i}/readyz`,
    env: { E2E_PORT: String(port + i) },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});
