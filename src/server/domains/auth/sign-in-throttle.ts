import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimiter, retryAfterSeconds, sharedRedis } from '@/server/rate-limit';

/**
 * Sign-in limits within the window: attempts per account and address together (the hard pause), per address
 * across accounts, and per account from anywhere before each further attempt is slowed down (never refused, so
 * that nobody can lock the owner out by guessing from elsewhere); new accounts per address an hour.
 */
export const signInLimits = {
  perAccountAndAddress: 5,
  perAddress: 30,
  perAccountBeforeDelay: 10,
  maxDelaySeconds: 10,
  windowSeconds: 15 * 60,
  registrationsPerAddress: 10,
} as const;

/** What an attempt may do: go ahead (perhaps after a delay), or wait this many seconds. */
export type SignInAttempt = { allowed: true; delaySeconds: number } | { allowed: false; retryAfterSeconds: number };

type Options = { registrationsPerHour?: number; sleep?: (seconds: number) => Promise<unknown> };

/**
 * Counts sign-in attempts before the password is checked (rate-limiter-flexible's atomic consume), so parallel
 * guesses cannot slip past the count; successes are given back. In Redis when `REDIS_URL` is set, so every
 * instance sees the same counts; in this process's memory otherwise.
 */
export class SignInThrottle {
  private readonly pair: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;
  private readonly account: RateLimiterAbstract;
  private readonly registrations: RateLimiterAbstract;
  private readonly sleep: (seconds: number) => Promise<unknown>;

  constructor(redis?: Redis, options: Options = {}) {
    const make = (keyPrefix: string, points: number, duration = signInLimits.windowSeconds) =>
      rateLimiter(redis, { keyPrefix, points, duration });
    this.pair = make('sign-in:pair', signInLimits.perAccountAndAddress);
    this.address = make('sign-in:address', signInLimits.perAddress);
    // Never refuses: its count only decides the delay.
    this.account = make('sign-in:account', Number.MAX_SAFE_INTEGER);
    this.registrations = make(
      'register:address',
      options.registrationsPerHour ?? signInLimits.registrationsPerAddress,
      3600,
    );
    this.sleep = options.sleep ?? ((seconds) => sleep(seconds * 1000));
  }

  /** Counts a registration from this address; false once the address has made too many this hour. */
  async mayRegister(ip: string): Promise<boolean> {
    return this.registrations.consume(ip).then(
      () => true,
      () => false,
    );
  }

  /**
   * Counts one attempt for this account from this address before its password is checked. A refused attempt
   * is not evaluated; an allowed one has already waited its delay.
   */
  async attempt(email: string, ip: string): Promise<SignInAttempt> {
    const wait = await Promise.all([this.pair.consume(pairKey(email, ip)), this.address.consume(ip)]).then(
      () => 0,
      retryAfterSeconds,
    );
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
    const accountAttempts = (await this.account.consume(email)).consumedPoints;
    const delaySeconds = Math.min(
      Math.max(0, accountAttempts - signInLimits.perAccountBeforeDelay),
      signInLimits.maxDelaySeconds,
    );
    if (delaySeconds > 0) await this.sleep(delaySeconds);
    return { allowed: true, delaySeconds };
  }

  /** The right password: this attempt is given back to the address, and the account's counts start again. */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.pair.delete(pairKey(email, ip)), this.account.delete(email), this.address.reward(ip, 1)]);
  }
}

const pairKey = (email: string, ip: string) => `${email} ${ip}`;

let shared: SignInThrottle | undefined;

export function sharedSignInThrottle(redisUrl: string | undefined, registrationsPerHour?: number): SignInThrottle {
  shared ??= new SignInThrottle(sharedRedis(redisUrl), { registrationsPerHour });
  return shared;
}
