import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { productsInOrder } from '../catalog/product.repository.ts';
import { productCard } from '../catalog/product.service.ts';
import type { ProductCard } from '../catalog/product.types.ts';
import { getDb } from '../db/client.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import type { KeywordQuery } from './keyword.ts';
import { type MatchSet, matchSetOf, pageOfMatches } from './search.repository.ts';
import type { SearchSort } from './search.schema.ts';
import { ensureSearchTextCurrent } from './search-text-refresh.ts';

export type SearchPage = Page<ProductCard> & {
  keyword: string;
  /** True when nothing held the keyword and the list shows similar words instead. */
  similar: boolean;
  /** True when more products hold the keyword than `total` says (it stops at 1,000: shown as 1,000+). */
  total_capped: boolean;
};

/**
 * What each keyword matches, with its place in every sort, kept: the other sorts and pages of a
 * keyword (a shopper's next click, or the next shopper's) are cut from it without searching again.
 * Keyed by the keyword alone. Whole result pages of anonymous visitors are kept by the route cache.
 */
const matches = sharedCache<MatchSet & { similar: boolean }>({
  name: 'search matches',
  tags: [tags.products],
  policy: 'short',
  max: 300,
});

/** Spec 2.6: one page of visible products for a keyword; when nothing holds it, similar words. */
export async function searchPage(
  query: KeywordQuery,
  q: { sort: SearchSort; page: number; perPage: number },
): Promise<SearchPage> {
  ensureSearchTextCurrent();
  const db = await getDb();
  const offset = offsetOf(q.page, q.perPage);
  const set = await matches.get(JSON.stringify([query.whole, query.terms, query.consonants]), () =>
    matchSetOf(db, query),
  );
  const rows = await productsInOrder(db, pageOfMatches(set, q.sort, offset, q.perPage));
  const page = toPage(
    rows.map((r) => productCard(r)),
    set.total,
    q.page,
    q.perPage,
  );
  return { ...page, keyword: query.text, similar: set.similar, total_capped: set.capped };
}
