import { ttlCache } from '../cache.ts';
import { productsInOrder } from '../catalog/product.repository.ts';
import { type ProductCardWire, serializeProductCard } from '../catalog/product.serializer.ts';
import { getDb } from '../db/client.ts';
import { sharedCacheSeconds } from '../http/page-cache.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import type { KeywordQuery } from './keyword.ts';
import {
  type MatchSet,
  matchSetOf,
  pageOfMatches,
  type SearchSort,
  searchByKeyword,
  searchByKeywordLoosely,
} from './search.repository.ts';
import { ensureSearchTextCurrent } from './search-text-refresh.ts';

export type SearchPage = Page<ProductCardWire> & {
  keyword: string;
  /** True when nothing held the keyword and the list shows similar words instead. */
  similar: boolean;
  /** True when more products hold the keyword than `total` says (it stops at 1,000: shown as 1,000+). */
  total_capped: boolean;
};

/**
 * Results are the same for every visitor until a member's hearts are added, so a page is kept as
 * long as category lists are (15 s, or `CACHE_SECONDS`): popular keywords run once per interval, not
 * per request.
 */
const pages = ttlCache<SearchPage>(sharedCacheSeconds(15) * 1000);

/**
 * What each keyword matches, with its place in every sort, kept as long: the other sorts and pages
 * of a keyword (a shopper's next click, or the next shopper's) are cut from it without searching
 * again. Keyed by the keyword alone, so there are far fewer of these than pages.
 */
const MATCH_SECONDS = sharedCacheSeconds(15);
const matches = ttlCache<MatchSet & { similar: boolean }>(MATCH_SECONDS * 1000, 300);

/** Spec 2.6: one page of visible products for a keyword; when nothing holds it, similar words. */
export function searchPage(query: KeywordQuery, q: { sort: SearchSort; page: number; perPage: number }) {
  ensureSearchTextCurrent();
  const key = JSON.stringify([query.whole, query.terms, q.sort, q.page, q.perPage]);
  return pages.get(key, async () => {
    const db = await getDb();
    const offset = offsetOf(q.page, q.perPage);
    if (MATCH_SECONDS > 0) {
      const set = await matches.get(JSON.stringify([query.whole, query.terms, query.consonants]), () =>
        matchSetOf(db, query),
      );
      const rows = await productsInOrder(db, pageOfMatches(set, q.sort, offset, q.perPage));
      const page = toPage(
        rows.map((r) => serializeProductCard(r)),
        set.total,
        q.page,
        q.perPage,
      );
      return { ...page, keyword: query.text, similar: set.similar, total_capped: set.capped };
    }
    const ask = { query, sort: q.sort, limit: q.perPage, offset };
    let found = await searchByKeyword(db, ask);
    let similar = false;
    if (found.total === 0 && !query.consonants && query.whole.length >= 3) {
      found = await searchByKeywordLoosely(db, ask);
      similar = found.total > 0;
    }
    const page = toPage(
      found.rows.map((r) => serializeProductCard(r)),
      found.total,
      q.page,
      q.perPage,
    );
    return { ...page, keyword: query.text, similar, total_capped: found.capped };
  });
}
