import type { PGlite } from '@electric-sql/pglite';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/server/db/client';
import * as schema from '~/server/db/schema';
import { seed } from '~/server/seed';
import { ownMigratedDatabase } from '../support/own-pglite';

// One embedded database of its own, so the test does not depend on DATA_DIR or DATABASE_URL.
let client: PGlite;
let db: Db;
beforeAll(async () => {
  ({ client, db } = await ownMigratedDatabase());
}, 120_000);
afterAll(() => client.close());

const materials = async () => Number((await db.select({ n: count() }).from(schema.studioMaterials))[0]?.n);
const formulaCount = async () => Number((await db.select({ n: count() }).from(schema.formulas))[0]?.n);

describe('the studio seed', () => {
  it("seeds the studio's materials on real products, its settings, and the demo member's formulas on them", async () => {
    await seed(db);
    const rows = await db.select().from(schema.studioMaterials);
    const kinds = new Map<string, number>();
    for (const r of rows) kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
    expect(kinds.get('oil')).toBe(46);
    expect(kinds.get('dye')).toBe(6);
    expect(kinds.get('mica')).toBe(4);
    expect(kinds.get('base')).toBe(6);
    expect(rows.filter((r) => r.kind === 'base' && r.safety_no).map((r) => r.name)).toHaveLength(2);
    const [studio] = await db.select().from(schema.settings).where(eq(schema.settings.key, 'studio'));
    expect(studio?.value).toMatchObject({ types: { candle: { load: { min: 6, max: 10 } } } });
    const saved = await db.select().from(schema.formulas);
    expect(saved.map((f) => f.name)).toEqual(['비 오는 날의 숲', '봄 아침', '늦은 오후의 라벤더']);
    const ids = new Set(rows.map((r) => r.id));
    for (const f of saved) {
      expect(f.unit_price).toBeGreaterThan(0);
      expect(f.composition.notes.every((n) => ids.has(n.materialId))).toBe(true);
    }
    // Jars, bottles and lids are stocked for the largest tier, a product sold in options as the sum of them.
    const vesselIds = rows.filter((r) => r.kind === 'vessel' || r.kind === 'lid').map((r) => r.product_id);
    const stocked = await db.select().from(schema.products).where(inArray(schema.products.id, vesselIds));
    const options = await db
      .select()
      .from(schema.productOptions)
      .where(inArray(schema.productOptions.product_id, vesselIds));
    for (const p of stocked) {
      const own = options.filter((o) => o.product_id === p.id);
      expect(p.stock).toBeGreaterThanOrEqual(600);
      if (own.length) expect(p.stock).toBe(own.reduce((sum, o) => sum + o.stock, 0));
    }
  }, 180_000);

  it('gives a shop seeded before the studio its materials and settings once, and its formulas are left alone', async () => {
    const before = await materials();
    await db.delete(schema.studioMaterials);
    await db.delete(schema.settings).where(eq(schema.settings.key, 'studio'));
    const formulasBefore = await formulaCount();
    await seed(db);
    expect(await materials()).toBe(before);
    expect(await formulaCount()).toBe(formulasBefore);
    await seed(db);
    expect(await materials()).toBe(before);
  }, 180_000);
});
