import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimiter, retryAfterSeconds, sharedRedis } from '@/server/rate-limit';

/** A person needs a few seconds to fill the form in; a form older than a day is stale. */
export const formTiming = { minimumSeconds: 3, maximumSeconds: 24 * 3600 } as const;

const signature = (secret: string, issuedAt: string) =>
  createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

/** The time a form was shown, signed with the server's secret so that a bot cannot claim an earlier one. */
export function formStamp(secret: string, now: Date): string {
  const issuedAt = String(now.getTime());
  return `${issuedAt}.${signature(secret, issuedAt)}`;
}

/** Seconds since the stamped form was shown; null for a missing, forged or future stamp. */
export function formStampAge(secret: string, stamp: string, now: Date): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!match) return null;
  const expected = Buffer.from(signature(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = (now.getTime() - Number(match[1])) / 1000;
  return age < -5 ? null : Math.max(0, age);
}

/**
 * Contact requests per IP address an hour (rate-limiter-flexible): in Redis when `REDIS_URL` is set, so every
 * instance counts together; in this process's memory otherwise.
 */
export class RequestThrottle {
  private readonly perAddress: RateLimiterAbstract;

  constructor(perHour: number, redis?: Redis) {
    this.perAddress = rateLimiter(redis, { keyPrefix: 'contact-request:address', points: perHour, duration: 3600 });
  }

  /** Counts a request from this address: 0 when it may send it, otherwise the seconds until it may. */
  async take(ip: string): Promise<number> {
    return this.perAddress.consume(ip).then(() => 0, retryAfterSeconds);
  }
}

let shared: RequestThrottle | undefined;

export function sharedRequestThrottle(config: {
  redisUrl: string | undefined;
  requestsPerHour: number;
}): RequestThrottle {
  shared ??= new RequestThrottle(config.requestsPerHour, sharedRedis(config.redisUrl));
  return shared;
}
