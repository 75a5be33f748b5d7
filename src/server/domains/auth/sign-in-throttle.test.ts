import { describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { SignInThrottle } from './sign-in-throttle';

describe('registrations per address', () => {
  it('follow REGISTRATIONS_PER_HOUR (10 by default), counted per address', async () => {
    expect(readConfig({ NODE_ENV: 'test' }).registrationsPerHour).toBe(10);
    const throttle = new SignInThrottle(undefined, readConfig({ NODE_ENV: 'test', REGISTRATIONS_PER_HOUR: '2' }).registrationsPerHour);
    expect([await throttle.mayRegister('10.0.0.1'), await throttle.mayRegister('10.0.0.1'), await throttle.mayRegister('10.0.0.1')]).toEqual([true, true, false]);
    expect(await throttle.mayRegister('10.0.0.2')).toBe(true);
  });
});
