import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, rowsOf } from '~/server/db/client';
import { members } from '~/server/db/schema/index';

// The embedded database reads drizzle's text types (timestamps, dates, intervals) through one
// parser table set at start (src/server/db/pglite-parsers.ts) rather than a copy per query: values
// read the same on both databases, inside a transaction and out.
describe('values read from the database', () => {
  it('reads timestamps as dates and numbers as numbers, in and out of a transaction', async () => {
    const db = await getDb();
    const read = async (ex: typeof db) => {
      const [row] = await rowsOf<{ at: string; n: number; d: string; i: string }>(
        ex,
        sql`select '2026-11-26 12:34:56+00'::timestamptz as at, 42::int as n, '2026-11-26'::date as d, interval '1 day' as i`,
      );
      return row;
    };
    const outside = await read(db);
    const inside = await db.transaction(async (tx) => read(tx as unknown as typeof db));
    expect(inside).toEqual(outside);
    expect(outside?.n).toBe(42);
    const [typed] = await db.select({ at: members.created_at }).from(members).limit(1);
    if (typed) expect(typed.at).toBeInstanceOf(Date);
    const now = await db.transaction(async (tx) => tx.select({ at: members.created_at }).from(members).limit(1));
    if (now[0]) expect(now[0].at).toBeInstanceOf(Date);
  });
});
