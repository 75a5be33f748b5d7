import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimiter } from './rate-limit';
import { redisClient } from './redis';

describe('rate limits while Redis is away', () => {
  afterEach(() => vi.restoreAllMocks());

  it('count in memory once the connection has failed, without sending commands to the dead Redis', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Nothing listens on port 1: the connection is refused, as when Redis is stopped.
    const redis = redisClient('redis://127.0.0.1:1', { retryStrategy: () => 1000, maxRetriesPerRequest: 5 });
    try {
      const limiter = rateLimiter(redis, { keyPrefix: `away-${crypto.randomUUID()}`, points: 2, duration: 60 });
      await vi.waitFor(() => expect(redis.status).not.toBe('connecting'));
      const commands = vi.spyOn(redis, 'sendCommand');
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          limiter.consume('10.0.0.1').then(
            () => 'allowed',
            () => 'refused',
          ),
        ),
      );
      expect(answers.sort()).toEqual(['allowed', 'allowed', 'refused']);
      expect(commands).not.toHaveBeenCalled();
    } finally {
      redis.disconnect();
    }
  });
});
