import { asc, count, eq } from 'drizzle-orm';
import { buildSearchText } from '../catalog/search-text.ts';
import type { Db } from '../db/client.ts';
import { categories, products } from '../db/schema/index.ts';
import { won } from './random.ts';

/** A word for the variant, and which way it moves the size in the name (if the name has one). */
const MODIFIERS: [string, string, 'small' | 'large' | 'same'][] = [
  ['대용량', 'Bulk', 'large'],
  ['소분', 'Sample', 'small'],
  ['리필', 'Refill', 'same'],
  ['공방용', 'Studio', 'large'],
  ['한정판', 'Limited', 'same'],
  ['세트', 'Set', 'same'],
  ['프리미엄', 'Premium', 'same'],
  ['시즌', 'Seasonal', 'same'],
  ['선물용', 'Gift', 'small'],
  ['업소용', 'Trade', 'large'],
];
/** Sizes a grown variant may take in place of the base product's size, smallest first. */
const SIZES: Record<string, string[]> = {
  ml: ['10ml', '30ml', '50ml', '100ml', '200ml', '250ml', '500ml'],
  kg: ['1kg', '2kg', '5kg', '10kg'],
  g: ['50g', '100g', '200g', '300g', '500g'],
};
/** A price factor that follows the size: bulk costs more, samples less. */
const PRICE = {
  small: (k: number) => 0.4 + (k % 4) / 10,
  large: (k: number) => 1.6 + (k % 8) / 5,
  same: (k: number) => 0.85 + (k % 5) / 10,
};
const BATCH = 1000;
const DAY = 86_400_000;

function resize(name: string, way: 'small' | 'large' | 'same', k: number): string {
  if (way === 'same') return name;
  return name.replace(/\d+(ml|kg|g)\b/, (size, unit: string) => {
    const sizes = SIZES[unit] as string[];
    const at = Math.max(0, sizes.indexOf(size));
    const options = way === 'small' ? sizes.slice(0, at) : sizes.slice(at + 1);
    return options.length ? (options[k % options.length] as string) : size;
  });
}

/**
 * Adds variants of the base catalog until there are `target` products (for load tests). Variants
 * reuse the base products' pictures and copy, with their own names, sizes, prices and numbers.
 */
export async function growCatalog(db: Db, target: number, log: (line: string) => void): Promise<number> {
  const base = await db.select().from(products).where(eq(products.status, 'active')).orderBy(asc(products.id));
  const cats = new Map((await db.select().from(categories)).map((c) => [c.id, c]));
  const parentNames = (id: number): string[] => {
    const c = cats.get(id);
    return c ? [...(c.parent_id ? parentNames(c.parent_id) : []), c.name, c.name_en] : [];
  };
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(products);
  let made = Number(n);
  if (base.length === 0) return made;
  const now = Date.now();
  let batches = 0;
  while (made < target) {
    const size = Math.min(BATCH, target - made);
    const rows = Array.from({ length: size }, (_, i) => {
      const k = made + i;
      const src = base[k % base.length] as (typeof base)[number];
      const round = Math.floor(k / base.length);
      const [ko, en, way] = MODIFIERS[round % MODIFIERS.length] as (typeof MODIFIERS)[number];
      const vol = Math.floor(round / MODIFIERS.length);
      const tail = vol > 0 ? ` Vol.${vol + 1}` : '';
      const name = `${ko} ${resize(src.name, way, k)}${tail}`;
      const name_en = `${en} ${resize(src.name_en, way, k)}${tail}`;
      const { id: _id, ...rest } = src;
      const discount = k % 9 === 0 ? [10, 20, 30][k % 3] : 0;
      return {
        ...rest,
        name,
        name_en,
        base_price: src.base_price ? Math.min(89000, Math.max(1500, won(src.base_price * PRICE[way](k)))) : null,
        discount_rate: discount ?? 0,
        is_sale: Boolean(discount),
        stock: k % 13 === 0 ? 0 : (k * 7) % 500,
        sales_count: (k * 31) % 3000,
        review_count: 0,
        is_new: false,
        is_best: false,
        badges: discount && discount >= 20 ? ['SALE'] : [],
        created_at: new Date(now - ((k * 7919) % 540) * DAY - (k % 86_400) * 1000),
        updated_at: new Date(now),
        disclosure: src.disclosure.map((r, j) => (j === 0 ? { ...r, value: name, value_en: name_en } : r)),
        search_text: buildSearchText({
          name,
          name_en,
          keywords: src.keywords,
          summary: src.summary,
          categories: parentNames(src.category_id),
        }),
      };
    });
    await db.insert(products).values(rows);
    made += size;
    batches++;
    if (batches % 10 === 0 || made === target) log(`  ${made} products`);
  }
  return made;
}
