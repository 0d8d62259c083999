import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '~/server/db/client';

/** Empties every application table so that a test file starts from nothing. */
export async function resetDatabase(): Promise<void> {
  const db = await getDb();
  const tables = await rowsOf<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = tables.map((r) => `"${r.tablename}"`);
  if (names.length) await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
  const { clearSharedCaches: clearAllCaches } = await import('~/server/cache/lru');
  clearAllCaches();
}
