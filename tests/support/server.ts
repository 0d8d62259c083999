import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './scratch-db';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

/** Database settings for a test server: the given PostgreSQL URL, or a fresh PGlite folder. */
export function databaseEnv(databaseUrl?: string): { env: Record<string, string>; cleanup: () => void } {
  if (databaseUrl) return { env: { DATABASE_URL: databaseUrl }, cleanup: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  return { env: { DATA_DIR: dir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function seedDatabase(env: Record<string, string>, args: string[] = []): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/seed.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, DEMO_PASSWORD: 'demo1234!', ADMIN_PASSWORD: 'admin-test-pass-1' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`seed failed:\n${r.stdout}\n${r.stderr}`);
}

/** A fresh seeded database for a server of a test file's own: scratch PostgreSQL with DATABASE_URL, else PGlite. */
export async function seededDatabase(
  label: string,
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, label) : undefined;
  const db = databaseEnv(scratch?.url);
  const cleanup = async () => {
    db.cleanup();
    await scratch?.drop();
  };
  try {
    seedDatabase(db.env);
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { env: db.env, cleanup };
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
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: env.LOG_LEVEL ?? 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
