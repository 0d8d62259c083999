// `DATABASE_URL=postgres://… npx tsx bench/explain.ts [--runs 3] [--plans] [--json FILE]`
// (or DATA_DIR=… for a PGlite folder no server has open, like the other scripts).
// EXPLAIN (ANALYZE, BUFFERS) of the queries a search page and a category page send, on the database
// as it is. The SQL is never written here: the shop's own services (searchPage, categoryFilter,
// productPage) run with the shared caches off, drizzle's logger records what they send, and each
// recorded query is explained with its parameters, in the same transaction settings.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { KEYWORDS } from './workload';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    plans: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('usage: npx tsx bench/explain.ts [--runs N] [--plans] [--json FILE]');
  process.exit(2);
}

const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
const { DEFAULT_PAGE_SIZE } = await import('../src/lib/constants.ts');
const { closeDb, dbHandle } = await import('../src/server/db/client.ts');
const schema = await import('../src/server/db/schema/index.ts');
const { categoryTree } = await import('../src/server/catalog/category.service.ts');
const { categoryFilter, productPage } = await import('../src/server/catalog/product.service.ts');
const { keywordQuery } = await import('../src/server/search/keyword.ts');
const { searchPage } = await import('../src/server/search/search.service.ts');
// Every call below reaches the database: the small caches are emptied before each one (`recorded`).
const { clearSharedCaches } = await import('../src/server/cache/lru.ts');
const { ensureSearchTextCurrent } = await import('../src/server/search/search-text-refresh.ts');

type Sent = { sql: string; params: unknown[] };
type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};
type Explained = {
  label: string;
  sql: string;
  executionMs: number;
  planningMs: number;
  rows: number;
  sharedHit: number;
  sharedRead: number;
  scans: string[];
  plan?: string;
};
type Case = { kind: 'search' | 'category'; name: string; found: number; dbMs: number; queries: Explained[] };

/** Which call a query belongs to; queries sent outside any call (background work) are not recorded. */
const call = new AsyncLocalStorage<Sent[]>();
const handle = await dbHandle();
const logger = {
  logQuery(sql: string, params: unknown[]) {
    call.getStore()?.push({ sql, params });
  },
};
// The services read `getDb()`, which answers this handle's db: the same client, now with a logger.
handle.db =
  handle.kind === 'postgres'
    ? (drizzlePg(handle.pool as never, { schema, logger }) as never)
    : (drizzlePglite((handle.db as unknown as { $client: never }).$client, { schema, logger }) as never);
const client = (handle.db as unknown as { $client: { query: Query } }).$client;

async function recorded<T>(run: () => Promise<T>): Promise<{ result: T; sent: Sent[] }> {
  const sent: Sent[] = [];
  clearSharedCaches();
  const result = await call.run(sent, run);
  return { result, sent };
}

