import 'server-only';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimiter, sharedRedis } from '@/server/rate-limit';

/** Sign-ups allowed per IP address within the window: enough for a household, too few to flood inboxes. */
export const subscribeLimits = { perAddress: 10, windowSeconds: 3600 } as const;

/**
 * Counts newsletter sign-ups per IP address (rate-limiter-flexible), like the sign-in throttle: in Redis when
 * `REDIS_URL` is set, so every instance sees the same counts; in this process's memory otherwise.
 */
export class SubscribeThrottle {
  private readonly address: RateLimiterAbstract;

  constructor(redis?: Redis) {
    this.address = rateLimiter(redis, {
      keyPrefix: 'newsletter:address',
      points: subscribeLimits.perAddress,
      duration: subscribeLimits.windowSeconds,
    });
  }

  /** Counts a sign-up from this address; false once the address has made too many this window. */
  async maySubscribe(ip: string): Promise<boolean> {
    return this.address.consume(ip).then(
      () => true,
      () => false,
    );
  }
}

let shared: SubscribeThrottle | undefined;

export function sharedSubscribeThrottle(redisUrl: string | undefined): SubscribeThrottle {
  shared ??= new SubscribeThrottle(sharedRedis(redisUrl));
  return shared;
}
