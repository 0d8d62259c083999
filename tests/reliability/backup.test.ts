// The backup procedures of README.md ("Backup and restore"), carried out on a seeded shop that has
// taken orders: PostgreSQL by pg_dump and pg_restore while the shop runs (with DATABASE_URL), the
// embedded PGlite folder by stopping the shop, copying the folder and starting on the copy (without).
// The restored database must hold every order, ledger row and stock count as they were, and a shop
// started on it must show shoppers the same and go on taking orders.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { ApiClient } from '../support/api-client';
import { addToCart, freshProducts, loginAs, orderBody, place } from '../support/orders-helpers';
import { createScratchDatabase } from '../support/scratch-db';
import { type RunningServer, seededDatabase, startServer } from '../support/server';

const onPostgres = Boolean(process.env.DATABASE_URL);
// Every answer comes from the database, not from a copy a process kept from before the orders.
const SERVER_ENV = { CACHE_PROVIDER: 'none' };

type Placed = { od_id: string; client: ApiClient; password?: string };
type Activity = { member: ApiClient; orders: Placed[]; products: number[] };

/**
 * Orders as shoppers place them: the demo member with a coupon and points (paid by the operator),
 * the demo member with points and then cancelled (points and stock given back), and two visitors.
 */
async function placeOrders(url: string): Promise<Activity> {
  const products = (await freshProducts(url, 3, 10)).map((p) => p.it_id);
  const [a, b, c] = products as [number, number, number];
  const member = await loginAs(url, 'demo', 'demo1234!');
  const orders: Placed[] = [];
  const placed = async (client: ApiClient, body: unknown) => {
    const res = await place(client, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { od_id: string }).od_id;
  };

  const lines = [await addToCart(member, a, 2), await addToCart(member, b, 1)];
  const quote = await member.json<{ coupons: { id: number; applicable: boolean }[] | null }>(
    member.post('/api/v1/checkout/quote', { lines, zonecode: '04782' }),
  );
  const coupon = quote.coupons?.find((cp) => cp.applicable);
  expect(coupon).toBeDefined();
  const withCoupon = await placed(member, orderBody(lines, { coupon_id: coupon?.id, points: 1000 }));
  orders.push({ od_id: withCoupon, client: member });
  const operator = await loginAs(url, 'admin', 'admin-test-pass-1');
  expect((await operator.post(`/api/admin/orders/${withCoupon}/status`, { status: 'paid' })).status).toBe(200);

  const cancelled = await placed(member, orderBody([await addToCart(member, c, 1)], { points: 1000 }));
  orders.push({ od_id: cancelled, client: member });
  expect((await member.post(`/api/v1/orders/${cancelled}/cancel`, { reason: '주소 변경' })).status).toBe(200);

  for (const [product, quantity] of [
    [a, 1],
    [b, 3],
  ] as const) {
    const visitor = new ApiClient(url);
    const password = `visitor-${product}-pass`;
    const od_id = await placed(visitor, orderBody([await addToCart(visitor, product, quantity)], { password }));
    orders.push({ od_id, client: visitor, password });
  }
  return { member, orders, products };
}

