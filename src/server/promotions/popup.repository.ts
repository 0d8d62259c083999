import { and, asc, count, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
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
