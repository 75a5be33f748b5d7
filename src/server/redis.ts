import 'server-only';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis client for the shop's shared counters. While Redis is away ioredis reconnects and emits 'error' at every
 * attempt, and prints each one as an "Unhandled error event" when nobody listens. Here an outage is logged once,
 * and again only if Redis comes back and is lost anew; the commands meanwhile fail to their callers.
 */
export function redisClient(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, options);
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.warn(`Redis unavailable: ${error.message}`);
  });
  redis.on('ready', () => (reported = false));
  return redis;
}
