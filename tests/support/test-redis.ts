import { Redis } from 'ioredis';

/** The Redis the tests count in: TEST_REDIS_URL, else the machine's own. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether that Redis answers. Without it the Redis tests are skipped with a warning naming `what`;
 * under CI=true they fail instead, since CI starts a Redis for them.
 */
export async function testRedisUp(what: string): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  let up = false;
  try {
    await probe.connect();
    up = (await probe.ping()) === 'PONG';
  } catch {
    up = false;
  } finally {
    probe.disconnect();
  }
  if (!up && process.env.CI) throw new Error(`Redis is not reachable at ${testRedisUrl}; CI needs it for these tests`);
  if (!up) console.warn(`Redis is not reachable at ${testRedisUrl}: ${what} are skipped`);
  return up;
}
