import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { SignInThrottle, signInLimits } from './sign-in-throttle';

describe('registrations per address', () => {
  it('follow REGISTRATIONS_PER_HOUR (10 by default), counted per address', async () => {
    expect(readConfig({ NODE_ENV: 'test' }).registrationsPerHour).toBe(10);
    const throttle = new SignInThrottle(undefined, {
      registrationsPerHour: readConfig({ NODE_ENV: 'test', REGISTRATIONS_PER_HOUR: '2' }).registrationsPerHour,
    });
    expect([
      await throttle.mayRegister('10.0.0.1'),
      await throttle.mayRegister('10.0.0.1'),
      await throttle.mayRegister('10.0.0.1'),
    ]).toEqual([true, true, false]);
    expect(await throttle.mayRegister('10.0.0.2')).toBe(true);
  });
});

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
afterAll(() => redis?.quit());
const stores = [{ name: 'memory', redis: undefined }, ...(redis ? [{ name: 'Redis', redis }] : [])];
const unique = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;
// Redis keeps its counts between runs: every run uses addresses of its own.
const address = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;

describe.each(stores)('sign-in attempts counted in $name', ({ redis }) => {
  const throttleWithClock = () => {
    const delays: number[] = [];
    const throttle = new SignInThrottle(redis, { sleep: async (seconds) => delays.push(seconds) });
    return { throttle, delays };
  };

  it('lets exactly five of 100 simultaneous attempts from one address through, before any password is checked', async () => {
    const { throttle } = throttleWithClock();
    const email = unique('parallel');
    const parallel = address();
    const answers = await Promise.all(Array.from({ length: 100 }, () => throttle.attempt(email, parallel)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(signInLimits.perAccountAndAddress);
    expect(
      answers.filter((answer) => !answer.allowed).every((answer) => !answer.allowed && answer.retryAfterSeconds > 0),
    ).toBe(true);
  });

  it('never locks the owner out from another address: other addresses go on, slowed down after many failures', async () => {
    const { throttle, delays } = throttleWithClock();
    const email = unique('owner');
    for (let guess = 0; guess < 40; guess++) expect((await throttle.attempt(email, address())).allowed).toBe(true);
    expect(delays.at(-1)).toBe(signInLimits.maxDelaySeconds);
    const owners = address();
    expect(await throttle.attempt(email, owners)).toEqual({
      allowed: true,
      delaySeconds: signInLimits.maxDelaySeconds,
    });
    // The right password starts the account's count again.
    await throttle.succeeded(email, owners);
    expect(await throttle.attempt(email, owners)).toEqual({ allowed: true, delaySeconds: 0 });
  });

  it('pauses one address after many attempts at different accounts', async () => {
    const { throttle } = throttleWithClock();
    const sprayer = address();
    for (let guess = 0; guess < signInLimits.perAddress; guess++)
      expect((await throttle.attempt(unique('spray'), sprayer)).allowed).toBe(true);
    expect((await throttle.attempt(unique('spray'), sprayer)).allowed).toBe(false);
  });
});
