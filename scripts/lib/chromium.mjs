import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser tests drive Debian's Chromium, never one Playwright downloads. They use Debian's
 * `chromium-headless-shell` (the same Chromium build without the desktop browser around it, which is
 * what Playwright itself runs for headless tests): on this 2-core machine it took less than half the
 * CPU of the full `chromium` for the same 42 accessibility tests (108 s against 205 s, summed over the
 * browser's processes). The full `chromium` is the fallback, and Lighthouse (`bench/`) uses it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

function aptInstall(pkg) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return;
  console.log(`${pkg} is missing: installing Debian’s ${pkg} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}

/** The browser tests' Chromium: CHROMIUM_PATH, or Debian's headless shell (installed when it can be), or Debian's chromium. */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
  }
  if (!existsSync(HEADLESS_SHELL)) aptInstall('chromium-headless-shell');
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (!existsSync(FULL)) aptInstall('chromium');
  if (existsSync(FULL)) return FULL;
  throw new Error(
    'Chromium was not found. Install it with `sudo apt-get install chromium-headless-shell` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.',
  );
}

/** The Chromium a browser test launches itself: CHROMIUM_PATH (set by `npm test`), or the headless shell, or chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL);
}
