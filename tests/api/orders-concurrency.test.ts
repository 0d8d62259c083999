import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { loginAs, newKey, orderBody, place } from '../support/orders-helpers';
import { type RunningServer, startServer } from '../support/server';
import { twoServersOnScratch } from '../support/two-servers';

/**
 * Two server processes on one scratch PostgreSQL database, hit at once. PGlite is one process with
 * one connection, so these run only with DATABASE_URL.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const HEAVY = 180_000;

let db: pg.Pool;
let servers: RunningServer[] = [];
let stop: (() => Promise<void>) | undefined;
let dbUrl = '';

beforeAll(async () => {
  if (!DATABASE_URL) return;
  ({ servers, db, url: dbUrl, stop } = await twoServersOnScratch('orders_conc'));
}, HEAVY);

afterAll(async () => {
  await stop?.();
});

async function product(stock: number, price = 12_000): Promise<number> {
  const { rows } = await db.query(
    `insert into products (category_id, name, name_en, base_price, stock)
     values ((select min(id) from categories), $1, $1, $2, $3) returning id`,
    [`동시 주문 캔들 ${randomBytes(3).toString('hex')}`, price, stock],
  );
  return rows[0].id as number;
}

/** A visitor's cart with the given lines, made straight in the database; answers a client holding its cookie. */
async function visitorCart(server: RunningServer, lines: [number, number][]) {
  const key = randomBytes(16).toString('hex');
  const { rows } = await db.query('insert into carts (cart_key) values ($1) returning id', [key]);
  const ids: number[] = [];
  for (const [productId, quantity] of lines) {
    const r = await db.query(
      'insert into cart_lines (cart_id, product_id, quantity) values ($1, $2, $3) returning id',
      [rows[0].id, productId, quantity],
    );
    ids.push(r.rows[0].id);
  }
  const api = new ApiClient(server.url);
  api.cookies.set('shop_cart', key);
  await api.get('/readyz');
  return { api, lines: ids };
}

/** One line of a product of its own per order, straight into the member's cart, so that only the member's coupon or points are shared. */
async function memberLines(memberId: number, n: number): Promise<number[]> {
  await db.query('insert into carts (cart_key, member_id) values ($1, $2) on conflict do nothing', [
    randomBytes(16).toString('hex'),
    memberId,
  ]);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const { rows } = await db.query(
      `insert into cart_lines (cart_id, product_id, quantity)
       values ((select id from carts where member_id = $1), $2, 1) returning id`,
      [memberId, await product(10)],
    );
    ids.push(rows[0].id as number);
  }
  return ids;
}

async function freshMember(server: RunningServer) {
  const id = `conc${randomBytes(4).toString('hex')}`;
  const api = new ApiClient(server.url);
  const password = 'Candle-rush-42';
  await api.post('/api/v1/register', {
    mb_id: id,
    password,
    password_confirmation: password,
    mb_name: '동시회원',
    mb_hp: '010-7777-8888',
    mb_email: `${id}@example.com`,
    agree_terms: true,
    agree_privacy: true,
  });
  await loginAs(server.url, id, password);
  const { rows } = await db.query('select id from members where login_id = $1', [id]);
  return { memberId: rows[0].id as number, login: id, password };
}

const stockOf = async (id: number) => (await db.query('select stock from products where id = $1', [id])).rows[0].stock;
const sold = async (id: number) =>
  Number(
    (await db.query('select coalesce(sum(quantity), 0) as n from order_lines where product_id = $1', [id])).rows[0].n,
  );

function tally(statuses: number[]) {
  return statuses.reduce<Record<number, number>>((t, s) => {
    t[s] = (t[s] ?? 0) + 1;
    return t;
  }, {});
}

