import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * How many rows of `table` match `where`, counted up to one past `cap`: a result above `cap` says
 * there are more, and the database stops reading once it has that many (the back office's lists).
 */
export async function countUpTo(db: Executor, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [counted] = await db.select({ n: count() }).from(matches);
  return counted?.n ?? 0;
}
