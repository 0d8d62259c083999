import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { searchKeywordCounts, searchVariants } from '../db/schema/index.ts';
import type { Variant, VariantKind } from './forgiving.ts';

/** The shop's spelling variants and synonyms in force. */
export async function activeVariants(db: Executor): Promise<Variant[]> {
  const rows = await db
    .select({ variant: searchVariants.variant, canonical: searchVariants.canonical, kind: searchVariants.kind })
    .from(searchVariants)
    .where(eq(searchVariants.active, true));
  return rows.map((r) => ({ ...r, kind: r.kind as VariantKind }));
}

/** One more search of a keyword on a day (Korea's date). */
export async function countKeyword(db: Executor, keyword: string, day: string): Promise<void> {
  await db
    .insert(searchKeywordCounts)
    .values({ keyword, day, count: 1 })
    .onConflictDoUpdate({
      target: [searchKeywordCounts.keyword, searchKeywordCounts.day],
      set: { count: sql`${searchKeywordCounts.count} + 1` },
    });
}

/** The keywords searched most since a day, most first. */
export async function mostSearched(db: Executor, since: string, limit: number): Promise<string[]> {
  const total = sql<number>`sum(${searchKeywordCounts.count})`;
  const rows = await db
    .select({ keyword: searchKeywordCounts.keyword })
    .from(searchKeywordCounts)
    .where(and(gte(searchKeywordCounts.day, since)))
    .groupBy(searchKeywordCounts.keyword)
    .orderBy(desc(total), searchKeywordCounts.keyword)
    .limit(limit);
  return rows.map((r) => r.keyword);
}
