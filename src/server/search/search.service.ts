import { isoDate } from '~/lib/dates';
import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { idsKept, type ProductFilter, productsInOrder } from '../catalog/product.repository.ts';
import { productCard } from '../catalog/product.service.ts';
import type { ProductCard } from '../catalog/product.types.ts';
import { type Executor, getDb } from '../db/client.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { logger } from '../log.ts';
import { applyVariants, tolerantWords, type Variant, type Vocabulary } from './forgiving.ts';
import { type KeywordQuery, keywordQueryOf } from './keyword.ts';
import { catalogWords, type MatchSet, matchSetOf, pageOfMatches } from './search.repository.ts';
import type { SearchSort } from './search.schema.ts';
import { ensureSearchTextCurrent } from './search-text-refresh.ts';
import { activeVariants, countKeyword, mostSearched } from './search-words.repository.ts';

export type SearchPage = Page<ProductCard> & {
  keyword: string;
  /** True when nothing held the keyword and the list shows similar words instead. */
  similar: boolean;
  /** True when more products hold the keyword than `total` says (it stops at 1,000: shown as 1,000+). */
  total_capped: boolean;
  /** The keyword as it was searched instead (a spelling variant or misspelt word corrected), or null. */
  corrected: string | null;
};

/**
 * What each keyword matches, with its place in every sort, kept: the other sorts and pages of a
 * keyword (a shopper's next click, or the next shopper's) are cut from it without searching again.
 * Keyed by the keyword alone. Whole result pages of anonymous visitors are kept by the route cache.
 */
const matches = sharedCache<MatchSet & { similar: boolean; corrected: string | null }>({
  name: 'search matches',
  tags: [tags.products],
  policy: 'short',
  max: 300,
});

/** The shop's variant list, kept a minute (an edit in the back office shows within it). */
const variantList = sharedCache<Variant[]>({ name: 'search variants', tags: [], ttlSeconds: 60, max: 1 });
/**
 * The catalogue's words, for correcting a misspelt word to the closest one. Read from every visible
 * product, so kept ten minutes rather than dropped with the product lists (every order drops those):
 * a new product's words are corrected to a little later.
 */
const vocabulary = sharedCache<Vocabulary>({ name: 'search vocabulary', tags: [], ttlSeconds: 600, max: 1 });

async function variantsNow(): Promise<Variant[]> {
  return variantList.get('all', async () => activeVariants(await getDb()));
}

async function vocabularyNow(): Promise<Vocabulary> {
  return vocabulary.get('all', async () => new Map((await catalogWords(await getDb())).map((w) => [w.word, w.count])));
}

/**
 * What a keyword matches, forgiving: the variant list first (spelling variants replaced, synonyms
 * searched beside their word); when that finds nothing, each word the catalogue does not hold is
 * corrected to its closest word or left out; when that finds nothing either, words alike in
 * trigrams (`similar`). `corrected` is the keyword searched instead, when it differs.
 */
async function forgivingMatches(
  query: KeywordQuery,
): Promise<MatchSet & { similar: boolean; corrected: string | null }> {
  const db = await getDb();
  if (query.consonants) return { ...(await matchSetOf(db, query)), corrected: null };
  const rewritten = applyVariants(query.text, await variantsNow());
  const first = keywordQueryOf(rewritten.words, rewritten.synonyms) ?? query;
  const exact = await matchSetOf(db, first, { loose: false });
  const correctedText = (q: KeywordQuery) => (q.text === query.text.toLowerCase() ? null : q.text);
  if (exact.total > 0) return { ...exact, corrected: rewritten.changed ? correctedText(first) : null };
  const variants = await variantsNow();
  for (const words of tolerantWords(rewritten.words, await vocabularyNow())) {
    const next = keywordQueryOf(words, applyVariants(words.join(' '), variants).synonyms);
    if (!next) continue;
    const tolerant = await matchSetOf(db, next, { loose: false });
    if (tolerant.total > 0) return { ...tolerant, corrected: correctedText(next) };
  }
  return { ...(await matchSetOf(db, query)), corrected: null };
}

/** Counts a keyword that found products, for the popular keywords; a failure only logs. */
function noteSearched(text: string): void {
  void getDb()
    .then((db) => countKeyword(db, text.toLowerCase(), isoDate(new Date())))
    .catch((err: unknown) => logger.warn({ err: String(err) }, 'search keyword not counted'));
}

/** Spec 2.6: one page of visible products for a keyword, forgiving misspellings; when nothing holds it, similar words. */
export async function searchPage(
  query: KeywordQuery,
  q: { sort: SearchSort; page: number; perPage: number; filter?: ProductFilter | undefined },
  options: { count?: boolean } = {},
): Promise<SearchPage> {
  ensureSearchTextCurrent();
  const db = await getDb();
  const offset = offsetOf(q.page, q.perPage);
  const set = await matches.get(JSON.stringify([query.whole, query.terms, query.consonants]), () =>
    forgivingMatches(query),
  );
  // The list filters narrow the keyword's matches (kept per keyword) with one query over their ids.
  const narrowed = q.filter && Object.keys(q.filter).length > 0 ? await narrow(db, set, q.filter) : set;
  const rows = await productsInOrder(db, pageOfMatches(narrowed, q.sort, offset, q.perPage));
  const page = toPage(
    rows.map((r) => productCard(r)),
    narrowed.total,
    q.page,
    q.perPage,
  );
  if (options.count && q.page === 1 && set.total > 0) noteSearched(set.corrected ?? query.text);
  return {
    ...page,
    keyword: query.text,
    similar: set.similar,
    total_capped: set.capped,
    corrected: set.corrected,
  };
}

async function narrow<S extends MatchSet>(db: Executor, set: S, filter: ProductFilter): Promise<S> {
  const kept = await idsKept(
    db,
    set.candidates.map((c) => c.id),
    filter,
  );
  const candidates = set.candidates.filter((c) => kept.has(c.id));
  return { ...set, candidates, total: candidates.length, capped: set.capped && candidates.length > 0 };
}

/** Days the popular keywords look back over. */
const POPULAR_DAYS = 30;
const popular = sharedCache<string[]>({ name: 'popular keywords', tags: [], policy: 'content', max: 1 });

/** The keywords shoppers searched most over the last POPULAR_DAYS days (that found products). */
export async function popularKeywords(limit = 8): Promise<string[]> {
  const since = isoDate(new Date(Date.now() - POPULAR_DAYS * 86_400_000));
  const all = await popular.get('all', async () => mostSearched(await getDb(), since, 20));
  return all.slice(0, limit);
}
