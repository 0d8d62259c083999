import { count, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { categories, products, settings, studioMaterials } from '../db/schema/index.ts';
import { seedBoards } from './boards.ts';
import { seedCatalog } from './catalog.ts';
import { seedContent } from './content.ts';
import { seedDocuments } from './documents.ts';
import { growCatalog } from './grow.ts';
import { insertMedia, renderMedia } from './media.ts';
import { credentials, DEMO_LOGIN, demoPassword, seedMembers } from './members.ts';
import { seedOrders } from './orders.ts';
import { seedPoints } from './points.ts';
import { seedPromotions } from './promotions.ts';
import { seedReviews } from './reviews.ts';
import { seedSearch } from './search.ts';
import { SEED_SETTINGS } from './settings.data.ts';
import { seedShoppingLists } from './shopping-lists.ts';
import { seedStudio } from './studio.ts';
import { seedWorkshop } from './workshop.ts';
import { addWorkshopSchool } from './workshop-upgrade.ts';

export type SeedResult = {
  /** True when this call made the shop; false when the database already held one. */
  created: boolean;
  /** The generated admin password, only when this call created the admin without ADMIN_PASSWORD. */
  adminPassword?: string;
  demo: { login_id: string; password: string };
  /** Products in the catalog after the call. */
  products: number;
};

/** Products on the demo member's wishlist. */
const DEMO_WISHES = ['골든브랜즈 소이왁스 464', '화이트 머스크 프래그런스 오일', '리드 디퓨저 만들기 키트'];

/** Any number; two processes seeding one PostgreSQL database at once take turns on it. */
const SEED_LOCK = 727_002;

async function isSeeded(db: Executor): Promise<boolean> {
  const [marker] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, 'seeded_at')).limit(1);
  if (marker) return true;
  const [cat] = await db.select({ id: categories.id }).from(categories).limit(1);
  return cat !== undefined;
}

/** A shop seeded before the custom fragrance studio gets the studio's materials and settings, once. */
async function addStudio(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(studioMaterials);
    if (Number(row?.n ?? 0) === 0) await seedStudio(tx, { upgrade: true });
  });
}

/**
 * Makes an empty database a working demo shop: settings, categories, products with pictures,
 * members, notices, pages, promotions and classes, in one transaction. Idempotent: a seeded
 * database is left as it is, except that `products` above the catalog's size grows it to that size.
 */
export async function seed(
  db: Db,
  opts: { products?: number; log?: (line: string) => void } = {},
): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const now = Date.now();
  let created = false;
  let adminPassword: string | undefined;
  if (!(await isSeeded(db))) {
    // The slow, pure work (pictures, password hashes) happens before the transaction opens.
    const [images, creds] = await Promise.all([renderMedia(), credentials()]);
    log(`rendered ${images.length} images and files in ${Date.now() - now} ms`);
    created = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await isSeeded(tx)) return false;
      await insertMedia(tx, images);
      const { lookup, count: made } = await seedCatalog(tx, now);
      await seedReviews(tx, now);
      log(`catalog: ${made} products`);
      await seedMembers(
        tx,
        creds,
        DEMO_WISHES.map((name) => lookup(name).id),
        now,
      );
      await seedStudio(tx);
      await seedContent(tx, now);
      await seedDocuments(tx, now);
      await seedShoppingLists(tx, lookup);
      await seedPromotions(tx, lookup, now);
      await seedWorkshop(tx, lookup, now);
      await seedOrders(tx, lookup, now);
      await seedPoints(tx, now);
      await seedBoards(tx, now);
      await seedSearch(tx, now);
      await tx
        .insert(settings)
        .values([
          ...Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value })),
          { key: 'seeded_at', value: new Date(now).toISOString() },
        ]);
      return true;
    });
    if (created) log(`base shop seeded in ${Date.now() - now} ms`);
    if (created && creds.adminGenerated) adminPassword = creds.adminPassword;
  }
  if (!created) {
    await addStudio(db);
    await addWorkshopSchool(db);
  }
  const [row] = await db.select({ n: count() }).from(products);
  let total = Number(row?.n ?? 0);
  if (opts.products && opts.products > total) {
    const started = Date.now();
    total = await growCatalog(db, opts.products, log);
    // Fresh planner statistics, so the first queries after a bulk load use the category index, and
    // the visibility map set, so index-only scans skip the table: what autovacuum would otherwise
    // do in the shop's first minutes, competing with its first visitors.
    await db.execute(sql`vacuum (analyze) products`);
    log(`catalog grown to ${total} products in ${Date.now() - started} ms`);
  }
  return {
    created,
    ...(adminPassword ? { adminPassword } : {}),
    demo: { login_id: DEMO_LOGIN, password: demoPassword() },
    products: total,
  };
}
