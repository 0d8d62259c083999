import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/server/db/client';
import * as schema from '~/server/db/schema';
import { verifyPassword } from '~/server/members/password';
import { seed } from '~/server/seed';
import { setEnv } from '../support/env';

// One embedded database of its own, so the test does not depend on DATA_DIR or DATABASE_URL.
let client: PGlite;
let db: Db;
beforeAll(async () => {
  client = await PGlite.create({ extensions: { pg_trgm } });
  db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: 'drizzle' });
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
  }, 120_000);

  it('grows the catalog to the asked number of products, and no further on a second run', async () => {
    const grown = await seed(db, { products: 1500 });
    expect(grown).toMatchObject({ created: false, products: 1500 });
    expect(await productCount()).toBe(1500);
    expect((await seed(db, { products: 1200 })).products).toBe(1500);
  }, 120_000);
});
