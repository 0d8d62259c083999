import { Redis } from 'ioredis';
import { config } from './config.ts';
import { logger } from './log.ts';

let client: Redis | undefined;

/**
 * The shop's Redis connection when `REDIS_URL` is set, made on first use. Commands never wait for
 * a connection that is down (no offline queue, one try each): a caller with its own fallback, the
 * rate limiter's in-process counters, answers at once instead. ioredis reconnects by itself; each
 * loss of the connection is logged once, not on every retry.
 */
export function redisClient(url = config.redisUrl): Redis | undefined {
  if (!url) return undefined;
  if (client) return client;
  const made = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'shop' });
  let lost = false;
  made.on('error', (err: Error) => {
    if (lost) return;
    lost = true;
    logger.warn({ err: err.message }, 'Redis unreachable: rate limits count in this process until it is back');
  });
  made.on('ready', () => {
    if (lost) logger.info('Redis reachable again');
    lost = false;
  });
  client = made;
  return made;
}
