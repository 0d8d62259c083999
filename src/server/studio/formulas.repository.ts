import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { formulas } from '../db/schema/index.ts';

export type FormulaRow = typeof formulas.$inferSelect;
export type FormulaValues = Pick<typeof formulas.$inferInsert, 'name' | 'memo' | 'composition' | 'unit_price'>;

const own = (memberId: number, id: number) => and(eq(formulas.member_id, memberId), eq(formulas.id, id));

export async function listFormulas(
  db: Executor,
  memberId: number,
  q: { limit: number; offset: number },
): Promise<{ rows: FormulaRow[]; total: number }> {
  const where = eq(formulas.member_id, memberId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(formulas)
      .where(where)
      .orderBy(desc(formulas.updated_at), desc(formulas.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(formulas).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function countFormulas(db: Executor, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(formulas).where(eq(formulas.member_id, memberId));
  return Number(row?.n ?? 0);
}

/** The member's formula; undefined for another member's or a missing one. */
export async function findOwnFormula(db: Executor, memberId: number, id: number): Promise<FormulaRow | undefined> {
  const [row] = await db.select().from(formulas).where(own(memberId, id)).limit(1);
  return row;
}

export async function insertFormula(db: Executor, memberId: number, values: FormulaValues): Promise<FormulaRow> {
  const [row] = await db
    .insert(formulas)
    .values({ ...values, member_id: memberId })
    .returning();
  return row as FormulaRow;
}

export async function updateOwnFormula(
  db: Executor,
  memberId: number,
  id: number,
  values: Partial<FormulaValues>,
): Promise<FormulaRow | undefined> {
  const [row] = await db
    .update(formulas)
    .set({ ...values, updated_at: new Date() })
    .where(own(memberId, id))
    .returning();
  return row;
}

export async function deleteOwnFormula(db: Executor, memberId: number, id: number): Promise<boolean> {
  const gone = await db.delete(formulas).where(own(memberId, id)).returning({ id: formulas.id });
  return gone.length > 0;
}
