import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { buildSearchText, SEARCH_TEXT_VERSION } from '../catalog/search-text.ts';
import { type Executor, getDb } from '../db/client.ts';
import { categories, products, settings } from '../db/schema/index.ts';
import { logger } from '../log.ts';

const MARKER = 'search_text_version';
const BATCH = 500;

type Row = {
  id: number;
  category_id: number;
  name: string;
  name_en: string;
  keywords: string;
  summary: string;
  search_text: string;
};

async function categoryPaths(db: Executor): Promise<(id: number) => string[]> {
  const cats = new Map((await db.select().from(categories)).map((c) => [c.id, c]));
  const path = (id: number, seen = 0): string[] => {
    const c = cats.get(id);
    if (!c || seen > 10) return [];
    return [...(c.parent_id ? path(c.parent_id, seen + 1) : []), c.name, c.name_en];
  };
  return path;
}

const columns = {
  id: products.id,
  category_id: products.category_id,
  name: products.name,
  name_en: products.name_en,
  keywords: products.keywords,
  summary: products.summary,
  search_text: products.search_text,
};

const expected = (r: Row, path: (id: number) => string[]) =>
  buildSearchText({
    name: r.name,
    name_en: r.name_en,
    keywords: r.keywords,
    summary: r.summary,
    categories: path(r.category_id),
  });

/**
 * Rewrites every product's search text that differs from what buildSearchText makes now, batch by
 * batch in id order; with `categoryIds`, only the products filed in those categories (after a category
 * was renamed or moved, its products' text names the new path). Returns how many rows changed.
 */
export async function refreshSearchText(db: Executor, categoryIds?: number[]): Promise<number> {
  const path = await categoryPaths(db);
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(products)
      .where(and(gt(products.id, after), categoryIds ? inArray(products.category_id, categoryIds) : undefined))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)?.id ?? after;
    const stale = rows
      .map((r) => ({ id: r.id, text: expected(r, path) }))
      .filter((r, i) => r.text !== rows[i]?.search_text);
    if (stale.length === 0) continue;
    const values = sql.join(
      stale.map((r) => sql`(${r.id}::int, ${r.text}::text)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${products} set search_text = v.t from (values ${values}) as v(id, t) where ${products.id} = v.id`,
    );
    changed += stale.length;
  }
  return changed;
}

/**
 * Whether the stored search text was written by this version: the marker says so, or a sample of
 * rows reads exactly as buildSearchText writes it now (a shop seeded by this code).
 */
async function isCurrent(db: Executor): Promise<boolean> {
  const [marker] = await db.select().from(settings).where(eq(settings.key, MARKER));
  if (marker && Number(marker.value) >= SEARCH_TEXT_VERSION) return true;
  const path = await categoryPaths(db);
  const sample = await db.select(columns).from(products).orderBy(asc(products.id)).limit(50);
  return sample.every((r) => r.search_text === expected(r, path));
}

async function markCurrent(db: Executor): Promise<void> {
  await db
    .insert(settings)
    .values({ key: MARKER, value: SEARCH_TEXT_VERSION })
    .onConflictDoUpdate({ target: settings.key, set: { value: SEARCH_TEXT_VERSION, updated_at: new Date() } });
}

/** Brings stored search text up to this version: at most a sample read when it already is. */
export async function bringSearchTextCurrent(db: Executor): Promise<number> {
  if (await isCurrent(db)) {
    await markCurrent(db);
    return 0;
  }
  const changed = await refreshSearchText(db);
  await markCurrent(db);
  return changed;
}

let state: 'idle' | 'running' | 'done' = 'idle';

/**
 * Once per process, in the background: a shop whose products were written by older code gets
 * their search text rewritten while searches go on with the text they have.
 */
export function ensureSearchTextCurrent(): void {
  if (state !== 'idle') return;
  state = 'running';
  getDb()
    .then(bringSearchTextCurrent)
    .then((changed) => {
      state = 'done';
      if (changed) logger.info({ changed }, 'product search text rewritten');
    })
    .catch((err: unknown) => {
      state = 'idle';
      logger.warn({ err: String(err) }, 'product search text could not be checked');
    });
}
