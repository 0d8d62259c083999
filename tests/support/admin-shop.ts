import { copyTemplate, TEST_OPERATORS } from '../../scripts/lib/test-databases.mjs';
import { ApiClient } from './api-client';
import { ADMIN, DEMO, logIn } from './shop-api';

const PASSWORD = ADMIN.password;

/** The shop's administrators by role (the seeded owner, and a manager and staff made by `admin:create`). */
export const ROLES = { owner: ADMIN.id, ...TEST_OPERATORS } as const;
export type Role = keyof typeof ROLES;

/**
 * A seeded shop of the test file's own with a manager and a staff member beside the seeded owner, each
 * made as an operator would, with `npm run admin:create -- --role` (once per run, in the `operators`
 * template this copies); `env` adds to the server's environment (a Toss stand-in's address, say).
 */
export async function adminShop(label: string, env: Record<string, string> = {}) {
  const { startServer } = await import('./server');
  const db = await copyTemplate('operators', label);
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
