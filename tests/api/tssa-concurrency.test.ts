import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import type { RunningServer } from '../support/server';
import { twoServersOnScratch } from '../support/two-servers';

/**
 * TSSA seats under load: two server processes on one scratch PostgreSQL database, 100 members signing
 * up for one 12-seat session at the same moment. PGlite is one process with one connection, so this
 * runs only with DATABASE_URL (a load test, run alone: scripts/test.mjs LOAD_TESTS).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const HEAVY = 180_000;

let db: pg.Pool;
let servers: RunningServer[] = [];
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!DATABASE_URL) return;
  ({ servers, db, stop } = await twoServersOnScratch('tssa_conc'));
}, HEAVY);

afterAll(async () => {
  await stop?.();
});

/** `n` members, each logged in on one of the two servers (their sessions written straight to the database). */
async function members(n: number): Promise<ApiClient[]> {
  const tag = randomBytes(3).toString('hex');
  const { rows } = await db.query(
    `insert into members (login_id, name, mobile, email, password_hash)
     select 'tc' || $1 || g, '동시신청' || g, '010-5555-6666', 'tc' || $1 || g || '@example.com',
            (select password_hash from members where login_id = 'demo')
     from generate_series(1, $2::int) g returning id`,
    [tag, n],
  );
  return Promise.all(
    rows.map(async (r: { id: number }, i) => {
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `insert into sessions (id, member_id, idle_expires_at, absolute_expires_at)
         values ($1, $2, now() + interval '1 hour', now() + interval '1 day')`,
        [createHash('sha256').update(token).digest('hex'), r.id],
      );
      const api = new ApiClient((servers[i % 2] as RunningServer).url);
      api.cookies.set('shop_session', token);
      await api.get('/readyz');
      return api;
    }),
  );
}

function tally(statuses: number[]) {
  return statuses.reduce<Record<number, number>>((t, s) => {
    t[s] = (t[s] ?? 0) + 1;
    return t;
  }, {});
}

describe.skipIf(!DATABASE_URL)(
  'TSSA seats on two server processes (PostgreSQL only: skipped without DATABASE_URL)',
  () => {
    it(
      '100 members signing up at once for 12 seats: exactly 12 seats taken, the rest 409 or waitlisted, no 5xx',
      async () => {
        const { rows } = await db.query(
          `insert into class_sessions (class_id, starts_at, capacity)
         values ((select min(id) from workshop_classes where kind = 'one-day'), now() + interval '20 days', 12) returning id`,
        );
        const sessionId = rows[0].id as number;
        const clients = await members(100);
        // Half ask to wait when it is full; the other half are told it is full.
        const statuses = await Promise.all(
          clients.map(
            async (api, i) =>
              (await api.post('/api/v1/tssa/signups', { session_id: sessionId, head_count: 1, waitlist: i % 2 === 0 }))
                .status,
          ),
        );
        expect(statuses.every((s) => s < 500)).toBe(true);
        const t = tally(statuses);
        expect((t[201] ?? 0) + (t[409] ?? 0)).toBe(100);
        const count = async (status: string) =>
          Number(
            (
              await db.query('select count(*) as n from class_signups where session_id = $1 and status = $2', [
                sessionId,
                status,
              ])
            ).rows[0].n,
          );
        expect(await count('pending_payment')).toBe(12);
        expect(
          (await db.query('select seats_taken from class_sessions where id = $1', [sessionId])).rows[0].seats_taken,
        ).toBe(12);
        // Everyone not seated was either put on the waitlist (asked) or told it is full (409).
        expect(await count('waitlisted')).toBe((t[201] ?? 0) - 12);
        expect(await count('waitlisted')).toBeGreaterThan(0);
      },
      HEAVY,
    );
  },
);
