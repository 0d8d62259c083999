import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '~/server/db/client';
import * as schema from '~/server/db/schema';

/** A migrated embedded database of the test's own, whatever DATA_DIR or DATABASE_URL say. */
export async function ownMigratedDatabase(): Promise<{ client: PGlite; db: Db }> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: 'drizzle' });
  return { client, db };
}
