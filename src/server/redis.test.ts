import { afterEach, describe, expect, it, vi } from 'vitest';
import { redisClient } from './redis';

/** A Redis that is away is logged once, never as ioredis's "Unhandled error event" at every reconnection. */
describe('redisClient', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs an outage once however often it reconnects', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Nothing listens on port 1: every attempt is refused at once, and retried every 10 ms.
    const redis = redisClient('redis://127.0.0.1:1', { retryStrategy: () => 10, maxRetriesPerRequest: 0 });
    const reconnections = vi.fn();
    redis.on('reconnecting', reconnections);
    await vi.waitFor(() => expect(reconnections.mock.calls.length).toBeGreaterThanOrEqual(3));
    await expect(redis.get('anything')).rejects.toThrow();
    redis.disconnect();
    expect(warnings.mock.calls.filter(([line]) => String(line).startsWith('Redis unavailable'))).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
