import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { escapeLike } from '../db/like.ts';
import { translationTerms } from '../db/schema/index.ts';
import type { TranslationFilters } from './admin-translation.schema.ts';

export type TranslationRow = typeof translationTerms.$inferSelect;

function whereOf(locale: string, f: TranslationFilters): SQL | undefined {
  const q = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    eq(translationTerms.locale, locale),
    f.status ? eq(translationTerms.status, f.status) : undefined,
    q ? or(ilike(translationTerms.source, q), ilike(translationTerms.translation, q)) : undefined,
  );
}

/** Work first: terms waiting for English, then the model's to check, then approved ones. */
const workFirst = sql`case ${translationTerms.status} when 'pending' then 0 when 'translated' then 1 else 2 end`;

/** A page of the terms of a language: waiting ones first, then machine-made, then approved; latest changed first within each. */
export async function listTranslations(
  db: Executor,
  locale: string,
  f: TranslationFilters,
  limit: number,
  offset: number,
): Promise<{ rows: TranslationRow[]; total: number }> {
  const where = whereOf(locale, f);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(translationTerms)
      .where(where)
      .orderBy(asc(workFirst), desc(translationTerms.updated_at), desc(translationTerms.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(translationTerms).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** How many terms of a language stand in each state. */
export async function countByStatus(db: Executor, locale: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: translationTerms.status, n: count() })
    .from(translationTerms)
    .where(eq(translationTerms.locale, locale))
    .groupBy(translationTerms.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export async function translationById(db: Executor, id: number, lock = false): Promise<TranslationRow | undefined> {
  const query = db.select().from(translationTerms).where(eq(translationTerms.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function writeTranslation(
  db: Executor,
  id: number,
  change: { translation: string; status: string },
): Promise<TranslationRow> {
  const [row] = await db
    .update(translationTerms)
    .set({ ...change, updated_at: new Date() })
    .where(eq(translationTerms.id, id))
    .returning();
  if (!row) throw new Error('translation update returned nothing');
  return row;
}
