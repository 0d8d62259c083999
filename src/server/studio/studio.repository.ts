import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { StudioSettings } from '../../lib/studio/types.ts';
import type { Executor } from '../db/client.ts';
import { productOptions, products, settings, studioMaterials } from '../db/schema/index.ts';

/** A material with its product's live price, stock and registration. */
export type MaterialRow = {
  id: number;
  kind: (typeof studioMaterials.$inferSelect)['kind'];
  product_id: number;
  option_id: number | null;
  name: string;
  name_en: string;
  family: (typeof studioMaterials.$inferSelect)['family'];
  max_percent: number | null;
  swatch: string | null;
  fits: (typeof studioMaterials.$inferSelect)['fits'];
  volume_ml: number | null;
  pack_amount: number;
  /** The material's own registration, else its product's. */
  safety_no: string | null;
  /** What one unit sells for now (with the option's difference), in won; null when not for sale. */
  unit_price: number | null;
  available: boolean;
  thumb: string;
};

const available = sql<boolean>`(${studioMaterials.is_active} and ${products.status} = 'active'
  and ${products.base_price} is not null and ${products.stock} > 0
  and (${studioMaterials.option_id} is null or (${productOptions.is_active} and ${productOptions.stock} > 0)))`;

const columns = {
  id: studioMaterials.id,
  kind: studioMaterials.kind,
  product_id: studioMaterials.product_id,
  option_id: studioMaterials.option_id,
  name: studioMaterials.name,
  name_en: studioMaterials.name_en,
  family: studioMaterials.family,
  max_percent: studioMaterials.max_percent,
  swatch: studioMaterials.swatch,
  fits: studioMaterials.fits,
  volume_ml: studioMaterials.volume_ml,
  pack_amount: studioMaterials.pack_amount,
  safety_no: sql<string | null>`coalesce(${studioMaterials.safety_no}, ${products.chemical_safety_no})`,
  unit_price: sql<number | null>`(${products.sale_price} + coalesce(${productOptions.price_delta}, 0))::integer`,
  available: sql<boolean>`coalesce(${available}, false)`,
  thumb: products.thumb_image,
};

function select(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(studioMaterials)
    .innerJoin(products, eq(products.id, studioMaterials.product_id))
    .leftJoin(productOptions, eq(productOptions.id, studioMaterials.option_id))
    .where(where)
    .orderBy(asc(studioMaterials.kind), asc(studioMaterials.sort_order), asc(studioMaterials.id));
}

const normalise = (r: Awaited<ReturnType<typeof select>>[number]): MaterialRow => ({
  ...r,
  max_percent: r.max_percent === null ? null : Number(r.max_percent),
  pack_amount: Number(r.pack_amount),
  unit_price: r.unit_price === null ? null : Number(r.unit_price),
  available: Boolean(r.available),
});

/** Every active material (the studio shows sold-out ones as unavailable; hidden products are left out). */
export async function listMaterials(db: Executor): Promise<MaterialRow[]> {
  const rows = await select(db, and(eq(studioMaterials.is_active, true), sql`${products.status} <> 'hidden'`));
  return rows.map(normalise);
}

/** The named materials, whatever their state (the rules say what is wrong with each). */
export async function materialsByIds(db: Executor, ids: readonly number[]): Promise<MaterialRow[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return [];
  const rows = await select(db, and(inArray(studioMaterials.id, wanted), eq(studioMaterials.is_active, true)));
  return rows.map(normalise);
}

/** The `studio` settings row, or undefined when the shop has none. */
export async function readStudioSettings(db: Executor): Promise<StudioSettings | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'studio')).limit(1);
  return (row?.value as StudioSettings | undefined) ?? undefined;
}
