import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error Next loads this handler as plain JavaScript; the test drives it the way Next does.
import ShopCacheHandler, { decode, encode } from './cache-handler.mjs';

type Handler = {
  get(key: string, ctx?: object): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};
const instance = () => new ShopCacheHandler() as Handler;
const read = (tag: string) => ({ kind: 'FETCH', tags: [tag] });
const value = (price: string) => ({ kind: 'FETCH', data: { body: price, headers: {}, url: '' }, revalidate: 3600 });

afterEach(() => vi.unstubAllEnvs());

describe.each([
  { name: 'memory', redisUrl: '' },
  ...(process.env.REDIS_URL ? [{ name: 'Redis', redisUrl: process.env.REDIS_URL }] : []),
])('the shop cache handler in $name', ({ redisUrl }) => {
  it('serves what one instance cached to another, until a tag it carries is revalidated on either', async () => {
    vi.stubEnv('REDIS_URL', redisUrl);
    const [first, second] = [instance(), instance()];
    const [key, tag] = [`product-${randomUUID()}`, `catalogue-${randomUUID()}`];
    expect(await second.get(key, read(tag))).toBeNull();
    await first.set(key, value('€12.00'), { tags: [tag] });
    expect((await second.get(key, read(tag)))?.value).toEqual(value('€12.00'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await second.revalidateTag(tag, { expire: 0 });
    expect(await first.get(key, read(tag))).toBeNull();
    // Written again after the change: served again.
    await first.set(key, value('€10.00'), { tags: [tag] });
    expect((await second.get(key, read(tag)))?.value).toEqual(value('€10.00'));
  });

  it('keeps a rendered page whole: its HTML, its RSC payload and segment data', async () => {
    vi.stubEnv('REDIS_URL', redisUrl);
    const page = {
      kind: 'APP_PAGE',
      html: '<p>Φίλτρο λαδιού</p>',
      rscData: Buffer.from([0, 1, 2, 255]),
      headers: { 'x-next-cache-tags': 'catalogue' },
      status: 200,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    };
    const key = `/product/${randomUUID()}`;
    await instance().set(key, page);
    expect((await instance().get(key))?.value).toEqual(page);
  });
});

// Redis keeps entries a week; the memory is bounded by CACHE_MEMORY_ENTRIES anyway.
const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  describe('the shop cache handler in Redis', () => {
    it('keeps a not-found page a few minutes only: made-up addresses must not fill Redis', async () => {
      vi.stubEnv('REDIS_URL', redisUrl);
      const [found, missing] = [`/product/${randomUUID()}`, `/product/${randomUUID()}`];
      await instance().set(found, { kind: 'APP_PAGE', html: 'ok', status: 200, headers: {} });
      await instance().set(missing, { kind: 'APP_PAGE', html: 'not found', status: 404, headers: {} });
      const redis = new Redis(redisUrl);
      const ttl = async (key: string) => redis.ttl(`shop:next-cache:${key}`);
      expect(await ttl(found)).toBeGreaterThan(24 * 3600);
      expect(await ttl(missing)).toBeLessThanOrEqual(300);
      redis.disconnect();
    });
  });

describe('the shop cache handler while Redis is unreachable', () => {
  it('caches in this process’s memory, invalidates there, and says so once', async () => {
    const holder = globalThis as { __shopCache?: { redis?: { disconnect(): void } } };
    const before = holder.__shopCache;
    delete holder.__shopCache;
    // A port nothing listens on: the connection is refused, as when Redis is stopped.
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    try {
      // @ts-expect-error plain JavaScript, as above
      const { default: Handler } = await import('./cache-handler.mjs');
      const [first, second] = [new Handler() as Handler, new Handler() as Handler];
      const [key, tag] = [`product-${randomUUID()}`, `catalogue-${randomUUID()}`];
      await first.set(key, value('€12.00'), { tags: [tag] });
      for (let again = 0; again < 5; again++)
        expect((await second.get(key, read(tag)))?.value).toEqual(value('€12.00'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await second.revalidateTag(tag, { expire: 0 });
      expect(await first.get(key, read(tag))).toBeNull();
      expect(warn.mock.calls.filter(([message]) => String(message).startsWith('Redis cache unavailable'))).toHaveLength(
        1,
      );
    } finally {
      (globalThis as typeof holder).__shopCache?.redis?.disconnect();
      holder.__shopCache = before;
      warn.mockRestore();
    }
  });
});

describe('encoding', () => {
  it('round-trips buffers and maps inside plain JSON', () => {
    const value = { a: Buffer.from('Ω'), b: new Map([['x', { c: Buffer.alloc(0) }]]), d: [1, 'two'] };
    expect(decode(encode(value))).toEqual(value);
  });
});
