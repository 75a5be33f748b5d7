import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectiveExpiry, isSignedIn, scheduleSession } from './session-timing';

describe('the session timing of spec §4', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts a token as signed in until its lifetime minus 5 seconds', () => {
    const now = Date.now();
    const expiresAt = effectiveExpiry(now, 900);
    expect(expiresAt - now).toBe(895_000);
    expect(isSignedIn({ token: 't', expiresAt }, now + 894_999)).toBe(true);
    expect(isSignedIn({ token: 't', expiresAt }, now + 895_000)).toBe(false);
    expect(isSignedIn({ token: null, expiresAt }, now)).toBe(false);
  });

  it('refreshes 10 seconds before expiry and signs out 5 seconds before it', () => {
    const refresh = vi.fn();
    const expire = vi.fn();
    scheduleSession(effectiveExpiry(Date.now(), 900), Date.now(), { refresh, expire });
    vi.advanceTimersByTime(889_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(4_999);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledOnce();
  });

  it('runs at once what is already due, and cancels both when asked', () => {
    const refresh = vi.fn();
    const expire = vi.fn();
    const cancel = scheduleSession(Date.now() + 3_000, Date.now(), { refresh, expire });
    vi.advanceTimersByTime(0);
    expect(refresh).toHaveBeenCalledOnce();
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(expire).not.toHaveBeenCalled();
  });
});
