import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyTemplate, prepareDatabase } from '../../scripts/lib/test-databases.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

/** Database settings for a server: the given PostgreSQL URL, or a fresh PGlite folder. */
export function databaseEnv(databaseUrl?: string): { env: Record<string, string>; cleanup: () => void } {
  if (databaseUrl) return { env: { DATABASE_URL: databaseUrl }, cleanup: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  return { env: { DATA_DIR: dir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Migrates and seeds the database that `env` names (DATA_DIR or DATABASE_URL) as `npm run db:seed` does. */
export function seedDatabase(env: Record<string, string>, args: string[] = []): void {
  prepareDatabase(env, { seed: true, args });
}

/**
 * A seeded database for a server of a test's own, copied from this run's seeded template (a PGlite
 * folder, or a PostgreSQL database when DATABASE_URL is set): the server's settings and the removal.
 */
export function seededDatabase(label: string): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  return copyTemplate('seeded', label);
}

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts the built server and waits until /readyz answers 200. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    env: {
      // Test files sign up many members from one address.
      REGISTER_LIMIT_PER_HOUR: '100000',
      // …and send many visitors' wholesale and dealer applications.
      PARTNER_APPLY_LIMIT_PER_HOUR: '100000',
      ...process.env,
      ...env,
      // As `npm start` runs the shop: vitest sets NODE_ENV=test, under which React renders with its
      // development build (slower, and not what a shopper is served).
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: env.LOG_LEVEL ?? 'error',
    },
    // Its output is passed on rather than inherited: a server that outlived its test file would
    // otherwise hold the test worker's output open, and vitest waits for that to close. The IPC
    // channel ends the server when this process ends, however it ends (scripts/serve.mjs).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.pipe(process.stdout);
  child.stderr?.pipe(process.stderr);
  child.channel?.unref();
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server at ${url} not ready after 90 s`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, process: child, stop };
}
