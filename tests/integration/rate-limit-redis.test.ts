// Rate limits in Redis (REDIS_URL), as the shop runs when scaled out: every process sees one count.
// Runs against the Redis at TEST_REDIS_URL (redis://127.0.0.1:6379 by default); CI makes sure it is
// up. Outside CI, a machine without Redis skips these, saying so.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testRedisUp, testRedisUrl } from '../support/test-redis';

const url = testRedisUrl;
const up = await testRedisUp('the Redis rate-limit tests');

type RateLimits = typeof import('~/server/http/rate-limit');
type Refusal = { status: number; retryAfterSeconds: number };

/** A 429 as the shop answers it (each simulated process has its own copy of the error class). */
function refusal(err: unknown): Refusal {
  const e = err as Partial<Refusal> & { constructor?: { name?: string } };
  expect(e?.constructor?.name).toBe('TooManyRequestsError');
  expect(e.status).toBe(429);
  return e as Refusal;
}
const opened: Redis[] = [];

/**
 * The rate-limit module as a separate shop process has it: its own Redis client and counters. Until
 * its connection is ready a process counts in memory, so a running one is waited for.
 */
async function aProcess(redisUrl: string, { connected = true } = {}): Promise<RateLimits> {
  vi.resetModules();
  vi.stubEnv('REDIS_URL', redisUrl);
  const limits = await import('~/server/http/rate-limit');
  const { redisClient } = await import('~/server/redis');
  const client = redisClient();
  if (client) opened.push(client);
  if (client && connected && client.status !== 'ready') await once(client, 'ready');
  return limits;
}

afterEach(() => vi.unstubAllEnvs());
afterAll(() => {
  for (const c of opened) c.disconnect();
});

describe.skipIf(!up)('rate limits with REDIS_URL', () => {
  it('counts in Redis, so a second process refuses what the first used up (ARCHITECTURE: scale-out)', async () => {
    const rule = { name: `test-login-${randomUUID()}`, points: 3, durationSeconds: 60 };
    const [a, b] = [await aProcess(url), await aProcess(url)];
    for (let i = 0; i < 3; i++) await a.consume(rule, '203.0.113.7');

    const refused = refusal(await b.consume(rule, '203.0.113.7').catch((e: unknown) => e));
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another address has its own count.
    await expect(b.consume(rule, '198.51.100.9')).resolves.toBeUndefined();

    const direct = new Redis(url);
    opened.push(direct);
    const key = `${rule.name}:203.0.113.7`;
    expect(Number(await direct.get(key))).toBeGreaterThanOrEqual(3);
    const ttl = await direct.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('a reset in one process (a successful login) clears the count every process sees', async () => {
    const rule = { name: `test-reset-${randomUUID()}`, points: 2, durationSeconds: 60 };
    const [a, b] = [await aProcess(url), await aProcess(url)];
    await b.consume(rule, 'member-1');
    await b.consume(rule, 'member-1');
    refusal(await b.consume(rule, 'member-1').catch((e: unknown) => e));
    await a.reset(rule, 'member-1');
    await expect(b.consume(rule, 'member-1')).resolves.toBeUndefined();
  });
});

describe('rate limits while Redis cannot be reached', () => {
  it('count in the process instead: the limit still holds and no connection error reaches the visitor', async () => {
    const rule = { name: `test-down-${randomUUID()}`, points: 2, durationSeconds: 60 };
    // Nothing listens on port 1.
    const limits = await aProcess('redis://127.0.0.1:1', { connected: false });
    await expect(limits.consume(rule, '192.0.2.1')).resolves.toBeUndefined();
    await expect(limits.consume(rule, '192.0.2.1')).resolves.toBeUndefined();
    refusal(await limits.consume(rule, '192.0.2.1').catch((e: unknown) => e));
    refusal(await limits.consume(rule, '192.0.2.1').catch((e: unknown) => e));
  });
});
