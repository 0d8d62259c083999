import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { dbHandle } from './client.ts';

const MIGRATION_LOCK = 727_001;

function migrationsFolder(): string {
  return path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle');
}

/** Applies pending migrations; on PostgreSQL under an advisory lock so that several processes can start at once. */
export async function migrate(): Promise<void> {
  const { db, kind } = await dbHandle();
  const migrationsDir = migrationsFolder();
  if (kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the two drizzle drivers share this shape
    await migratePglite(db as any, { migrationsFolder: migrationsDir });
    return;
  }
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the two drizzle drivers share this shape
    await migratePg(db as any, { migrationsFolder: migrationsDir });
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}

let ready: Promise<void> | undefined;

/** Resolves once the database is open and migrated; every request waits on it. */
export function ensureReady(): Promise<void> {
  ready ??= migrate().catch((err) => {
    ready = undefined;
    throw err;
  });
  return ready;
}
