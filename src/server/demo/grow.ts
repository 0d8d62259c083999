import { asc, eq } from 'drizzle-orm';
import { buildSearchText } from '../catalog/search-text.ts';
import type { Db } from '../db/client.ts';
import { categories, products } from '../db/schema/index.ts';

const VARIANTS: [string, string][] = [
  ['대용량', 'Bulk'],
  ['소분', 'Sample'],
  ['리필', 'Refill'],
  ['업소용', 'Pro'],
  ['한정판', 'Limited'],
  ['세트', 'Set'],
  ['프리미엄', 'Premium'],
  ['라이트', 'Lite'],
];
const BATCH = 1000;

/** Adds variants of the base catalog until there are `target` products (for benchmarks). */
export async function growCatalog(
  db: Db,
  current: number,
  target: number,
  log: (line: string) => void,
): Promise<number> {
  const base = await db
    .select()
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(asc(products.id))
    .limit(500);
  const cats = new Map((await db.select().from(categories)).map((c) => [c.id, c]));
  if (base.length === 0) return current;
  let made = current;
  let round = 0;
  while (made < target) {
    const size = Math.min(BATCH, target - made);
    const rows = Array.from({ length: size }, (_, i) => {
      const k = made + i;
      const src = base[k % base.length] as (typeof base)[number];
      const [ko, en] = VARIANTS[(k + round) % VARIANTS.length] as [string, string];
      const name = `${src.name} ${ko} ${k}`;
      const name_en = `${src.name_en} ${en} ${k}`;
      const cat = cats.get(src.category_id);
      const { id: _id, ...rest } = src;
      return {
        ...rest,
        name,
        name_en,
        base_price: src.base_price ? Math.round((src.base_price * (0.6 + (k % 9) / 10)) / 100) * 100 : null,
        stock: k % 13 === 0 ? 0 : (k * 7) % 500,
        sales_count: (k * 31) % 3000,
        review_count: (k * 17) % 400,
        created_at: new Date(Date.now() - (k % 900) * 86_400_000),
        search_text: buildSearchText({
          name,
          name_en,
          keywords: src.keywords,
          summary: src.summary,
          categories: cat ? [cat.name, cat.name_en] : [],
        }),
      };
    });
    await db.insert(products).values(rows);
    made += size;
    round++;
    if (round % 10 === 0) log(`  ${made} products`);
  }
  return made;
}
