import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import {
  hasOptions,
  type ListedProduct,
  listedColumns,
  type ProductFilter,
  type SearchCandidate,
  salePrice,
  whereOf,
} from '../catalog/product.repository.ts';
import { type Executor, rowsOf } from '../db/client.ts';
import { categories, products } from '../db/schema/index.ts';
import { type KeywordQuery, likeEscape } from './keyword.ts';
import type { SearchSort } from './search.schema.ts';

/** How alike a misspelt word must be to a word of the product (pg_trgm word similarity, 0..1). */
const FUZZY_THRESHOLD = 0.45;

const contains = (term: string): SQL => sql`${products.search_text} like ${`%${likeEscape(term)}%`}`;

/**
 * A word of one or two letters is looked for where a word of the search text starts: the trigram
 * index can then answer it (a two-letter infix has no trigram and reads every row), and 캔들 still
 * finds 소이 캔들, whose words are in the text one by one.
 */
function termMatch(term: string): SQL {
  if ([...term].length >= 3) return contains(term);
  const e = likeEscape(term);
  return or(sql`${products.search_text} like ${`${e}%`}`, sql`${products.search_text} like ${`% ${e}%`}`) as SQL;
}

/** A word, or one of its synonyms. */
function wordMatch(term: string, synonyms: string[] = []): SQL {
  return synonyms.length ? (or(termMatch(term), ...synonyms.map(termMatch)) as SQL) : termMatch(term);
}

/** The whole keyword without spaces appears somewhere, or every word of it does (or a synonym of it). */
function matchOf(q: KeywordQuery): SQL {
  if (q.terms.length === 1) return wordMatch(q.whole, q.synonyms?.[0]);
  const everyWord = and(...q.terms.map((t, i) => wordMatch(t, q.synonyms?.[i]))) as SQL;
  return [...q.whole].length >= 3 ? (or(contains(q.whole), everyWord) as SQL) : everyWord;
}

/** Looser: a misspelt word is close enough to a word of the product (trigram word similarity). */
const fuzzyOf = (q: KeywordQuery): SQL => sql`${q.text.toLowerCase()} <% ${products.search_text}`;

/** Relevance tier: the name is the keyword (0), starts with it (1), holds it (2), anything else (3); for 초성, the name's initial consonants. */
function tierOf(q: KeywordQuery): SQL {
  if (q.consonants) {
    return sql`case when ${products.search_text} ~ ${`(^| )${q.whole}( |$)`} then 0
      when ${products.search_text} ~ ${`(^| )${q.whole}`} then 1 else 2 end`;
  }
  const ko = sql`lower(replace(${products.name}, ' ', ''))`;
  const en = sql`lower(replace(${products.name_en}, ' ', ''))`;
  const w = likeEscape(q.whole);
  return sql`case when ${ko} = ${q.whole} or ${en} = ${q.whole} then 0
    when ${ko} like ${`${w}%`} or ${en} like ${`${w}%`} then 1
    when ${ko} like ${`%${w}%`} or ${en} like ${`%${w}%`} then 2 else 3 end`;
}

/**
 * Relevance: the tier, then trigram word similarity to the keyword, then sales. Similarity costs a
 * trigram comparison per row, so it orders result sets up to SIMILARITY_MAX rows; a broad keyword
 * (캔들 in a large catalog) is ordered by tier and sales.
 */
function relevance(q: KeywordQuery, similar: boolean): SQL[] {
  return [
    asc(tierOf(q)),
    ...(similar ? [desc(sql`word_similarity(${q.whole}, ${products.search_text})`)] : []),
    desc(products.sales_count),
    desc(products.id),
  ];
}

const SIMILARITY_MAX = 500;

function orderOf(sort: SearchSort, q: KeywordQuery, similar: boolean): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.created_at), desc(products.id)];
    case 'popular':
      return [desc(products.sales_count), desc(products.id)];
    case 'price_asc':
      return [sql`${salePrice} asc nulls last`, asc(products.id)];
    case 'price_desc':
      return [sql`${salePrice} desc nulls last`, desc(products.id)];
    case 'reviews':
      return [desc(products.review_count), desc(products.id)];
    default:
      return relevance(q, similar);
  }
}

