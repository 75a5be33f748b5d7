import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';

/** Failed sign-ins allowed before a pause, per account and per address, within the window; new accounts per address an hour. */
export const signInLimits = { perAccount: 5, perAddress: 30, windowSeconds: 15 * 60, registrationsPerAddress: 10 } as const;

/**
 * Counts failed sign-ins per account and per IP address (rate-limiter-flexible): in Redis when `REDIS_URL` is
 * set, so every instance sees the same counts; in this process's memory otherwise.
 */
export class SignInThrottle {
  private readonly account: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;
  private readonly registrations: RateLimiterAbstract;

  /** `registrationsPerHour`: accounts one address may create an hour (REGISTRATIONS_PER_HOUR). */
  constructor(redis?: Redis, registrationsPerHour: number = signInLimits.registrationsPerAddress) {
    const make = (keyPrefix: string, points: number, seconds = signInLimits.windowSeconds) =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: seconds, blockDuration: seconds })
        : new RateLimiterMemory({ keyPrefix, points, duration: seconds, blockDuration: seconds });
    this.account = make('sign-in:account', signInLimits.perAccount);
    this.address = make('sign-in:address', signInLimits.perAddress);
    this.registrations = make('register:address', registrationsPerHour, 3600);
  }

  /** Counts a registration from this address; false once the address has made too many this hour. */
  async mayRegister(ip: string): Promise<boolean> {
    return this.registrations.consume(ip).then(
      () => true,
      () => false,
    );
  }

  /** Seconds until this account or address may try again; 0 when it may now. */
  async waitSeconds(email: string, ip: string): Promise<number> {
    const [account, address] = await Promise.all([this.account.get(email), this.address.get(ip)]);
    const wait = (res: RateLimiterRes | null, points: number) => (res && res.consumedPoints >= points ? Math.ceil(res.msBeforeNext / 1000) : 0);
    return Math.max(wait(account, signInLimits.perAccount), wait(address, signInLimits.perAddress));
  }

  async failed(email: string, ip: string): Promise<void> {
    // A rejection only says the limit is now reached: the next attempt is refused by waitSeconds.
    await Promise.all([this.account.consume(email).catch(() => {}), this.address.consume(ip).catch(() => {})]);
  }

  async succeeded(email: string): Promise<void> {
    await this.account.delete(email);
  }
}

let shared: SignInThrottle | undefined;

export function sharedSignInThrottle(redisUrl: string | undefined, registrationsPerHour?: number): SignInThrottle {
  shared ??= new SignInThrottle(redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined, registrationsPerHour);
  return shared;
}
