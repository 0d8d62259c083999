import { asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { faqs } from '../db/schema/index.ts';

export type FaqRow = typeof faqs.$inferSelect;
export type FaqValues = Pick<
  typeof faqs.$inferInsert,
  'category' | 'category_en' | 'question' | 'question_en' | 'answer' | 'answer_en' | 'is_pinned' | 'published_at'
>;

export async function findFaq(db: Executor, id: number): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row;
}

export async function lockFaq(db: Executor, id: number): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).for('update');
  return row;
}

/** Each category once, with its English name, in the FAQ's order. */
export async function faqCategories(db: Executor): Promise<{ category: string; category_en: string }[]> {
  const rows = await db
    .select({ category: faqs.category, category_en: faqs.category_en })
    .from(faqs)
    .orderBy(asc(faqs.sort_order), asc(faqs.id));
  const seen = new Map<string, string>();
  for (const r of rows) if (!seen.has(r.category)) seen.set(r.category, r.category_en);
  return [...seen].map(([category, category_en]) => ({ category, category_en }));
}

/** A new entry goes last in the operator's order. */
export async function insertFaq(db: Executor, values: FaqValues): Promise<FaqRow> {
  const [last] = await db.select({ n: max(faqs.sort_order) }).from(faqs);
  const [row] = await db
    .insert(faqs)
    .values({ ...values, sort_order: (last?.n ?? 0) + 1 })
    .returning();
  return row as FaqRow;
}

export async function updateFaq(db: Executor, id: number, values: FaqValues): Promise<FaqRow> {
  const [row] = await db
    .update(faqs)
    .set({ ...values, updated_at: new Date() })
    .where(eq(faqs.id, id))
    .returning();
  return row as FaqRow;
}

export async function deleteFaq(db: Executor, id: number): Promise<void> {
  await db.delete(faqs).where(eq(faqs.id, id));
}

/** Every entry, locked, in the operator's order (to set a new order). */
export async function lockAllFaqs(db: Executor): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.sort_order), asc(faqs.id)).for('update');
}

export async function setFaqOrder(db: Executor, id: number, sortOrder: number): Promise<void> {
  await db.update(faqs).set({ sort_order: sortOrder }).where(eq(faqs.id, id));
}

/** Writes back fields of an earlier version (`../audit/versions.service.ts`). */
export async function writeFaq(db: Executor, id: number, change: Partial<FaqValues>): Promise<FaqRow> {
  const [row] = await db
    .update(faqs)
    .set({ ...change, updated_at: new Date() })
    .where(eq(faqs.id, id))
    .returning();
  return row as FaqRow;
}