export type KeywordSearch = { query: KeywordQuery; sort: SearchSort; limit: number; offset: number };

/**
 * A broad keyword (캔들 in a catalog of 100,000) matches tens of thousands of products. Counting
 * them all, or ranking them all by relevance, reads every one for a page of 14; so the count stops
 * past this many ("1,000+"), and relevance ranks the best-selling this-many matches.
 */
export const SEARCH_RESULT_CAP = 1000;

/** A keyword's matches as its pages use them: how many, and which are ranked. */
type Matches = { ids: number[]; total: number; capped: boolean };

/**
 * The best-selling matches, up to one past SEARCH_RESULT_CAP, read in one pass: they give both the
 * count (stopping past SEARCH_RESULT_CAP) and the products that are ranked (all of them, or the
 * best-selling SEARCH_RESULT_CAP when there are more). Counting and collecting them apart read a
 * broad keyword's matches twice.
 *
 * Left to itself the planner may walk the sales index and test each product until it has enough;
 * for similar words each test is a trigram comparison, and a keyword whose matches are few and
 * sell little is tested against most of the catalog (seconds at 100,000 products). `fenced` first
 * collects every match through the trigram index (OFFSET 0 keeps the planner from merging the two
 * steps), then takes the best sellers among them.
 */
async function bestMatches(db: Executor, where: SQL, fenced = false): Promise<Matches> {
  const limit = SEARCH_RESULT_CAP + 1;
  const rows = fenced
    ? // Written out: the query builder leaves out an OFFSET of 0, and with it the fence.
      await rowsOf<{ id: number }>(
        db,
        sql`select matched.id from (select ${products.id}, ${products.sales_count} from ${products}
          where ${where} offset 0) matched order by matched.sales_count desc, matched.id desc limit ${limit}`,
      )
    : await db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(desc(products.sales_count), desc(products.id))
        .limit(limit);
  const ids = rows.slice(0, SEARCH_RESULT_CAP).map((r) => Number(r.id));
  return { ids, total: ids.length, capped: rows.length > SEARCH_RESULT_CAP };
}

/**
 * Products whose id is one of `ids`, sent as one array parameter: up to SEARCH_RESULT_CAP ids as
 * that many parameters cost the shop and the database more to build, send and plan than the query.
 */
function amongIds(ids: number[]): SQL {
  return sql`${products.id} = any(${sql.param(ids)}::int[])`;
}

async function runSearch(db: Executor, q: KeywordSearch, match: SQL, fenced = false) {
  const { ids, total, capped } = await bestMatches(db, and(whereOf({}), match) as SQL, fenced);
  if (total === 0 || q.offset >= total) return { rows: [] as ListedProduct[], total, capped };
  const relevance = q.sort === 'relevance';
  // Too many to rank: every sort orders the best-selling matches; similarity only for small sets.
  const rows = await db
    .select({ ...listedColumns, has_options: hasOptions })
    .from(products)
    .where(amongIds(ids))
    .orderBy(...orderOf(q.sort, q.query, relevance && total > 1 && total <= SIMILARITY_MAX))
    .limit(q.limit)
    .offset(q.offset);
  return { rows: rows as ListedProduct[], total, capped };
}

/**
 * Everything a keyword's result pages need, read once: the count and, for each of up to
 * SEARCH_RESULT_CAP matches (the best sellers when there are more), its place in every sort. The
 * places come from the same ORDER BY the one-page queries use, so a page cut from this set is the
 * page the database would give. A broad keyword's pages, in every sort, are its best-selling
 * SEARCH_RESULT_CAP matches (the result says 1,000+; a narrower keyword shows the rest).
 */
export type MatchSet = {
  total: number;
  capped: boolean;
  candidates: { id: number; rank: Record<SearchSort, number> }[];
};

