import { afterAll, beforeAll, inject } from 'vitest';

// Runs before each test file imports the app: point the app at this run's database.
const url = inject('integrationDatabaseUrl');
if (url) {
  process.env.DATABASE_URL = url;
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = 'memory://';
}
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
});
