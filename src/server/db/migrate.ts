import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { config } from '../config.ts';
import { dbHandle } from './client.ts';

const MIGRATION_LOCK = 727_001;

function migrationsFolder(): string {
  return path.resolve(config.migrationsDir);
}

/** Applies pending migrations; on PostgreSQL under an advisory lock so that several processes can start at once. */
export async function migrate(): Promise<void> {
  const { db, kind, pool } = await dbHandle();
  const migrationsDir = migrationsFolder();
  if (kind === 'pglite' || !pool) {
    // biome-ignore lint/suspicious/noExplicitAny: the two drizzle drivers share this shape
    await migratePglite(db as any, { migrationsFolder: migrationsDir });
    return;
  }
  // The lock is held by one connection, and the migration runs on that same connection.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
