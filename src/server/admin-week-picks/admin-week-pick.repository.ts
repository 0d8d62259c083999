import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { categories, products, weekPicks } from '../db/schema/index.ts';

export type WeekPickRow = typeof weekPicks.$inferSelect;
export type NewWeekPickRow = typeof weekPicks.$inferInsert;

export function listWeekPicks(db: Executor): Promise<WeekPickRow[]> {
  return db.select().from(weekPicks).orderBy(asc(weekPicks.week_no));
}

export async function weekPickById(db: Executor, id: number, lock = false): Promise<WeekPickRow | undefined> {
  const query = db.select().from(weekPicks).where(eq(weekPicks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Another pick with this week number, or whose dates overlap these (`except` is the pick edited). */
export async function clashingPick(
  db: Executor,
  q: { week_no: number; starts_on: string; ends_on: string; except: number },
): Promise<{ week: WeekPickRow | undefined; dates: WeekPickRow | undefined }> {
  const [week] = await db
    .select()
    .from(weekPicks)
    .where(and(eq(weekPicks.week_no, q.week_no), ne(weekPicks.id, q.except)))
    .limit(1);
  const [dates] = await db
    .select()
    .from(weekPicks)
    .where(and(lte(weekPicks.starts_on, q.ends_on), gte(weekPicks.ends_on, q.starts_on), ne(weekPicks.id, q.except)))
    .limit(1);
  return { week, dates };
}

/** Whether the product or category a pick links to exists. */
export async function linkExists(db: Executor, type: 'product' | 'category', id: number): Promise<boolean> {
  const table = type === 'product' ? products : categories;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

export async function insertWeekPick(db: Executor, row: NewWeekPickRow): Promise<WeekPickRow> {
  const [made] = await db.insert(weekPicks).values(row).returning();
  if (!made) throw new Error('week pick insert returned nothing');
  return made;
}

export async function writeWeekPick(db: Executor, id: number, change: Partial<NewWeekPickRow>): Promise<WeekPickRow> {
  const [row] = await db.update(weekPicks).set(change).where(eq(weekPicks.id, id)).returning();
  if (!row) throw new Error('week pick update returned nothing');
  return row;
}

export async function removeWeekPick(db: Executor, id: number): Promise<void> {
  await db.delete(weekPicks).where(eq(weekPicks.id, id));
}
