import { afterAll, beforeAll } from 'vitest';
import { copyTemplate } from '../../scripts/lib/test-databases.mjs';

// Runs before each test file imports the app: each file gets a migrated database of its own, copied
// from this run's template (a PGlite folder, or a PostgreSQL database when DATABASE_URL is set), so
// that files can run side by side.
const database = await copyTemplate('migrated', 'int');
if (!database.env.DATABASE_URL) delete process.env.DATABASE_URL;
Object.assign(process.env, database.env);
process.env.LOG_LEVEL = 'silent';

beforeAll(async () => {
  const { migrate } = await import('~/server/db/migrate');
  await migrate();
});

afterAll(async () => {
  const { stopInvalidations } = await import('~/server/cache/invalidation');
  await stopInvalidations();
  const { closeDb } = await import('~/server/db/client');
  await closeDb();
  await database.cleanup();
});
