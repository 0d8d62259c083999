import type { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulClock } from '~/lib/dates';
import type { Db } from '~/server/db/client';
import * as schema from '~/server/db/schema';
import { verifyPassword } from '~/server/members/password';
import { lapsing, soonAfter, unspentLots } from '~/server/points/points';
import { seed } from '~/server/seed';
import { setEnv } from '../support/env';
import { ownMigratedDatabase } from '../support/own-pglite';

// One embedded database of its own, so the test does not depend on DATA_DIR or DATABASE_URL.
let client: PGlite;
let db: Db;
beforeAll(async () => {
  ({ client, db } = await ownMigratedDatabase());
}, 120_000);
afterAll(() => client.close());

const productCount = async () => Number((await db.select({ n: count() }).from(schema.products))[0]?.n);

describe('seed()', () => {
  it('makes the shop once, hands out the generated admin password, and changes nothing the second time', async () => {
    const restore = setEnv({ ADMIN_PASSWORD: '' });
    const first = await seed(db).finally(restore);
    expect(first.created).toBe(true);
    expect(first.adminPassword).toMatch(/^[\w-]{16}$/);
    expect(first.demo).toEqual({ login_id: 'demo', password: 'demo1234!' });
    const [admin] = await db.select().from(schema.members).where(eq(schema.members.is_admin, true));
    expect(await verifyPassword(admin?.password_hash ?? '', first.adminPassword ?? '')).toBe(true);
    const products = await productCount();
    expect(products).toBeGreaterThanOrEqual(200);

    const second = await seed(db);
    expect(second.created).toBe(false);
    expect(second.adminPassword).toBeUndefined();
    expect(await productCount()).toBe(products);

    // Offline store receipts: the number carries the day of purchase on Korea's calendar.
    const receipts = await db.select().from(schema.storeOrders);
    expect(receipts.length).toBeGreaterThan(0);
    for (const r of receipts) {
      const { year, month, day } = seoulClock(r.purchased_at);
      expect(r.receipt_no).toMatch(new RegExp(`^S-${year}${month}${day}-\\d{4}$`));
    }
  }, 120_000);

  it('gives the demo member a ledger that adds up (earned, spent, lapsed, lapsing soon), two addresses and past coupons', async () => {
    const [demo] = await db.select().from(schema.members).where(eq(schema.members.login_id, 'demo'));
    const entries = await db
      .select()
      .from(schema.pointLedger)
      .where(eq(schema.pointLedger.member_id, demo?.id as number))
      .orderBy(schema.pointLedger.id);
    let running = 0;
    for (const e of entries) {
      running += e.amount;
      expect(e.balance_after).toBe(running);
    }
    expect(demo?.points_balance).toBe(running);
    expect(entries.filter((e) => e.kind === 'expire')).toHaveLength(1);
    const [confirmed] = await db.select().from(schema.orders).where(eq(schema.orders.status, 'confirmed'));
    expect(entries.find((e) => e.kind === 'earn')).toMatchObject({
      order_id: confirmed?.id,
      amount: confirmed?.points_earned,
    });
    const earnings = entries.filter((e) => e.amount > 0);
    const taken = -entries.filter((e) => e.amount < 0).reduce((sum, e) => sum + e.amount, 0);
    const lots = unspentLots(earnings, taken, 12);
    expect(lapsing(lots, new Date()).amount).toBe(0);
    expect(lapsing(lots, soonAfter(new Date())).amount).toBeGreaterThan(0);

    const addresses = await db
      .select()
      .from(schema.memberAddresses)
      .where(eq(schema.memberAddresses.member_id, demo?.id as number));
    expect(addresses.map((a) => a.is_default).sort()).toEqual([false, true]);
    const used = await db
      .select()
      .from(schema.memberCoupons)
      .where(eq(schema.memberCoupons.order_id, confirmed?.id as number));
    expect(used).toHaveLength(1);
    expect(confirmed?.coupon_discount).toBeGreaterThan(0);
  });

  it('grows the catalog to the asked number of products, and no further on a second run', async () => {
    const grown = await seed(db, { products: 1500 });
    expect(grown).toMatchObject({ created: false, products: 1500 });
    expect(await productCount()).toBe(1500);
    expect((await seed(db, { products: 1200 })).products).toBe(1500);
  }, 120_000);
});
