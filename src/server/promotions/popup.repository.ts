import { and, asc, count, eq, gt, isNull, lte, min, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { popups } from '../db/schema/index.ts';

export type PopupRow = typeof popups.$inferSelect;

/** Active means switched on and inside its date window (an open end is no limit). */
function activeNow(now: Date): SQL | undefined {
  return and(
    eq(popups.is_active, true),
    or(isNull(popups.starts_at), lte(popups.starts_at, now)),
    or(isNull(popups.ends_at), gt(popups.ends_at, now)),
  );
}

export async function listPopups(
  db: Executor,
  q: { activeOnly: boolean; limit: number; offset: number; now: Date },
): Promise<{ rows: PopupRow[]; total: number }> {
  const where = q.activeOnly ? activeNow(q.now) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(popups)
      .where(where)
      .orderBy(asc(popups.sort_order), asc(popups.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(popups).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/**
 * The next moment after `now` when the active list changes by the clock alone: the earliest start
 * or end still ahead of a switched-on popup; null when none is ahead.
 */
export async function nextPopupChange(db: Executor, now: Date): Promise<Date | null> {
  const [[starts], [ends]] = await Promise.all([
    db
      .select({ at: min(popups.starts_at) })
      .from(popups)
      .where(and(eq(popups.is_active, true), gt(popups.starts_at, now))),
    db
      .select({ at: min(popups.ends_at) })
      .from(popups)
      .where(and(eq(popups.is_active, true), gt(popups.ends_at, now))),
  ]);
  const times = [starts?.at, ends?.at].filter((t) => t != null).map((t) => new Date(t).getTime());
  return times.length === 0 ? null : new Date(Math.min(...times));
}

export type NewPopupRow = typeof popups.$inferInsert;

export async function popupById(db: Executor, id: number, lock = false): Promise<PopupRow | undefined> {
  const query = db.select().from(popups).where(eq(popups.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPopup(db: Executor, row: NewPopupRow): Promise<PopupRow> {
  const [made] = await db.insert(popups).values(row).returning();
  if (!made) throw new Error('popup insert returned nothing');
  return made;
}

export async function writePopup(db: Executor, id: number, change: Partial<NewPopupRow>): Promise<PopupRow> {
  const [row] = await db.update(popups).set(change).where(eq(popups.id, id)).returning();
  if (!row) throw new Error('popup update returned nothing');
  return row;
}

export async function removePopup(db: Executor, id: number): Promise<void> {
  await db.delete(popups).where(eq(popups.id, id));
}
