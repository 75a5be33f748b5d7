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

/** Clients whose connection failed and is not back (ioredis 'error' until 'ready'). */
const away = new WeakSet<Redis>();
const watched = new WeakSet<Redis>();

function watchConnection(redis: Redis): void {
  if (watched.has(redis)) return;
  watched.add(redis);
  redis.on('error', () => away.add(redis));
  redis.on('ready', () => away.delete(redis));
}

/**
 * A counter of `points` per `duration` seconds (rate-limiter-flexible): in Redis when given, so that every
 * instance counts together; in memory otherwise. While Redis is away it counts in this process's memory at once,
 * rather than each request waiting for a reconnection to fail first (the memory is also Redis's insurance for a
 * single failed command).
 */
export function rateLimiter(
  redis: Redis | undefined,
  options: { keyPrefix: string; points: number; duration: number },
): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  watchConnection(redis);
  const shared = new RateLimiterRedis({ storeClient: redis, ...options, insuranceLimiter: memory });
  return new Proxy(shared, {
    get(target, property) {
      const source = away.has(redis) ? memory : target;
      const value = Reflect.get(source, property) as unknown;
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/** Seconds to wait from a refused `consume`; an Error (the store failed) is thrown on. */
export function retryAfterSeconds(refused: unknown): number {
  if (refused instanceof Error) throw refused;
  return Math.max(1, Math.ceil((refused as { msBeforeNext: number }).msBeforeNext / 1000));
}
