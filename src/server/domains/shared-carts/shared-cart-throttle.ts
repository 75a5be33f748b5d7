import 'server-only';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimiter, sharedRedis } from '@/server/rate-limit';

/** Short-code tries per address: enough for a few typing mistakes, far too few to guess 31⁸ codes. */
export const shortCodeLimits = { perAddress: 10, windowSeconds: 900 } as const;

/** Counts short-code tries per IP address, in Redis when `REDIS_URL` is set (every instance counts together). */
export class ShortCodeThrottle {
  private readonly address: RateLimiterAbstract;

  constructor(redis?: Redis) {
    this.address = rateLimiter(redis, {
      keyPrefix: 'shared-cart:code',
      points: shortCodeLimits.perAddress,
      duration: shortCodeLimits.windowSeconds,
    });
  }

  /** Counts a try from this address; false once it has made too many this window. */
  async mayTry(ip: string): Promise<boolean> {
    return this.address.consume(ip).then(
      () => true,
      () => false,
    );
  }
}

let shared: ShortCodeThrottle | undefined;

export function sharedShortCodeThrottle(redisUrl: string | undefined): ShortCodeThrottle {
  shared ??= new ShortCodeThrottle(sharedRedis(redisUrl));
  return shared;
}
