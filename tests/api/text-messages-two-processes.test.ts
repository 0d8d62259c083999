import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_EVENTS } from '~/server/messages/templates';
import { type SolapiStandIn, solapiStandIn } from '../support/solapi-standin';
import { twoServersOnScratch } from '../support/two-servers';

/**
 * Text messages from two server processes on one PostgreSQL database (issue "messages": at least
 * once, never twice): both processes' delivery jobs take from the same outbox, and every message
 * reaches the provider exactly once. PGlite is one process, so this runs only with DATABASE_URL.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const COUNT = 120;

let standIn: SolapiStandIn;
let db: pg.Pool;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!DATABASE_URL) return;
  standIn = await solapiStandIn(MESSAGE_EVENTS);
  ({ db, stop } = await twoServersOnScratch('text_messages', standIn.env));
}, 180_000);
afterAll(async () => {
  await stop?.();
  await standIn?.close();
});

describe.skipIf(!DATABASE_URL)('delivery from two processes (PostgreSQL only: skipped without DATABASE_URL)', () => {
  it(`sends each of ${COUNT} due messages exactly once between them`, async () => {
    // Slow answers, so that the two processes' runs overlap.
    standIn.slow(40);
    await db.query(
      `insert into outbox_messages (event, event_key, channel, to_mobile, language, variables, body)
       select 'payment_confirmed', 'two-processes:' || n, 'alimtalk', '01022223333', 'kr', '{}'::jsonb,
              '[에반스캔들] 결제 확인 ' || n
       from generate_series(1, ${COUNT}) n`,
    );
    const until = Date.now() + 90_000;
    while (Date.now() < until) {
      const { rows } = await db.query(`select count(*)::int as n from outbox_messages where status = 'sent'`);
      if (rows[0].n === COUNT) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const texts = standIn.sent.map((s) => s.text);
    expect(texts).toHaveLength(COUNT);
    expect(new Set(texts).size).toBe(COUNT);
    const { rows } = await db.query(
      `select status, attempts, count(*)::int as n from outbox_messages group by status, attempts`,
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: COUNT }]);
  }, 120_000);
});
