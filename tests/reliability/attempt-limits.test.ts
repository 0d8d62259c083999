// Attempt limits under bursts of simultaneous guesses, over HTTP against the built server, with the
// counters in each store the shop can keep them in: the database's (in memory on the embedded
// database, the rate_limits table on PostgreSQL) and Redis.
//
// A guess must be counted before its password is verified. Counted afterwards, every guess of a
// burst passes the check of the count before the first failure is recorded, so the whole burst is
// verified; the answers do not show it (the late ones are still refused, after their verification),
// but a right password sent just behind the burst gets in. So each burst is followed by the right
// password, which must be refused, and the answers to the burst itself must be checked failures up
// to the limit and 429s with Retry-After beyond it.
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '~/server/members/password';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import type { ApiClient } from '../support/api-client';
import { addToCart, freshProducts, orderBody, place } from '../support/orders-helpers';
import { type RunningServer, seededDatabase, startServer } from '../support/server';
import { testRedisUp, testRedisUrl } from '../support/test-redis';

const redisUrl = testRedisUrl;
const redisUp = await testRedisUp('the attempt-limit bursts on Redis');

import {
  anAddress,
  anOrderNumber,
  type Body,
  BURST,
  burst,
  expectAtMost,
  expectRefused,
  freshId,
  PASSWORD,
  type Send,
  signUp,
  tally,
  times,
  Visitor,
  wrongAt,
} from './bursts';

/**
 * Counters in Redis outlive the database, and every seeded database numbers new members the same
 * way: member ids start at a random number, so that this run's per-member counters are its own.
 * Also makes one member per store for the first burst a fresh server gets, made here because
 * signing up through the server would already have used its limits.
 */
async function prepareDatabase(env: Record<string, string>): Promise<string[]> {
  const ids = stores.map(() => freshId());
  const hash = await hashPassword(PASSWORD);
  const statements: [string, unknown[]][] = [
    ["SELECT setval(pg_get_serial_sequence('members', 'id'), $1)", [randomInt(1_000_000, 2_000_000_000)]],
    ...ids.map((id): [string, unknown[]] => [
      `INSERT INTO members (login_id, name, mobile, email, password_hash, terms_agreed_at)
       VALUES ($1, '김연타', '010-2345-6789', $1 || '@example.com', $2, now())`,
      [id, hash],
    ]),
  ];
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    for (const [sql, params] of statements) await client.query(sql, params);
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const dataDir = path.resolve(env.DATA_DIR as string, 'pglite');
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    for (const [sql, params] of statements) await db.query(sql, params);
    await db.close();
  }
  return ids;
}

let database: Awaited<ReturnType<typeof seededDatabase>> | undefined;
/** Per store, a member no request has touched yet. */
let untouched: string[] = [];

beforeAll(async () => {
  buildIfStale({ quiet: true });
  database = await seededDatabase('bursts');
  untouched = await prepareDatabase(database.env);
});
afterAll(() => database?.cleanup());

type Store = {
  name: string;
  env: Record<string, string>;
  available: boolean;
  /** What the store holds for a limiter key; absent where the counters cannot be read from outside. */
  counted?: (key: string) => Promise<number>;
};

const stores: Store[] = [
  {
    name: process.env.DATABASE_URL ? 'PostgreSQL (rate_limits table)' : 'memory',
    env: { REDIS_URL: '' },
    available: true,
    ...(process.env.DATABASE_URL
      ? {
          async counted(key: string) {
            const client = new pg.Client({ connectionString: database?.env.DATABASE_URL });
            await client.connect();
            try {
              const { rows } = await client.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [
                key,
              ]);
              return rows[0]?.points ?? 0;
            } finally {
              await client.end();
            }
          },
        }
      : {}),
  },
  {
    name: 'Redis',
    env: { REDIS_URL: redisUrl },
    available: redisUp,
    async counted(key: string) {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        return Number((await client.get(key)) ?? 0);
      } finally {
        client.disconnect();
      }
    },
  },
];

