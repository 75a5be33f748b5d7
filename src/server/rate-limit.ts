import 'server-only';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from './config';
import { redisClient } from './redis';

const clients = new Map<string, Redis>();

/**
 * One Redis connection per process for the shared counters; an outage is logged once (see redisClient). Every key
 * starts with `REDIS_KEY_PREFIX`, so that several shops (or a test's cluster) can share one Redis.
 */
export function sharedRedis(url: string | undefined, keyPrefix = config().redisKeyPrefix): Redis | undefined {
  if (!url) return undefined;
  const id = `${keyPrefix} ${url}`;
  let client = clients.get(id);
  if (!client) {
    client = redisClient(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, keyPrefix });
    clients.set(id, client);
  }
  return client;
}

/**
 * A counter of `points` per `duration` seconds (rate-limiter-flexible): in Redis when given, so that every
 * instance counts together, falling back to this process's memory while Redis is unreachable; in memory otherwise.
 */
export function rateLimiter(
  redis: Redis | undefined,
  options: { keyPrefix: string; points: number; duration: number },
): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({ storeClient: redis, ...options, insuranceLimiter: new RateLimiterMemory(options) });
}

/** Seconds to wait from a refused `consume`; an Error (the store failed) is thrown on. */
export function retryAfterSeconds(refused: unknown): number {
  if (refused instanceof Error) throw refused;
  return Math.max(1, Math.ceil((refused as { msBeforeNext: number }).msBeforeNext / 1000));
}