function scansOf(node: PlanNode, into: Set<string>): Set<string> {
  if (node['Relation Name'] || node['Index Name']) {
    into.add(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`);
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;
const describes = (sql: string) => /^\s*select\b/i.test(sql) && /"products"/.test(sql);
const isTransactionControl = (sql: string) => /^\s*(begin|commit|rollback)\b/i.test(sql);

/**
 * Replays one call's queries in order on one connection, inside a transaction rolled back at the
 * end: settings the call made (a similarity threshold) apply, and every product query is explained.
 */
async function explainAll(sent: Sent[], labels: string[]): Promise<Explained[]> {
  const conn =
    handle.kind === 'postgres'
      ? await (handle.pool as unknown as { connect: () => Promise<{ query: Query; release: () => void }> }).connect()
      : { query: client.query.bind(client), release: () => {} };
  const out: Explained[] = [];
  try {
    await conn.query('begin');
    for (const { sql, params } of sent) {
      if (isTransactionControl(sql)) continue;
      if (!describes(sql)) {
        await conn.query(sql, params);
        continue;
      }
      const runs: { plan: PlanNode; executionMs: number; planningMs: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const { rows } = await conn.query(`explain (analyze, buffers, format json) ${sql}`, params);
        const raw = rows[0]?.['QUERY PLAN'];
        const [doc] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
          { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number },
        ];
        runs.push({ plan: doc.Plan, executionMs: doc['Execution Time'], planningMs: doc['Planning Time'] });
      }
      const mid = runs.find((r) => r.executionMs === median(runs.map((x) => x.executionMs))) ?? runs[0];
      if (!mid) continue;
      let plan: string | undefined;
      if (values.plans || values.json) {
        const { rows } = await conn.query(`explain (analyze, buffers) ${sql}`, params);
        plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      out.push({
        label: labels[out.length] ?? `query ${out.length + 1}`,
        sql,
        executionMs: round(mid.executionMs),
        planningMs: round(mid.planningMs),
        rows: mid.plan['Actual Rows'] ?? 0,
        sharedHit: mid.plan['Shared Hit Blocks'] ?? 0,
        sharedRead: mid.plan['Shared Read Blocks'] ?? 0,
        scans: [...scansOf(mid.plan, new Set())],
        ...(plan ? { plan } : {}),
      });
    }
  } finally {
    await conn.query('rollback').catch(() => {});
    conn.release();
  }
  return out;
}

/** What each product query of a call is, in the order the services send them. */
function labelsOf(sent: Sent[]): string[] {
  return sent
    .filter((s) => describes(s.sql))
    .map((s) => {
      const loose = sent.some((x) => /set_config\('pg_trgm/.test(x.sql) && sent.indexOf(x) < sent.indexOf(s));
      const what = /select count\(\*\)/i.test(s.sql)
        ? 'count'
        : /^select ("id"|matched\.id) from/i.test(s.sql)
          ? 'matches'
          : /word_similarity\(/.test(s.sql)
            ? 'similar order'
            : 'page';
      return loose ? `similar words: ${what}` : what;
    });
}

async function searchCase(keyword: string): Promise<Case> {
  const query = keywordQuery(keyword);
  if (!query) throw new Error(`blank keyword ${keyword}`);
  const { result, sent } = await recorded(() =>
    searchPage(query, { sort: 'relevance', page: 1, perPage: DEFAULT_PAGE_SIZE }),
  );
  const queries = await explainAll(sent, labelsOf(sent));
  return { kind: 'search', name: keyword, found: result.total, dbMs: total(queries), queries };
}

type Listing = { id: number; sort: 'newest' | 'popular' | 'price_asc' | 'price_desc' | 'reviews'; page: number };
type Band = { minPrice?: number; maxPrice?: number; inStockOnly?: boolean; sale?: boolean };

/** The category page's call (src/pages/shop/category/[categoryId].astro): its filter, then one page. */
async function categoryCase(name: string, l: Listing, band: Band = {}): Promise<Case> {
  const filter = await categoryFilter(l.id);
  if (!filter) throw new Error(`no category ${l.id}`);
  const { result, sent } = await recorded(() =>
    productPage({
      ...filter,
      discountedOnly: filter.discountedOnly || Boolean(band.sale),
      minPrice: band.minPrice,
      maxPrice: band.maxPrice,
      inStockOnly: Boolean(band.inStockOnly),
      sort: l.sort,
      page: l.page,
      perPage: DEFAULT_PAGE_SIZE,
    }),
  );
  const queries = await explainAll(
    sent,
    sent.filter((s) => describes(s.sql)).map((s) => (/select count\(\*\)/i.test(s.sql) ? 'count' : 'page')),
  );
  return { kind: 'category', name, found: result.total, dbMs: total(queries), queries };
}

/** Database time of one page: its queries one after another (the page and count run side by side, so this is an upper bound). */
const total = (qs: Explained[]) => round(qs.reduce((n, q) => n + q.executionMs, 0));

async function main(): Promise<Case[]> {
  // Work the shop does once per process, kept out of the recording.
  ensureSearchTextCurrent();
  const tree = await categoryTree();
  const cases: Case[] = [];
  for (const keyword of KEYWORDS) cases.push(await searchCase(keyword));

  const sizes = await Promise.all(
    tree.map(async (c) => ({
      c,
      n: (await productPage({ ...(await categoryFilter(c.id)), sort: 'newest', page: 1, perPage: 1 })).total,
    })),
  );
  for (const { c } of sizes) cases.push(await categoryCase(`${c.id} ${c.name}`, { id: c.id, sort: 'newest', page: 1 }));
  const largest = sizes.reduce((a, b) => (b.n > a.n ? b : a)).c;
  const at = `${largest.id} ${largest.name}`;
  for (const sort of ['popular', 'price_asc', 'price_desc', 'reviews'] as const) {
    cases.push(await categoryCase(`${at} · ${sort}`, { id: largest.id, sort, page: 1 }));
  }
  cases.push(await categoryCase(`${at} · page 5`, { id: largest.id, sort: 'newest', page: 5 }));
  cases.push(
    await categoryCase(
      `${at} · 10,000–29,999 won`,
      { id: largest.id, sort: 'newest', page: 1 },
      {
        minPrice: 10_000,
        maxPrice: 29_999,
      },
    ),
  );
  cases.push(
    await categoryCase(`${at} · in stock`, { id: largest.id, sort: 'newest', page: 1 }, { inStockOnly: true }),
  );
  cases.push(await categoryCase(`${at} · sale`, { id: largest.id, sort: 'newest', page: 1 }, { sale: true }));
  return cases;
}

/** Columns a string takes in a terminal: Hangul and other wide letters take two. */
const width = (text: string) =>
  [...text].reduce(
    (n, ch) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u.test(ch) ? 2 : 1),
    0,
  );

function print(cases: Case[], products: number): void {
  const cols = ['', 'found', 'db ms', 'slowest query', 'ms', 'scans of the slowest'];
  for (const kind of ['search', 'category'] as const) {
    const rows = cases
      .filter((c) => c.kind === kind)
      .map((c) => {
        const slow = c.queries.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
        return [
          c.name,
          String(c.found),
          c.dbMs.toFixed(2),
          slow.label,
          slow.executionMs.toFixed(2),
          slow.scans.join(', '),
        ];
      });
    const widths = cols.map((h, i) => Math.max(h.length, ...rows.map((r) => width(r[i] ?? ''))));
    const pad = (c: string, i: number) => {
      const fill = ' '.repeat(Math.max(0, (widths[i] ?? 0) - width(c)));
      return i === 1 || i === 2 || i === 4 ? fill + c : c + fill;
    };
    const line = (cells: string[]) => cells.map(pad).join('  ').trimEnd();
    console.log(
      `\n${kind === 'search' ? 'Search, relevance, page 1' : 'Category page listing'} (${products} products, median of ${RUNS} EXPLAIN ANALYZE runs; db ms = all its queries):`,
    );
    console.log(line([kind === 'search' ? 'keyword' : 'category', ...cols.slice(1)]));
    for (const r of rows) console.log(line(r));
  }
  if (values.plans) {
    for (const c of cases) for (const q of c.queries) console.log(`\n-- ${c.kind} ${c.name} · ${q.label}\n${q.plan}`);
  }
}

try {
  const cases = await main();
  const { rows } = await client.query('select count(*)::int as n from products');
  const products = Number(rows[0]?.n ?? 0);
  print(cases, products);
  const maxOf = (kind: Case['kind']) => Math.max(...cases.filter((c) => c.kind === kind).map((c) => c.dbMs));
  const medianOf = (kind: Case['kind']) => median(cases.filter((c) => c.kind === kind).map((c) => c.dbMs));
  const summary = {
    database: handle.kind,
    products,
    runs: RUNS,
    search: { medianMs: medianOf('search'), maxMs: maxOf('search') },
    category: { medianMs: medianOf('category'), maxMs: maxOf('category') },
  };
  console.log(
    `\nsearch db ms: median ${summary.search.medianMs}, max ${summary.search.maxMs}; ` +
      `category db ms: median ${summary.category.medianMs}, max ${summary.category.maxMs}`,
  );
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ ...summary, cases }, null, 2)}\n`);
} finally {
  await closeDb();
}
