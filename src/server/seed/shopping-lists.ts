import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { contentPages, guideMaterials, productOptions, products, promotionProducts } from '../db/schema/index.ts';
import type { ProductLookup } from './catalog.ts';
import { GUIDE_MATERIALS, PROMOTION_PRODUCTS } from './shopping-lists.data.ts';

/** The option a material names, when its product is sold in options (else the first one). */
async function optionFor(db: Executor, productId: number, name: string | undefined): Promise<number | null> {
  const options = await db
    .select({ id: productOptions.id, name: productOptions.name })
    .from(productOptions)
    .where(eq(productOptions.product_id, productId))
    .orderBy(productOptions.sort_order);
  if (options.length === 0) return null;
  return (options.find((o) => o.name === name) ?? options[0])?.id ?? null;
}

async function pageIds(db: Executor, kind: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: contentPages.id, slug: contentPages.slug })
    .from(contentPages)
    .where(eq(contentPages.kind, kind));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** The guides' materials as products, and the products each promotion shows (discounted while it runs). */
export async function seedShoppingLists(db: Executor, product: ProductLookup): Promise<void> {
  const guides = await pageIds(db, 'diy');
  const materials = [];
  for (const [slug, list] of Object.entries(GUIDE_MATERIALS)) {
    const pageId = guides.get(slug);
    if (pageId === undefined) throw new Error(`seed materials name a guide that is not seeded: ${slug}`);
    for (const [position, m] of list.entries()) {
      const productId = product(m.product).id;
      materials.push({
        page_id: pageId,
        position,
        product_id: productId,
        option_id: await optionFor(db, productId, m.option),
        label: m.label[0],
        label_en: m.label[1],
        amount_per_piece: m.per?.[0] ?? null,
        amount_per_unit: m.per?.[1] ?? 1,
      });
    }
  }
  await db.insert(guideMaterials).values(materials);

  const promotions = await pageIds(db, 'promotion');
  for (const [slug, { products: names, discount }] of Object.entries(PROMOTION_PRODUCTS)) {
    const pageId = promotions.get(slug);
    if (pageId === undefined) throw new Error(`seed promotion products name a promotion that is not seeded: ${slug}`);
    const ids = names.map((name) => product(name).id);
    await db
      .insert(promotionProducts)
      .values(ids.map((product_id, position) => ({ page_id: pageId, product_id, position })));
    if (discount) {
      await db
        .update(products)
        .set({ discount_rate: discount, is_sale: true })
        .where(and(inArray(products.id, ids), eq(products.status, 'active')));
    }
  }
}
