import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '../config.ts';
import { getDb } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { redisClient } from '../redis.ts';
import { TooManyRequestsError } from './errors.ts';

type Limiter = RateLimiterMemory | RateLimiterDrizzle | RateLimiterRedis;
type Rule = { name: string; points: number; durationSeconds: number; message?: string };

const limiters = new Map<string, Promise<Limiter>>();

/**
 * Where the counters live, so that every process of the shop sees the same count: in Redis with
 * REDIS_URL; else in PostgreSQL with DATABASE_URL (several processes on one database); else, one
 * process on the embedded database, in memory. While Redis cannot be reached, each process counts
 * in its own memory, so the limits still hold, per process, and nobody gets an error for it.
 */
async function limiterFor(rule: Rule): Promise<Limiter> {
  const opts = { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds };
  const redis = redisClient();
  if (redis) {
    return new RateLimiterRedis({
      ...opts,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(opts),
    });
  }
  if (!config.databaseUrl) return new RateLimiterMemory(opts);
  return new RateLimiterDrizzle({ ...opts, storeClient: await getDb(), schema: rateLimits });
}

/** Counts one hit against `key`; past the limit it throws 429 with the seconds to wait. */
export async function consume(rule: Rule, key: string, points = 1): Promise<void> {
  const limiter = await limiterOf(rule);
  try {
    await limiter.consume(key, points);
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      throw new TooManyRequestsError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)), rule.message);
    }
    throw err;
  }
}

/** Clears a key's counter (after a successful login, say). */
export async function reset(rule: Rule, key: string): Promise<void> {
  await (await limiterOf(rule)).delete(key);
}

export type { Rule as RateRule };

async function limiterOf(rule: Rule): Promise<Limiter> {
  let limiter = limiters.get(rule.name);
  if (!limiter) {
    limiter = limiterFor(rule);
    limiters.set(rule.name, limiter);
  }
  return limiter;
}

/**
 * Counts one attempt against every key before the attempt is checked, so that simultaneous
 * guesses cannot all be checked before the first failure is counted: a burst of any size checks at
 * most the limit. Past a limit it throws 429 and nothing is checked. A successful attempt gives its
 * points back (`succeeded`), so that a person who gets in is not counted as a guesser.
 */
export async function countAttempt(...limits: [Rule, string][]): Promise<{ succeeded: () => Promise<void> }> {
  await Promise.all(limits.map(([rule, key]) => consume(rule, key)));
  return {
    async succeeded() {
      await Promise.all(limits.map(async ([rule, key]) => (await limiterOf(rule)).reward(key, 1)));
    },
  };
}