describe.skipIf(!DATABASE_URL)(
  'orders under load on two server processes (PostgreSQL only: skipped without DATABASE_URL)',
  () => {
    it(
      '200 simultaneous orders for a product with stock 50 sell exactly 50; the other 150 get 409; no 5xx',
      async () => {
        const id = await product(50);
        const carts = await Promise.all(
          Array.from({ length: 200 }, (_, i) => visitorCart(servers[i % 2] as RunningServer, [[id, 1]])),
        );
        const statuses = await Promise.all(
          carts.map(async (c) => (await place(c.api, orderBody(c.lines, { password: 'rush-pass-1' }))).status),
        );
        expect(tally(statuses)).toEqual({ 201: 50, 409: 150 });
        expect(await stockOf(id)).toBe(0);
        expect(await sold(id)).toBe(50);
      },
      HEAVY,
    );

    it(
      'the same with two lines of one product in each cart: 25 orders of two, stock ends at 0',
      async () => {
        const id = await product(50);
        const carts = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            visitorCart(servers[i % 2] as RunningServer, [
              [id, 1],
              [id, 1],
            ]),
          ),
        );
        const statuses = await Promise.all(
          carts.map(async (c) => (await place(c.api, orderBody(c.lines, { password: 'rush-pass-1' }))).status),
        );
        expect(tally(statuses)).toEqual({ 201: 25, 409: 175 });
        expect(await stockOf(id)).toBe(0);
        expect(await sold(id)).toBe(50);
      },
      HEAVY,
    );

    it(
      'a single-use coupon used by 20 parallel orders succeeds once',
      async () => {
        const [a, b] = servers as [RunningServer, RunningServer];
        const m = await freshMember(a);
        const { rows } = await db.query(
          `insert into coupons (code, name, name_en, discount_type, discount_value)
         values ($1, '동시 쿠폰', 'Race coupon', 'amount', 2000) returning id`,
          [`RACE${randomBytes(3).toString('hex')}`],
        );
        const mc = await db.query('insert into member_coupons (member_id, coupon_id) values ($1, $2) returning id', [
          m.memberId,
          rows[0].id,
        ]);
        const couponId = mc.rows[0].id as number;
        const lines = await memberLines(m.memberId, 20);
        const clients = await Promise.all([loginAs(a.url, m.login, m.password), loginAs(b.url, m.login, m.password)]);
        const answers = await Promise.all(
          lines.map(async (line, i) => {
            const res = await place(clients[i % 2] as ApiClient, orderBody([line], { coupon_id: couponId }));
            return { status: res.status, body: (await res.json()) as { message: string } };
          }),
        );
        const ok = answers.filter((x) => x.status === 201);
        expect(ok).toHaveLength(1);
        for (const x of answers.filter((y) => y.status !== 201)) {
          expect([409, 422]).toContain(x.status);
          expect(x.body.message).toContain('쿠폰');
        }
        const used = await db.query('select count(*)::int as n from orders where member_coupon_id = $1', [couponId]);
        expect(used.rows[0].n).toBe(1);
      },
      HEAVY,
    );

    it(
      'points spent by 10 parallel orders never go negative',
      async () => {
        const [a, b] = servers as [RunningServer, RunningServer];
        const m = await freshMember(a);
        await db.query(
          `insert into point_ledger (member_id, amount, balance_after, reason) values ($1, 5000, 5000, '테스트 적립')`,
          [m.memberId],
        );
        await db.query('update members set points_balance = 5000 where id = $1', [m.memberId]);
        const lines = await memberLines(m.memberId, 10);
        const clients = await Promise.all([loginAs(a.url, m.login, m.password), loginAs(b.url, m.login, m.password)]);
        const statuses = await Promise.all(
          lines.map(
            async (line, i) => (await place(clients[i % 2] as ApiClient, orderBody([line], { points: 1000 }))).status,
          ),
        );
        expect(tally(statuses)).toEqual({ 201: 5, 422: 5 });
        const ledger = await db.query(
          'select amount, balance_after from point_ledger where member_id = $1 order by id',
          [m.memberId],
        );
        expect(Math.min(...ledger.rows.map((r) => r.balance_after as number))).toBe(0);
        expect(ledger.rows.at(-1)?.balance_after).toBe(0);
        const member = await db.query('select points_balance from members where id = $1', [m.memberId]);
        expect(member.rows[0].points_balance).toBe(0);
      },
      HEAVY,
    );

    it(
      'kill -9 during 100 placements and a restart: every acknowledged order exists exactly once and stock adds up',
      async () => {
        const id = await product(1000);
        const first = servers[0] as RunningServer;
        const carts = await Promise.all(Array.from({ length: 100 }, (_, i) => visitorCart(first, [[id, 1 + (i % 3)]])));
        const keys = carts.map(() => newKey());
        const bodies = carts.map((c) => orderBody(c.lines, { password: 'crash-pass-1' }));
        const acknowledged = new Map<number, string>();
        let answered = 0;
        const runs = carts.map(async (c, i) => {
          try {
            const res = await place(c.api, bodies[i], keys[i]);
            if (res.status === 201) acknowledged.set(i, ((await res.json()) as { od_id: string }).od_id);
          } catch {
            // the connection died with the server
          }
          answered++;
        });
        while (answered < 15) await new Promise((r) => setTimeout(r, 5));
        first.process.kill('SIGKILL');
        await Promise.all(runs);
        expect(acknowledged.size).toBeGreaterThanOrEqual(15);
        expect(acknowledged.size).toBeLessThan(100);

        const restarted = await startServer({ DATABASE_URL: dbUrl });
        servers[0] = restarted;
        // The shoppers retry with the same keys: acknowledged orders come back as they were, the rest are placed once.
        for (const [i, c] of carts.entries()) {
          const again = new ApiClient(restarted.url);
          for (const [k, v] of c.api.cookies) again.cookies.set(k, v);
          const res = await place(again, bodies[i], keys[i]);
          expect([200, 201]).toContain(res.status);
          const { od_id } = (await res.json()) as { od_id: string };
          if (acknowledged.has(i)) {
            expect(res.status).toBe(200);
            expect(od_id).toBe(acknowledged.get(i));
          }
        }
        const orders = await db.query(
          `select o.idempotency_key, count(*)::int as n from orders o join order_lines l on l.order_id = o.id
         where l.product_id = $1 group by o.idempotency_key`,
          [id],
        );
        expect(orders.rows).toHaveLength(100);
        expect(orders.rows.every((r) => r.n === 1)).toBe(true);
        const wanted = carts.reduce((n, _c, i) => n + 1 + (i % 3), 0);
        expect(await sold(id)).toBe(wanted);
        expect(await stockOf(id)).toBe(1000 - wanted);
      },
      HEAVY,
    );
  },
);
