import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { translationTerms } from '../db/schema/index.ts';

export async function translatedTerms(
  db: Executor,
  locale: string,
  sources?: string[],
): Promise<Record<string, string>> {
  if (sources && sources.length === 0) return {};
  const rows = await db
    .select({ source: translationTerms.source, translation: translationTerms.translation })
    .from(translationTerms)
    .where(
      and(
        eq(translationTerms.locale, locale),
        isNotNull(translationTerms.translation),
        sources ? inArray(translationTerms.source, sources) : undefined,
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.source, r.translation ?? '']));
}

/**
 * How many of `sources` already have a translation in `locale`. The sources go as one JSON
 * parameter: the shipped English is some 2,500 terms, past what a list of parameters should carry.
 */
export async function translatedCount(db: Executor, locale: string, sources: string[]): Promise<number> {
  if (sources.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(translationTerms)
    .where(
      and(
        eq(translationTerms.locale, locale),
        isNotNull(translationTerms.translation),
        sql`${translationTerms.source} in (select jsonb_array_elements_text(${JSON.stringify(sources)}::jsonb))`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Records terms nobody has translated yet; known terms are left as they are. */
export async function insertPending(db: Executor, locale: string, sources: string[]): Promise<void> {
  if (sources.length === 0) return;
  await db
    .insert(translationTerms)
    .values(sources.map((source) => ({ locale, source, status: 'pending' })))
    .onConflictDoNothing();
}

export async function saveTranslations(
  db: Executor,
  locale: string,
  map: Record<string, string>,
  status: 'translated' | 'reviewed',
  { overwrite }: { overwrite: boolean },
): Promise<void> {
  const entries = Object.entries(map).filter(([, t]) => t.trim() !== '');
  if (entries.length === 0) return;
  const values = entries.map(([source, translation]) => ({
    locale,
    source,
    translation,
    status,
    updated_at: new Date(),
  }));
  await db
    .insert(translationTerms)
    .values(values)
    .onConflictDoUpdate({
      target: [translationTerms.locale, translationTerms.source],
      set: {
        translation: sql`excluded.translation`,
        status: sql`excluded.status`,
        updated_at: sql`excluded.updated_at`,
      },
      // Without overwrite, only terms still waiting for a translation take the new one.
      ...(overwrite ? {} : { setWhere: isNull(translationTerms.translation) }),
    });
}
