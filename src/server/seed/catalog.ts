import type { Executor } from '../db/client.ts';
import { categories, productOptions, products } from '../db/schema/index.ts';
import { flatCategories } from './categories.data.ts';
import { seedProducts } from './products.ts';

/** Finds a seeded product by the start of its Korean name (names may carry a size suffix). */
export type ProductLookup = (name: string) => { id: number; thumb: string };

/** Categories, then products with their options, in batches; answers a lookup by name. */
export async function seedCatalog(db: Executor, now: number): Promise<{ lookup: ProductLookup; count: number }> {
  const cats = flatCategories();
  await db.insert(categories).values(cats.map(({ family: _f, path: _p, ...c }) => c));
  const catalog = seedProducts(cats, now);
  const ids = new Map<string, { id: number; thumb: string }>();
  for (let i = 0; i < catalog.length; i += 100) {
    const batch = catalog.slice(i, i + 100);
    const made = await db
      .insert(products)
      .values(batch.map((p) => p.row))
      .returning({ id: products.id, name: products.name, thumb: products.thumb_image });
    for (const m of made) ids.set(m.name, { id: m.id, thumb: m.thumb });
    const options = batch.flatMap((p, j) =>
      p.options.map((o, k) => ({
        product_id: made[j]?.id as number,
        name: o.name,
        name_en: o.name_en,
        price_delta: o.delta,
        stock: o.stock,
        sort_order: k,
      })),
    );
    if (options.length) await db.insert(productOptions).values(options);
  }
  const lookup: ProductLookup = (name) => {
    for (const [n, found] of ids) if (n === name || n.startsWith(`${name} `)) return found;
    throw new Error(`seed data names a product that is not in the catalog: ${name}`);
  };
  return { lookup, count: catalog.length };
}