/** The same browser (its cookies) talking to another server. */
function sameBrowser(client: ApiClient, url: string): ApiClient {
  const moved = new ApiClient(url);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

async function answer<T>(client: ApiClient, pathname: string): Promise<T> {
  const res = await client.get(pathname);
  expect(res.status, `${pathname}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** What shoppers see of the activity: the member's order list, every order, the stock of the products. */
async function shopperViews(url: string, act: Activity) {
  const member = sameBrowser(act.member, url);
  const anyone = new ApiClient(url);
  return {
    memberOrders: await answer(member, '/api/v1/orders?per_page=50'),
    orders: await Promise.all(act.orders.map((o) => answer(sameBrowser(o.client, url), `/api/v1/orders/${o.od_id}`))),
    stock: await Promise.all(
      act.products.map(async (id) => {
        const p = await answer<{ default_price: { model: { op_qty: number } } }>(anyone, `/api/v1/products/${id}`);
        return p.default_price.model.op_qty;
      }),
    ),
  };
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Rows compared one by one, so that a difference shows which row and column. */
const ROWS = {
  orders: 'select * from orders order by id',
  'order lines': 'select * from order_lines order by id',
  'order history': 'select * from order_status_history order by id',
  payments: 'select * from payments order by id',
  'points ledger': 'select * from point_ledger order by id',
  'coupon use': 'select * from member_coupons order by id',
  members: 'select * from members order by id',
  'product stock': 'select id, stock, sales_count from products order by id',
  'option stock': 'select id, product_id, stock from product_options order by id',
};
type RowsName = keyof typeof ROWS;
const ROW_NAMES = Object.keys(ROWS) as RowsName[];

/** The database as a backup must keep it: the rows above, every table's rows as a checksum, sequences, migrations. */
async function snapshot(query: Query) {
  const rows = {} as Record<RowsName, Record<string, unknown>[]>;
  for (const name of ROW_NAMES) rows[name] = await query(ROWS[name]);
  const tables: Record<string, unknown> = {};
  for (const { tablename } of await query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) {
    const [sum] = await query(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from "${tablename}" t`,
    );
    tables[String(tablename)] = sum;
  }
  // A restored sequence behind its table would hand out ids already taken: the next order would fail.
  const sequences = await query(
    `select sequencename, last_value from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  const migrations = await query('select id, hash, created_at from drizzle.__drizzle_migrations order by id');
  return { rows, tables, sequences, migrations };
}

async function onPostgresDb<T>(url: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

async function onPgliteFolder<T>(dataDir: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return await fn(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}

/** A PostgreSQL client program, of the newest version installed (pg_dump must not be older than the server). */
function pgTool(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', name)))
        .sort((x, y) => Number(y) - Number(x))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
}

function run(program: string, args: string[]): void {
  const r = spawnSync(program, args, { encoding: 'utf8', timeout: 60_000 });
  if (r.error) throw r.error;
  expect(r.status, `${path.basename(program)} ${args.join(' ')}\n${r.stderr}`).toBe(0);
}

/** A new visitor's order, to show the restored shop goes on numbering orders after the restored ones. */
async function newOrder(url: string): Promise<string> {
  const visitor = new ApiClient(url);
  const [p] = await freshProducts(url, 1, 5);
  const res = await place(
    visitor,
    orderBody([await addToCart(visitor, p?.it_id as number)], { password: 'after-restore-1' }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { od_id: string }).od_id;
}

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const step of cleanups.reverse()) await step();
});

function started(server: RunningServer): RunningServer {
  cleanups.push(() => server.stop());
  return server;
}

beforeAll(() => buildIfStale({ quiet: true }));

describe.runIf(onPostgres)('a PostgreSQL shop backed up with pg_dump and restored with pg_restore', () => {
  let activity: Activity;
  let before: Awaited<ReturnType<typeof shopperViews>>;
  let original: Awaited<ReturnType<typeof snapshot>>;
  let restored: Awaited<ReturnType<typeof snapshot>>;
  let restoredUrl: string;

  beforeAll(async () => {
    const db = await seededDatabase('backup');
    cleanups.push(db.cleanup);
    const sourceUrl = db.env.DATABASE_URL as string;
    const shop = started(await startServer({ ...db.env, ...SERVER_ENV }));
    activity = await placeOrders(shop.url);
    before = await shopperViews(shop.url, activity);

    const folder = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const dump = path.join(folder, 'shop.dump');
    // While the shop runs: pg_dump reads one consistent snapshot of the database.
    run(pgTool('pg_dump'), ['-Fc', '-f', dump, sourceUrl]);
    await shop.stop();

    const target = await createScratchDatabase(process.env.DATABASE_URL as string, 'restored');
    cleanups.push(() => target.drop());
    restoredUrl = target.url;
    run(pgTool('pg_restore'), ['--no-owner', '--single-transaction', '-d', restoredUrl, dump]);
    original = await onPostgresDb(sourceUrl, snapshot);
    restored = await onPostgresDb(restoredUrl, snapshot);
  });

  it('restores every order, order line, history row, payment, ledger row, coupon use, member and stock count as it was', () => {
    const placedIds = activity.orders.map((o) => o.od_id);
    expect(original.rows.orders.map((o) => o.od_id)).toEqual(expect.arrayContaining(placedIds));
    expect(original.rows['points ledger'].some((r) => r.kind === 'refund')).toBe(true);
    expect(original.rows.payments.length).toBeGreaterThan(0);
    for (const name of ROW_NAMES) expect(restored.rows[name], name).toEqual(original.rows[name]);
  });

  it('restores every table, sequence and applied migration', () => {
    expect(restored.tables).toEqual(original.tables);
    expect(restored.sequences).toEqual(original.sequences);
    expect(restored.migrations).toEqual(original.migrations);
  });

  it('serves the restored shop as before, without migrating again, and it goes on taking orders', async () => {
    const shop = started(await startServer({ DATABASE_URL: restoredUrl, ...SERVER_ENV }));
    expect(await shopperViews(shop.url, activity)).toEqual(before);
    const visitor = activity.orders.find((o) => o.password) as Placed;
    const lookup = await new ApiClient(shop.url).post('/api/v1/orders/lookup', {
      od_id: visitor.od_id,
      password: visitor.password,
    });
    expect(lookup.status).toBe(200);
    const after = await newOrder(shop.url);
    expect(original.rows.orders.map((o) => o.od_id)).not.toContain(after);
    const migrations = await onPostgresDb(restoredUrl, (q) =>
      q('select id, hash, created_at from drizzle.__drizzle_migrations order by id'),
    );
    expect(migrations).toEqual(original.migrations);
    await shop.stop();
  });
});

describe.skipIf(onPostgres)('a PGlite shop backed up by copying its data folder while stopped', () => {
  let activity: Activity;
  let before: Awaited<ReturnType<typeof shopperViews>>;
  let dataDir: string;
  let copy: string;

  beforeAll(async () => {
    const db = await seededDatabase('backup');
    cleanups.push(db.cleanup);
    dataDir = db.env.DATA_DIR as string;
    const shop = started(await startServer({ ...db.env, ...SERVER_ENV }));
    activity = await placeOrders(shop.url);
    before = await shopperViews(shop.url, activity);
    await shop.stop();
    expect(shop.process.exitCode ?? shop.process.signalCode).not.toBeNull();
    copy = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
    cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(dataDir, copy, { recursive: true });
  });

  it('keeps every order, ledger row, stock count, table, sequence and migration in the copy', async () => {
    const original = await onPgliteFolder(dataDir, snapshot);
    const copied = await onPgliteFolder(copy, snapshot);
    expect(original.rows.orders.map((o) => o.od_id)).toEqual(
      expect.arrayContaining(activity.orders.map((o) => o.od_id)),
    );
    for (const name of ROW_NAMES) expect(copied.rows[name], name).toEqual(original.rows[name]);
    expect(copied.tables).toEqual(original.tables);
    expect(copied.sequences).toEqual(original.sequences);
    expect(copied.migrations).toEqual(original.migrations);
  });

  it('serves a shop started on the copy as before, and it goes on taking orders', async () => {
    const shop = started(await startServer({ DATA_DIR: copy, ...SERVER_ENV }));
    expect(await shopperViews(shop.url, activity)).toEqual(before);
    const after = await newOrder(shop.url);
    expect(activity.orders.map((o) => o.od_id)).not.toContain(after);
    await shop.stop();
  });
});
