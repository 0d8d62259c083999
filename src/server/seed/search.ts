import { isoDate } from '../../lib/dates.ts';
import type { Executor } from '../db/client.ts';
import { searchKeywordCounts, searchVariants } from '../db/schema/index.ts';
import { SEARCH_VARIANTS, SEARCHED_KEYWORDS } from './search.data.ts';

/** The variant list, and the keywords searched over the last days (spread over a week). */
export async function seedSearch(tx: Executor, now: number): Promise<void> {
  await tx.insert(searchVariants).values(SEARCH_VARIANTS).onConflictDoNothing();
  await tx.insert(searchKeywordCounts).values(
    SEARCHED_KEYWORDS.flatMap(([keyword, total]) =>
      Array.from({ length: 7 }, (_, d) => ({
        keyword,
        day: isoDate(new Date(now - d * 86_400_000)),
        count: Math.floor(total / 7) + (d < total % 7 ? 1 : 0),
      })).filter((r) => r.count > 0),
    ),
  );
}
