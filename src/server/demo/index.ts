import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, productOptions, products, settings } from '../db/schema/index.ts';
import { flatCategories } from './categories.ts';
import { seedContent } from './content.ts';
import { growCatalog } from './grow.ts';
import { seedMedia } from './media.ts';
import { DEMO_LOGIN, seedMembers } from './members.ts';
import { demoProducts } from './products.ts';
import { DEMO_SETTINGS } from './settings.ts';

export type SeedResult = {
  created: boolean;
  products: number;
  adminPassword?: string;
  demo: { login_id: string; password?: string };
};

/**
 * Makes an empty database a working demo shop. Idempotent: a seeded database is left as it is,
 * except that `products` larger than the catalog grows it to that many products.
 */
export async function seed(
  db: Db,
  opts: { products?: number; log?: (line: string) => void } = {},
): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const done = await db.select().from(settings).where(eq(settings.key, 'seeded_at')).limit(1);
  let result: SeedResult = { created: false, products: 0, demo: { login_id: DEMO_LOGIN } };
  if (done.length === 0) {
    const started = Date.now();
    const images = await seedMedia(db);
    log(`images: ${images}`);
    result = await db.transaction(async (tx) => {
      await tx.insert(settings).values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value })));
      const cats = flatCategories();
      await tx.insert(categories).values(cats.map(({ family: _f, path: _p, ...c }) => c));
      const catalog = demoProducts(cats);
      for (let i = 0; i < catalog.length; i += 100) {
        const batch = catalog.slice(i, i + 100);
        const ids = await tx
          .insert(products)
          .values(batch.map((p) => p.row))
          .returning({ id: products.id });
        const options = batch.flatMap((p, j) =>
          p.options.map((o, k) => ({
            product_id: ids[j]?.id ?? 0,
            name: o.name,
            name_en: o.name_en,
            price_delta: o.delta,
            stock: (j + k) % 7 === 0 ? 0 : 20 + ((j * 13 + k * 7) % 180),
            sort_order: k,
          })),
        );
        if (options.length) await tx.insert(productOptions).values(options);
      }
      const people = await seedMembers(tx);
      await seedContent(tx);
      await tx.insert(settings).values({ key: 'seeded_at', value: new Date().toISOString() });
      return {
        created: true,
        products: catalog.length,
        demo: { login_id: DEMO_LOGIN, password: people.demoPassword },
        ...(people.adminPassword ? { adminPassword: people.adminPassword } : {}),
      };
    });
    log(`base shop seeded in ${Date.now() - started} ms`);
  }
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(products);
  result.products = Number(n);
  if (opts.products && opts.products > result.products) {
    const started = Date.now();
    result.products = await growCatalog(db, result.products, opts.products, log);
    log(`catalog grown to ${result.products} products in ${Date.now() - started} ms`);
  }
  return result;
}
