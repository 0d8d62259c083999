import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Composition } from '../../lib/studio/types.ts';
import { DEFAULT_STUDIO_SETTINGS } from '../../lib/studio/types.ts';
import type { Executor } from '../db/client.ts';
import { formulas, members, productOptions, products, settings, studioMaterials } from '../db/schema/index.ts';
import { quoteComposition } from '../studio/quote.service.ts';
import { SCENTS } from './catalog.data.ts';
import { FORMULAS } from './members.data.ts';
import { DEMO_LOGIN } from './members.ts';
import {
  BASES,
  CATEGORY_FAMILY,
  DEFAULT_OIL_MAX,
  DYE_DROPS_PER_PACK,
  DYE_SWATCH,
  type FormulaSeed,
  MICAS,
  OIL_FAMILY,
  OIL_MAX,
  VESSELS,
} from './studio.data.ts';

type NewMaterial = typeof studioMaterials.$inferInsert;
type Product = { id: number; name: string; name_en: string; category_id: number };
type Option = { id: number; product_id: number; name: string; name_en: string };

/** The stock a seeded vessel or lid has at least. */
const VESSEL_STOCK = 600;
const OIL_CATEGORIES = [109, 110, 111, 112, 113, 114, 115];
const DYE_CATEGORY = 127;
/** Oils, soy wax, diffuser bases, jars, tins, bottles, lids, dyes and micas. */
const STUDIO_CATEGORIES = [...OIL_CATEGORIES, 1001, 118, 121, 122, 123, 124, DYE_CATEGORY, 128];
/** The shop's own scents, one oil each (a grown catalogue's variants of them are left out). */
const KNOWN_SCENTS = new Set([
  ...Object.values(SCENTS).flatMap((list) => list.map(([ko]) => ko)),
  ...Object.keys(OIL_FAMILY),
]);
const SIZE = /\s*(\d+(?:\.\d+)?)\s*(ml|l|g|kg)$/i;

