import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Playwright drives Debian's Chromium; it is never downloaded by Playwright itself. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `Chromium was not found at ${path}. Install it with \`sudo apt-get install chromium\` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.`,
  );
}