async function collect(db: Executor, query: KeywordQuery, match: SQL, fenced = false): Promise<MatchSet> {
  const { ids, total, capped } = await bestMatches(db, and(whereOf({}), match) as SQL, fenced);
  if (total === 0) return { total, capped, candidates: [] };
  const similar = total > 1 && total <= SIMILARITY_MAX;
  const place = (order: SQL[]) => sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`;
  const rows = await db
    .select({
      id: products.id,
      relevance: place(orderOf('relevance', query, similar)),
      newest: place(orderOf('newest', query, similar)),
      popular: place(orderOf('popular', query, similar)),
      price_asc: place(orderOf('price_asc', query, similar)),
      price_desc: place(orderOf('price_desc', query, similar)),
      reviews: place(orderOf('reviews', query, similar)),
    })
    .from(products)
    .where(amongIds(ids));
  const candidates = rows.map(({ id, ...rank }) => ({
    id,
    rank: Object.fromEntries(Object.entries(rank).map(([k, v]) => [k, Number(v)])) as Record<SearchSort, number>,
  }));
  return { total, capped, candidates };
}

/** The keyword's match set: what holds it, or, when nothing does, similar words (as the pages do). */
export async function matchSetOf(
  db: Executor,
  query: KeywordQuery,
  options: { loose?: boolean } = {},
): Promise<MatchSet & { similar: boolean }> {
  const exact = await collect(db, query, matchOf(query));
  if (exact.total > 0 || query.consonants || query.whole.length < 3 || options.loose === false) {
    return { ...exact, similar: false };
  }
  const loose = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    return collect(tx, query, fuzzyOf(query), true);
  });
  return { ...loose, similar: loose.total > 0 };
}

/** The ids of one page of a match set in a sort. */
export function pageOfMatches(set: MatchSet, sort: SearchSort, offset: number, limit: number): number[] {
  return [...set.candidates]
    .sort((a, b) => a.rank[sort] - b.rank[sort])
    .slice(offset, offset + limit)
    .map((c) => c.id);
}

/** Visible products holding the keyword (whole, or every word of it), ranked or sorted, one page. */
export function searchByKeyword(db: Executor, q: KeywordSearch) {
  return runSearch(db, q, matchOf(q.query));
}

/**
 * The second try when nothing holds the keyword: words alike in trigrams (라벤다 → 라벤더,
 * lavendar → lavender). The similarity threshold is set for this transaction only.
 */
export function searchByKeywordLoosely(db: Executor, q: KeywordSearch) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    return runSearch(tx, q, fuzzyOf(q.query), true);
  });
}

/** The catalogue's words (names, keywords, category names) with how many visible products hold each. */
export async function catalogWords(db: Executor): Promise<{ word: string; count: number }[]> {
  const rows = await rowsOf<{ word: string; count: number }>(
    db,
    sql`select word, count(*)::int as count from (
      select distinct p.id, regexp_split_to_table(lower(p.name || ' ' || p.name_en || ' ' || p.keywords || ' ' || c.name || ' ' || c.name_en), '[\\s·&(),/]+') as word
      from ${products} p join ${categories} c on c.id = p.category_id where p.status = 'active'
    ) w where length(word) >= 2 group by word`,
  );
  return rows.map((r) => ({ word: r.word, count: Number(r.count) }));
}

/**
 * Candidates for the AI search: the hard filters, each group of `anyOf` (a product must hold at
 * least one word of every group), ranked by how many `prefer` words it holds, then by sales.
 */
export async function findByIntent(
  db: Executor,
  q: { filter: ProductFilter; anyOf: string[][]; prefer: string[]; limit: number },
): Promise<SearchCandidate[]> {
  const groups = q.anyOf.filter((g) => g.length > 0).map((g) => or(...g.map(contains)) as SQL);
  const score = sql.join(
    q.prefer.map((w) => sql`(case when ${contains(w)} then 1 else 0 end)`),
    sql` + `,
  );
  const rows = await db
    .select({ ...listedColumns, search_text: products.search_text, has_options: hasOptions })
    .from(products)
    .where(and(whereOf(q.filter), ...groups))
    .orderBy(
      // What can be bought now comes before what is sold out.
      desc(sql`${products.stock} > 0`),
      ...(q.prefer.length ? [desc(score)] : []),
      desc(products.sales_count),
      desc(products.id),
    )
    .limit(q.limit);
  return rows as SearchCandidate[];
}
