import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(ROOT, 'dist/server/entry.mjs');
/** The production server: precompressed assets, then the shop built into ENTRY. */
const SERVER = path.join(ROOT, 'scripts/serve.mjs');
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

function newest(p) {
  const st = statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(p)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

export function buildIsStale() {
  if (!existsSync(ENTRY)) return true;
  const built = statSync(ENTRY).mtimeMs;
  return SOURCES.some((s) => newest(path.join(ROOT, s)) > built);
}

/** Builds the server when dist/ is missing or older than the sources. */
export function buildIfStale({ quiet = false } = {}) {
  if (!buildIsStale()) return;
  if (!quiet) console.log('Building the shop (sources changed since the last build)…');
  const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    // Always a production build: started from inside a test runner (NODE_ENV=test), the JSX of the
    // React islands was compiled for development and every page with one failed under `npm start`.
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error('astro build failed');
}

export const paths = { ROOT, ENTRY, SERVER };
