// The attempt counters themselves under concurrency, in each store: in memory (the embedded
// database), in PostgreSQL's rate_limits table (with DATABASE_URL) and in Redis. Simultaneous
// attempts on one key must each be counted once, however they interleave: a lost update lets a
// burst through, a doubled one locks people out.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../support/scratch-db';
import { testRedisUp, testRedisUrl } from '../support/test-redis';

const redisUrl = testRedisUrl;
const redisUp = await testRedisUp('the Redis counter tests');

type RateLimits = typeof import('~/server/http/rate-limit');

const N = 60;
const POINTS = 10;
const closers: (() => Promise<void> | void)[] = [];

afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** The rate-limit module as a shop process started with `env` has it. */
async function aProcess(env: Record<string, string>): Promise<RateLimits> {
  vi.resetModules();
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('REDIS_URL', '');
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const limits = await import('~/server/http/rate-limit');
  if (env.REDIS_URL) {
    // A process counts in memory until its connection is ready; this test is about Redis's count.
    const { redisClient } = await import('~/server/redis');
    const client = redisClient();
    if (client) {
      closers.push(() => client.disconnect());
      if (client.status !== 'ready') await once(client, 'ready');
    }
  }
  return limits;
}

const refused = (err: unknown) => (err as { status?: number })?.status === 429;
const times = <T>(count: number, fn: () => T): T[] => Array.from({ length: count }, fn);
const aRule = (points: number) => ({ name: `burst-${randomUUID()}`, points, durationSeconds: 60 });

/**
 * N simultaneous attempts on one key: exactly the limit let through and the rest refused. Then, on a
 * key with room for N + 5, N simultaneous attempts are followed by one of 5 points, which fits only
 * if none was lost, and by one more, refused only if none was lost either. Give-backs likewise.
 * Answers the limited rule, whose stored count the caller may read.
 */
async function burstOn(limits: RateLimits, key: string) {
  const rule = aRule(POINTS);
  const outcomes = await Promise.allSettled(times(N, () => limits.consume(rule, key)));
  const rejections = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason);
  expect(
    rejections.filter((r) => !refused(r)),
    'only 429s',
  ).toEqual([]);
  expect(N - rejections.length, `${N - rejections.length} of ${N} let through`).toBe(POINTS);

  const roomy = aRule(N + 5);
  await Promise.all(times(N, () => limits.consume(roomy, key)));
  await expect(limits.consume(roomy, key, 5), 'no attempt counted twice').resolves.toBeUndefined();
  expect(refused(await limits.consume(roomy, key).catch((e: unknown) => e)), 'no attempt lost').toBe(true);

  // Successful attempts give their point back: N at once leave nothing counted.
  const back = aRule(N + 5);
  const attempts = await Promise.all(times(N, () => limits.countAttempt([back, key])));
  await Promise.all(attempts.map((a) => a.succeeded()));
  await expect(limits.consume(back, key, N + 5), 'every point given back').resolves.toBeUndefined();
  expect(refused(await limits.consume(back, key).catch((e: unknown) => e)), 'no point given back twice').toBe(true);
  return rule;
}

describe('attempt counters under concurrency', () => {
  it('in memory, count each of 60 simultaneous attempts once and let exactly the limit through', async () => {
    await burstOn(await aProcess({}), '203.0.113.7');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "in PostgreSQL's rate_limits table, count each of 60 simultaneous attempts once and let exactly the limit through",
    async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL as string, 'counters');
      closers.push(scratch.drop);
      const limits = await aProcess({ DATABASE_URL: scratch.url, LOG_LEVEL: 'silent' });
      const { migrate } = await import('~/server/db/migrate');
      const { closeDb } = await import('~/server/db/client');
      closers.push(closeDb);
      await migrate();

      const rule = await burstOn(limits, '203.0.113.8');
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [
          `${rule.name}:203.0.113.8`,
        ]);
        expect(rows[0]?.points, 'attempts stored').toBe(N);
      } finally {
        await client.end();
      }
    },
  );

  it.skipIf(!redisUp)(
    'in Redis, count each of 60 simultaneous attempts once and let exactly the limit through',
    async () => {
      const rule = await burstOn(await aProcess({ REDIS_URL: redisUrl }), '203.0.113.9');
      const direct = new Redis(redisUrl);
      closers.push(() => direct.disconnect());
      expect(Number(await direct.get(`${rule.name}:203.0.113.9`)), 'attempts stored').toBe(N);
    },
  );
});
