import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ensureShopFont } from './scripts/lib/shop-font.mjs';
import { applyTestDatabaseSettings } from './scripts/lib/test-databases.mjs';

applyTestDatabaseSettings();

// Server code names the shop's font subset (src/server/http/error-page.ts); it is made as a build makes it.
await ensureShopFont();

const UNIT_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'];
/**
 * Unit files that need a module registry of their own: a page (DOM), mocked modules, stubbed globals or
 * environment, a faked clock, or the browser's shared stores. The others share one per worker: each file
 * re-importing the same modules was most of the unit tests' time (import 36 %, tests 25 %).
 */
const OWN_MODULES = /@vitest-environment|vi\.(mock|doMock|stub\w*|resetModules|useFakeTimers)|\.store\b|nanostores/;
const isolatedUnitFiles = globSync(UNIT_FILES).filter((file) => OWN_MODULES.test(readFileSync(file, 'utf8')));

// This run's migrated and seeded databases, made once and copied by the files and servers that need one.
const TEMPLATES = 'tests/support/templates-setup.ts';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...isolatedUnitFiles, '**/node_modules/**'],
          // Vitest's default on two cores is one worker; these files share nothing.
          maxWorkers: 2,
          // Threads start faster than processes. These files leave no state behind, so they share a
          // module cache per worker.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit (isolated)',
          include: isolatedUnitFiles,
          setupFiles: ['tests/support/unit-stores-setup.ts'],
          maxWorkers: 2,
          // A store or mock left by one of these files failed another once they shared a module cache.
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: [TEMPLATES],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file has a database of its own (setup.ts): two files at a time, one per core. A thread per
          // file rather than a process (each has its own copy of process.env and its own modules): the
          // project alone took 121 s and 229 CPU-s instead of 167 s and 318.
          maxWorkers: 2,
          pool: 'threads',
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: [TEMPLATES, 'tests/api/global-setup.ts'],
          testTimeout: 30_000,
          // The files talk HTTP to one server and mostly wait on it: two at a time. They mock, stub and
          // set nothing global, so they share two threads and their module cache: a process per file
          // spent its start and imports again (the workers' CPU in the project alone: 57 s, now 31 s).
          maxWorkers: 2,
          pool: 'threads',
          isolate: false,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          globalSetup: [TEMPLATES],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file starts servers (and some a PostgreSQL cluster) of its own: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
