import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ApiClient } from './api-client';
import { ADMIN, DEMO, logIn } from './shop-api';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = ADMIN.password;

/** The shop's administrators by role (the seeded owner, and a manager and staff made by `admin:create`). */
export const ROLES = { owner: ADMIN.id, manager: 'ops-manager', staff: 'ops-staff' } as const;
export type Role = keyof typeof ROLES;

/**
 * A seeded shop of the test file's own with a manager and a staff member beside the seeded owner,
 * each made as an operator would, with `npm run admin:create -- --role`; `env` adds to the server's
 * environment (a Toss stand-in's address, say).
 */
export async function adminShop(label: string, env: Record<string, string> = {}) {
  const { seededDatabase, startServer } = await import('./server');
  const db = await seededDatabase(label);
  for (const role of ['manager', 'staff'] as const) {
    const id = ROLES[role];
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-create.ts', '--id', id, '--email', `${id}@example.com`, '--role', role],
      { cwd: ROOT, env: { ...process.env, ...db.env, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'error' }, encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
  }
  const server = await startServer({ ...db.env, ...env });
  const as = async (who: Role | 'member' | 'visitor') => {
    const api = new ApiClient(server.url);
    if (who === 'visitor') return api;
    if (who === 'member') return logIn(api, DEMO.id, DEMO.password);
    return logIn(api, ROLES[who], PASSWORD);
  };
  return {
    url: server.url,
    /** The shop's database settings, for an operator's command run against it. */
    env: db.env,
    as,
    async stop() {
      await server.stop();
      await db.cleanup();
    },
  };
}
