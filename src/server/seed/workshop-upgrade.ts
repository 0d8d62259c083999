import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { classKitItems, products, workshopClasses, workshopTracks } from '../db/schema/index.ts';
import { CLASSES } from './workshop.data.ts';
import { classProduct, schoolColumns, seedSchool } from './workshop.ts';
import { CLASS_DETAILS } from './workshop-school.data.ts';

/** Any number; the seed's own lock, so that an upgrade never runs beside a seed. */
const SEED_LOCK = 727_002;

/**
 * A shop seeded before the TSSA school gets it, once: tracks and instructors, and each seeded class
 * (found by its Korean title) its track, level, curriculum, take-home, instructor, kit and the hidden
 * product that sells it. Classes the shop made itself are left as they are.
 */
export async function addWorkshopSchool(db: Db, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(workshopTracks);
    if (Number(row?.n ?? 0) > 0) return;
    const { track, instructor } = await seedSchool(tx);
    const [book] = await tx
      .select({ category_id: products.category_id })
      .from(products)
      .where(eq(products.name, 'TSSA 캔들 디자인 교본'));
    const classes = await tx
      .select()
      .from(workshopClasses)
      .where(
        inArray(
          workshopClasses.title,
          CLASSES.map((c) => c.title[0]),
        ),
      );
    for (const cls of classes) {
      const c = CLASSES.find((x) => x.title[0] === cls.title);
      if (!c) continue;
      let productId = cls.product_id;
      if (productId === null && book) {
        const [made] = await tx
          .insert(products)
          .values(classProduct(c, book.category_id, now))
          .returning({ id: products.id });
        productId = made?.id ?? null;
      }
      await tx
        .update(workshopClasses)
        .set({ product_id: productId, ...schoolColumns(c.slug, track, instructor) })
        .where(eq(workshopClasses.id, cls.id));
      const kit = CLASS_DETAILS[c.slug]?.kit ?? [];
      const found = kit.length
        ? await tx.select({ id: products.id, name: products.name }).from(products).where(inArray(products.name, kit))
        : [];
      const items = kit.flatMap((name, k) => {
        const p = found.find((f) => f.name === name);
        return p ? [{ class_id: cls.id, product_id: p.id, sort_order: k }] : [];
      });
      if (items.length) await tx.insert(classKitItems).values(items).onConflictDoNothing();
    }
  });
}