/** ml (or g) in a name or option that ends in a size: '100ml' → 100, '1kg' → 1000. */
function sizeOf(text: string): number | undefined {
  const m = SIZE.exec(text.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  return /^(l|kg)$/i.test(m[2] ?? '') ? n * 1000 : n;
}
const withoutSize = (name: string) => name.replace(SIZE, '');
const scentOf = (name: string) => name.replace(/ (프래그런스|에센셜) 오일.*$/, '');

/**
 * The studio's materials, settings and the demo member's formulas, on the products `seedCatalog`
 * made. With `upgrade` (a shop seeded before the studio), products it does not find are left out
 * and no formulas are added (the member's old ones were kept by the migration).
 */
export async function seedStudio(db: Executor, { upgrade = false } = {}): Promise<void> {
  const prods: Product[] = await db
    .select({ id: products.id, name: products.name, name_en: products.name_en, category_id: products.category_id })
    .from(products)
    .where(inArray(products.category_id, STUDIO_CATEGORIES))
    .orderBy(asc(products.id));
  const opts: Option[] = await db
    .select({
      id: productOptions.id,
      product_id: productOptions.product_id,
      name: productOptions.name,
      name_en: productOptions.name_en,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(inArray(products.category_id, STUDIO_CATEGORIES))
    .orderBy(asc(productOptions.sort_order));
  const optionsOf = (p: Product) => opts.filter((o) => o.product_id === p.id);
  const named = (start: string) => {
    const p = prods.find((x) => x.name === start || x.name.startsWith(`${start} `));
    if (!p && !upgrade) throw new Error(`studio seed names a product that is not in the catalog: ${start}`);
    return p;
  };
  /** The pack the studio buys: the option named first in `prefer`, else the first, else the product. */
  const pack = (p: Product, prefer: string[] = []) => {
    const os = optionsOf(p);
    const o = prefer.map((n) => os.find((x) => x.name === n)).find(Boolean) ?? os[0];
    return { option_id: o?.id ?? null, pack_amount: sizeOf(o?.name ?? p.name) ?? 1 };
  };

  const rows: NewMaterial[] = [];
  /** A row for the product, named as it is sold without its size, in the order added. */
  const add = (kind: NewMaterial['kind'], p: Product, extra: Partial<NewMaterial>) =>
    rows.push({
      kind,
      product_id: p.id,
      name: withoutSize(p.name),
      name_en: withoutSize(p.name_en),
      sort_order: rows.length,
      ...extra,
    });
  const scents = new Set<string>();
  for (const p of prods.filter((x) => OIL_CATEGORIES.includes(x.category_id))) {
    const scent = scentOf(p.name);
    if (!KNOWN_SCENTS.has(scent) || scents.has(scent)) continue;
    scents.add(scent);
    add('oil', p, {
      ...pack(p, ['100ml', '30ml']),
      family: OIL_FAMILY[scent] ?? CATEGORY_FAMILY[p.category_id] ?? 'fresh',
      max_percent: OIL_MAX[scent] ?? DEFAULT_OIL_MAX,
    });
  }
  const dyes = prods.find((p) => p.category_id === DYE_CATEGORY && optionsOf(p).some((o) => DYE_SWATCH[o.name]));
  for (const o of dyes ? optionsOf(dyes) : []) {
    const swatch = DYE_SWATCH[o.name];
    if (dyes && swatch)
      add('dye', dyes, { option_id: o.id, name: o.name, name_en: o.name_en, swatch, pack_amount: DYE_DROPS_PER_PACK });
  }
  for (const m of MICAS) {
    const p = named(m.product);
    if (p) add('mica', p, { swatch: m.swatch, pack_amount: DYE_DROPS_PER_PACK });
  }
  const vesselIds: number[] = [];
  for (const v of VESSELS) {
    const p = named(v.product);
    if (!p) continue;
    vesselIds.push(p.id);
    // Vessels keep their volume in the name: it is what tells two jars apart.
    add(v.kind, p, {
      name: p.name,
      name_en: p.name_en,
      fits: v.fits,
      volume_ml: v.volume_ml ?? null,
      pack_amount: v.pack ?? 1,
    });
  }
  for (const b of BASES) {
    const p = named(b.product);
    if (!p) continue;
    add('base', p, { ...pack(p), fits: b.fits, safety_no: b.safety_no ?? null });
  }
  if (rows.length === 0) return;
  // Jars, bottles and lids are kept in the numbers the studio's largest tier (300 pieces) needs.
  // A vessel sold in options keeps its stock in them, the product's being their sum.
  if (!upgrade && vesselIds.length) {
    await db
      .update(productOptions)
      .set({ stock: sql`greatest(${productOptions.stock}, ${VESSEL_STOCK})` })
      .where(inArray(productOptions.product_id, vesselIds));
    await db
      .update(products)
      .set({
        stock: sql`coalesce((select sum(o.stock) from ${productOptions} o where o.product_id = ${products.id}), greatest(${products.stock}, ${VESSEL_STOCK}))`,
      })
      .where(inArray(products.id, vesselIds));
  }
  const made = await db
    .insert(studioMaterials)
    .values(rows)
    .returning({ id: studioMaterials.id, kind: studioMaterials.kind, name: studioMaterials.name });
  await db.insert(settings).values({ key: 'studio', value: DEFAULT_STUDIO_SETTINGS }).onConflictDoNothing();

  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.login_id, DEMO_LOGIN)).limit(1);
  if (!demo || upgrade) return;
  const idOf = (kinds: string[], start: string) => {
    const m = made.find((x) => kinds.includes(x.kind) && (x.name === start || x.name.startsWith(`${start} `)));
    if (!m) throw new Error(`studio seed formula names a material that is not seeded: ${start}`);
    return m.id;
  };
  for (const f of FORMULAS) {
    const composition = compositionOf(f, idOf);
    const quote = await quoteComposition(db, composition, 1);
    await db.insert(formulas).values({
      member_id: demo.id,
      name: f.name,
      memo: f.memo,
      composition: quote.composition,
      unit_price: quote.basePrice,
    });
  }
}

function compositionOf(f: FormulaSeed, idOf: (kinds: string[], start: string) => number): Composition {
  return {
    type: f.type,
    sizeMl: f.sizeMl,
    baseId: idOf(['base'], f.base),
    loadPercent: f.loadPercent,
    notes: f.notes.map((n) => ({ materialId: idOf(['oil'], n.oil), role: n.role, share: n.share })),
    colours: f.colours.map((c) => ({ materialId: idOf(['dye', 'mica'], c.dye), drops: c.drops })),
    vesselId: f.vessel ? idOf(['vessel'], f.vessel) : null,
    lidId: f.lid ? idOf(['lid'], f.lid) : null,
    label: f.label,
  };
}
