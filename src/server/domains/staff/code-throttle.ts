import 'server-only';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimiter, retryAfterSeconds, sharedRedis } from '@/server/rate-limit';

/** Wrong second-factor codes a member may type within the window before a pause. */
export const codeLimits = { perMember: 5, windowSeconds: 15 * 60 } as const;

/**
 * Counts second-factor attempts per staff member before the code is checked (six digits are guessed in a
 * million tries; five a quarter of an hour makes that hopeless). A right code gives its attempt back.
 */
export class CodeThrottle {
  private readonly member: RateLimiterAbstract;

  constructor(redis?: Redis) {
    this.member = rateLimiter(redis, {
      keyPrefix: 'staff-code:member',
      points: codeLimits.perMember,
      duration: codeLimits.windowSeconds,
    });
  }

  /** 0 when the attempt may be checked; otherwise the seconds to wait. */
  async attempt(userId: number): Promise<number> {
    return this.member.consume(String(userId)).then(() => 0, retryAfterSeconds);
  }

  async succeeded(userId: number): Promise<void> {
    await this.member.delete(String(userId));
  }
}

let shared: CodeThrottle | undefined;

export function sharedCodeThrottle(redisUrl: string | undefined): CodeThrottle {
  shared ??= new CodeThrottle(sharedRedis(redisUrl));
  return shared;
}