for (const [storeIndex, store] of stores.entries()) {
  describe.skipIf(!store.available)(`attempt limits under bursts, counters in ${store.name}`, () => {
    let server: RunningServer | undefined;
    const base = () => server?.url as string;

    beforeAll(async () => {
      server = await startServer({
        ...database?.env,
        TRUST_PROXY: 'true',
        REGISTER_LIMIT_PER_HOUR: '5',
        ...store.env,
      });
    });
    afterAll(() => server?.stop());

    /** A member signed up and logged in from an address of their own. */
    async function member(): Promise<{ id: string; api: Visitor }> {
      const api = new Visitor(base());
      const id = freshId();
      const res = await api.post('/api/v1/register', signUp(id));
      expect(res.status, await res.clone().text()).toBe(201);
      expect((await api.post('/api/v1/login', { mb_id: id, password: PASSWORD })).status).toBe(200);
      return { id, api };
    }

    async function expectCounted(key: string, count: number) {
      if (store.counted) expect(await store.counted(key), `count of ${key}`).toBe(count);
    }

    describe('login', () => {
      const login = (api: ApiClient, mbId: string, password: string) =>
        api.post('/api/v1/login', { mb_id: mbId, password });
      const heldLogin =
        (api: Visitor, mbId: string, password: string, headers?: Record<string, string>) => (gate: Promise<void>) =>
          api.held('POST', '/api/v1/login', { mb_id: mbId, password }, gate, headers);
      /** Wrong passwords from `x`, the i-th at `mbId(i)`, with `behind` just after them. */
      const guesses = (
        x: Visitor,
        count: number,
        mbId: (i: number) => string,
        behind?: Send,
        headers?: () => Record<string, string>,
      ) => burst(base(), count, (i, gate) => heldLogin(x, mbId(i), `wrong-${i}-guess`, headers?.())(gate), behind);

      it('checks at most 5 of a burst of guesses at one id from one address, refuses the right password behind it, counts every guess against the id at that address and only the checked ones against the wider limits, even as the first burst a fresh server gets', async () => {
        const id = untouched[storeIndex] as string;
        const x = await new Visitor(base()).ready();
        const sent = await guesses(x, BURST - 1, () => id, heldLogin(x, id, PASSWORD));
        expectAtMost(await tally(sent.answers, wrongAt('mb_id')), 5);
        await expectRefused(sent.behind, 'the right password behind the burst');
        await expectCounted(`login-id-ip:${id}|${x.ip}`, BURST);
        // Guesses refused at the id and address give their points back to the address and the id.
        await expectCounted(`login-ip:${x.ip}`, 5);
        await expectCounted(`login-id:${id}`, 5);
      });

      it('refuses the right password just behind a burst of guesses at the id from the same address', async () => {
        const { id } = await member();
        const x = await new Visitor(base()).ready();
        const sent = await guesses(x, BURST - 1, () => id, heldLogin(x, id, PASSWORD));
        expectAtMost(await tally(sent.answers, wrongAt('mb_id')), 5);
        await expectRefused(sent.behind, 'the right password behind the burst');
      });

      it("checks at most 20 of a burst from one address spread over many ids, and refuses a member's right password behind it", async () => {
        const { id } = await member();
        const x = await new Visitor(base()).ready();
        const sent = await guesses(x, BURST, () => freshId(), heldLogin(x, id, PASSWORD));
        expectAtMost(await tally(sent.answers, wrongAt('mb_id')), 20);
        await expectRefused(sent.behind, 'the right password behind the burst');
        await expectCounted(`login-ip:${x.ip}`, BURST + 1);
      });

      it('checks at most 30 of a burst at one id spread over 40 addresses, and refuses the right password behind it from yet another', async () => {
        const { id } = await member();
        const x = await new Visitor(base()).ready();
        const other = () => ({ 'X-Forwarded-For': anAddress() });
        const sent = await guesses(x, 40, () => id, heldLogin(x, id, PASSWORD, other()), other);
        expectAtMost(await tally(sent.answers, wrongAt('mb_id')), 30);
        await expectRefused(sent.behind, 'the right password behind the burst');
        await expectCounted(`login-id:${id}`, 41);
      });

      it('gives a successful login its attempt back: after 4 wrong passwords and the right one, the next guess is still checked', async () => {
        const { id } = await member();
        const x = await new Visitor(base()).ready();
        for (let i = 0; i < 4; i++) expect((await login(x, id, `wrong-${i}-guess`)).status).toBe(422);
        expect((await login(x, id, PASSWORD)).status).toBe(200);
        expect((await login(x, id, 'wrong-4-guess')).status).toBe(422);
      });

      it('never refuses a member who logs in rightly 21 times in a row from one address', async () => {
        const { id } = await member();
        const x = await new Visitor(base()).ready();
        const statuses: number[] = [];
        for (let i = 0; i < 21; i++) statuses.push((await login(x, id, PASSWORD)).status);
        expect(statuses).toEqual(times(21, () => 200));
      });

      it("leaves the owner's address alone when another address has used up its 5 failures on the id", async () => {
        const { id } = await member();
        const guesser = await new Visitor(base()).ready();
        for (let i = 0; i < 5; i++) expect((await login(guesser, id, `wrong-${i}-guess`)).status).toBe(422);
        expect((await login(guesser, id, PASSWORD)).status).toBe(429);

        const owner = await new Visitor(base()).ready();
        expect((await login(owner, id, 'a-typo-of-mine')).status).toBe(422);
        expect((await login(owner, id, PASSWORD)).status).toBe(200);
      });

      it("leaves the owner's address alone after a burst of guesses at the id from another address", async () => {
        const { id } = await member();
        const guesser = await new Visitor(base()).ready();
        const t = await tally((await guesses(guesser, BURST, () => id)).answers, wrongAt('mb_id'));
        expectAtMost(t, 5);

        const owner = await new Visitor(base()).ready();
        const res = await login(owner, id, PASSWORD);
        expect(res.status, `the owner's login after ${t.refused} refused guesses: ${await res.clone().text()}`).toBe(
          200,
        );
      });
    });

    describe('visitor order look-up', () => {
      const orders: { od_id: string; password: string }[] = [];
      /** Visitor orders of this suite's own, each with its own order password. */
      async function visitorOrder(): Promise<{ od_id: string; password: string }> {
        const api = await new Visitor(base()).ready();
        const [p] = await freshProducts(base(), 1, 5);
        const password = `guest-burst-${orders.length}`;
        const res = await place(api, orderBody([await addToCart(api, p?.it_id as number)], { password }));
        expect(res.status, await res.clone().text()).toBe(201);
        const order = { od_id: ((await res.json()) as { od_id: string }).od_id, password };
        orders.push(order);
        return order;
      }
      const lookup = (api: ApiClient, odId: string, password: string) =>
        api.post('/api/v1/orders/lookup', { od_id: odId, password });
      const heldLookup = (api: Visitor, odId: string, password: string) => (gate: Promise<void>) =>
        api.held('POST', '/api/v1/orders/lookup', { od_id: odId, password }, gate);
      const guesses = (x: Visitor, count: number, odId: (i: number) => string, behind?: Send) =>
        burst(base(), count, (i, gate) => heldLookup(x, odId(i), `wrong-${i}-pass`)(gate), behind);

      it('checks at most 5 of a burst of guesses at one order, refuses the right password behind it from another address, and counts every guess', async () => {
        const { od_id, password } = await visitorOrder();
        const x = await new Visitor(base()).ready();
        const sent = await guesses(
          x,
          BURST - 1,
          () => od_id,
          heldLookup(await new Visitor(base()).ready(), od_id, password),
        );
        expectAtMost(await tally(sent.answers, wrongAt('password')), 5);
        await expectRefused(sent.behind, 'the right order password behind the burst');
        await expectCounted(`order-lookup-order:${od_id}`, BURST);
      });

      it('checks at most 20 of a burst from one address spread over many order numbers, and refuses a right password behind it', async () => {
        const { od_id, password } = await visitorOrder();
        const x = await new Visitor(base()).ready();
        const sent = await guesses(x, BURST, anOrderNumber, heldLookup(x, od_id, password));
        expectAtMost(await tally(sent.answers, wrongAt('password')), 20);
        await expectRefused(sent.behind, 'the right order password behind the burst');
        await expectCounted(`order-lookup-ip:${x.ip}`, BURST + 1);
      });

      it('does not count a look-up that matches: after 4 wrong passwords and the right one, the next is still checked', async () => {
        const { od_id, password } = await visitorOrder();
        const x = await new Visitor(base()).ready();
        for (let i = 0; i < 4; i++) expect((await lookup(x, od_id, `wrong-${i}-pass`)).status).toBe(422);
        expect((await lookup(x, od_id, password)).status).toBe(200);
        expect((await lookup(x, od_id, 'wrong-4-pass')).status).toBe(422);
      });
    });

    describe("a member's current-password checks", () => {
      const changePassword = (current: string) => ({
        current_password: current,
        password: 'Fresh-wick-2024',
        password_confirmation: 'Fresh-wick-2024',
      });
      const changeEmail = (id: string, current: string) => ({
        mb_name: '김연타',
        mb_hp: '010-2345-6789',
        mb_email: `${id}.new@example.com`,
        current_password: current,
      });
      const checked = (status: number, body: Body) =>
        wrongAt('current_password')(status, body) || wrongAt('password')(status, body);

      it('check at most 5 of a burst of wrong passwords spread over password change, leaving and e-mail change, and refuse leaving with the right one behind it', async () => {
        const { id, api } = await member();
        const sent = await burst(
          base(),
          BURST - 1,
          (i, gate) => {
            const guess = `wrong-${i}-current`;
            if (i % 3 === 0) return api.held('POST', '/api/v1/confirm-my-password', changePassword(guess), gate);
            if (i % 3 === 1) return api.held('POST', '/api/v1/unregister', { password: guess }, gate);
            return api.held('PUT', `/api/v1/my-account/${id}`, changeEmail(id, guess), gate);
          },
          (gate) => api.held('POST', '/api/v1/unregister', { password: PASSWORD }, gate),
        );
        expectAtMost(await tally(sent.answers, checked), 5);
        await expectRefused(sent.behind, 'leaving with the right password behind the burst');
        const again = await new Visitor(base()).ready();
        expect((await again.post('/api/v1/login', { mb_id: id, password: PASSWORD })).status, 'still a member').toBe(
          200,
        );
      });

      it('give a right password its check back: after 4 wrong ones and a right e-mail change, the next is still checked', async () => {
        const { id, api } = await member();
        const put = (current: string) => api.request('PUT', `/api/v1/my-account/${id}`, changeEmail(id, current));
        for (let i = 0; i < 4; i++) expect((await put(`wrong-${i}-current`)).status).toBe(422);
        expect((await put(PASSWORD)).status).toBe(200);
        expect((await api.post('/api/v1/unregister', { password: 'wrong-4-current' })).status).toBe(422);
      });
    });

    describe('sign-up and recovery', () => {
      it('creates at most REGISTER_LIMIT_PER_HOUR (5) accounts from a burst of 30 sign-ups from one address', async () => {
        const x = await new Visitor(base()).ready();
        const { answers } = await burst(base(), BURST, (_, gate) => {
          const id = freshId();
          const body = signUp(id);
          return x.held('POST', '/api/v1/register', body, gate);
        });
        expectAtMost(await tally(answers, (status) => status === 201), 5);
        await expectCounted(`register-ip:${x.ip}`, BURST);
      });

      it('answers at most 20 of a burst of 30 id and password recovery requests from one address', async () => {
        const x = await new Visitor(base()).ready();
        const { answers } = await burst(base(), BURST, (i, gate) =>
          i % 2
            ? x.held('POST', '/api/v1/forget_id', { mb_name: '없는사람', mb_email: `nobody${i}@example.com` }, gate)
            : x.held(
                'POST',
                '/api/v1/forget_password',
                { mb_id: `nobody${i}`, mb_email: `nobody${i}@example.com` },
                gate,
              ),
        );
        expectAtMost(await tally(answers, (status) => status === 200), 20);
        await expectCounted(`recovery-ip:${x.ip}`, BURST);
      });
    });
  });
}
