import type { Redis } from 'ioredis';
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
    await connected(redis);
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

/** How long a first count waits for a Redis connection still being made. */
const REDIS_CONNECT_WAIT_MS = 2_000;

/**
 * Resolves once Redis is ready, has failed, or after a short wait. Counting before then would go to
 * the in-process fallback: the first burst a new process gets would be split between two counters.
 */
async function connected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_CONNECT_WAIT_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
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
 * most the limit. The limits are taken in the order given, narrowest first; past one it throws 429,
 * nothing is checked, and the points already taken from the others are given back, so that guesses
 * refused at one address do not use up a wider limit (the id's, from every address) that protects
 * its owner elsewhere. A successful attempt gives its points back (`succeeded`), so that a person
 * who gets in is not counted as a guesser.
 */
export async function countAttempt(...limits: [Rule, string][]): Promise<{ succeeded: () => Promise<void> }> {
  const taken: [Rule, string][] = [];
  const giveBack = (list: [Rule, string][]) =>
    Promise.all(list.map(async ([rule, key]) => (await limiterOf(rule)).reward(key, 1)));
  for (const limit of limits) {
    try {
      await consume(...limit);
    } catch (err) {
      await giveBack(taken);
      throw err;
    }
    taken.push(limit);
  }
  return { succeeded: () => giveBack(taken).then(() => undefined) };
}
