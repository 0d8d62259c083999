import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Family, MaterialKind, ProductType } from '../../../lib/studio/types.ts';
import { productOptions, products } from './catalog.ts';

/**
 * What the custom fragrance studio makes pieces from: the shop's own oils, dyes and micas (one row
 * per colour option), vessels, lids and bases. Each row points at the product (and option) it is
 * sold as, whose price and stock are read live; the row adds what the studio needs to know.
 */
export const studioMaterials = pgTable(
  'studio_materials',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MaterialKind>().notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The option sold (a dye's colour, an oil's pack size); null when the product has none. */
    option_id: integer('option_id').references(() => productOptions.id, { onDelete: 'cascade' }),
    /** Shown name (a colour's name for dyes), Korean and English. */
    name: text('name').notNull(),
    name_en: text('name_en').notNull(),
    /** Oils: the scent family. */
    family: text('family').$type<Family>(),
    /** Oils: the most the oil may be of the whole product, in % (IFRA-style); null for no limit. */
    max_percent: numeric('max_percent', { precision: 5, scale: 2, mode: 'number' }),
    /** Dyes and micas: the colour as #rrggbb. */
    swatch: text('swatch'),
    /** Product types it may be used in; empty for all. */
    fits: jsonb('fits').$type<ProductType[]>().notNull().default([]),
    /** Vessels: what they hold, in ml. */
    volume_ml: integer('volume_ml'),
    /** How much one unit sold holds: ml of oil or base, drops of dye, pieces of vessels and lids. */
    pack_amount: numeric('pack_amount', { precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    /**
     * Bases: the 안전확인 신고번호 of the studio's blend on this base, when the product's own
     * (`products.chemical_safety_no`) does not cover it (a candle wax is registered as the candle).
     */
    safety_no: text('safety_no'),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('studio_materials_kind_idx').on(t.kind, t.sort_order),
    index('studio_materials_product_idx').on(t.product_id),
    check('studio_materials_kind', sql`${t.kind} in ('oil', 'dye', 'mica', 'vessel', 'lid', 'base')`),
    check('studio_materials_pack_positive', sql`${t.pack_amount} > 0`),
  ],
);
