import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  it('keeps a rendered page whole: its HTML (as UTF-8 bytes), its RSC payload and segment data', async () => {
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
    expect((await instance().get(key))?.value).toEqual({
      ...page,
      html: Buffer.from(page.html, 'utf8'),
      headers: { ...page.headers, etag: expect.stringMatching(/^"[\w-]{22}"$/) },
    });
  });

  it('tags a rendered page by its content: the same page rendered again keeps its tag, a changed one gets another', async () => {
    vi.stubEnv('REDIS_URL', redisUrl);
    const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: {}, status: 200 });
    const tagOf = async (html: string) => {
      const key = `/product/${randomUUID()}`;
      await instance().set(key, page(html));
      return ((await instance().get(key))?.value as { headers: { etag: string } }).headers.etag;
    };
    const first = await tagOf('<p>€12.00</p>');
    expect(await tagOf('<p>€12.00</p>')).toBe(first);
    expect(await tagOf('<p>€10.00</p>')).not.toBe(first);
  });
});

// Redis keeps entries a week; the memory is bounded by CACHE_MEMORY_ENTRIES anyway.
const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  describe('the shop cache handler in Redis', () => {
    it('keeps each build’s pages apart, while a tag revalidated by either build reaches both', async () => {
      type Build = { id: string; serverDistDir: string };
      const [oldBuild, newBuild] = ['build-1', 'build-2'].map((name) => {
        const id = `${name}-${randomUUID()}`;
        const serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-build-')), 'server');
        fs.writeFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), `${id}\n`);
        return { id, serverDistDir };
      }) as [Build, Build];
      const [key, tag] = [`/product/${randomUUID()}`, `catalogue-${randomUUID()}`];
      /** What a new process of this build, which remembers nothing yet, finds in Redis. */
      const foundBy = async (build: Build) => {
        const fresh = await freshHandler({ REDIS_URL: redisUrl }, build);
        try {
          return (await fresh.handler.get(key, read(tag)))?.value ?? null;
        } finally {
          await fresh.shared.retiring;
          fresh.restore();
        }
      };
      const old = await freshHandler({ REDIS_URL: redisUrl }, oldBuild);
      await old.handler.set(key, page('€12.00', [tag]), { tags: [tag] });
      await old.shared.retiring;
      old.restore();
      expect(await foundBy(oldBuild)).toMatchObject(kept(page('€12.00', [tag])));
      // The new version does not serve the old one's page (its scripts are not this build's).
      expect(await foundBy(newBuild)).toBeNull();
      // An instance still on the old build no longer serves it once the new one revalidated its tag.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const next = await freshHandler({ REDIS_URL: redisUrl }, newBuild);
      await next.handler.revalidateTag(tag, { expire: 0 });
      // The new build gave the old one's entries their last hour; its own entries and the tags keep theirs.
      await next.handler.set(key, page('€10.00', [tag]), { tags: [tag] });
      await next.shared.retiring;
      const redis = new Redis(redisUrl);
      const ttl = (build: Build) => redis.ttl(`shop:next-cache:${build.id}:${key}`);
      expect(await ttl(oldBuild)).toBeLessThanOrEqual(3600);
      expect(await ttl(newBuild)).toBeGreaterThan(24 * 3600);
      expect(await redis.ttl('shop:next-cache:tags')).toBe(-1);
      redis.disconnect();
      next.restore();
      expect(await foundBy(oldBuild)).toBeNull();
    });

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

/** The handler's bounded memories (its front, its searches' pages). */
type BoundedMemory = { has(key: string): boolean; keys(): Iterable<string>; bytes: number };
type Shared = {
  redis?: Redis;
  front: BoundedMemory;
  searches: BoundedMemory;
  entryPrefix: string;
  retiring?: Promise<void>;
};
const holder = globalThis as { __shopCache?: Shared };

/** A fresh copy of the handler, with its own connection and memory, made under the environment given. */
async function freshHandler(env: Record<string, string>, options?: { serverDistDir: string }) {
  const before = holder.__shopCache;
  delete holder.__shopCache;
  for (const [name, setting] of Object.entries(env)) vi.stubEnv(name, setting);
  vi.resetModules();
  // @ts-expect-error plain JavaScript, as above
  const { default: Handler } = await import('./cache-handler.mjs');
  const handler = new Handler(options) as Handler;
  const shared = holder.__shopCache!;
  return {
    handler,
    shared,
    restore: () => {
      shared.redis?.disconnect();
      holder.__shopCache = before;
    },
  };
}

const page = (price: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html: `<p>${price}</p>`,
  rscData: Buffer.from(price),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});

/** A page as the handler keeps it: its HTML as UTF-8 bytes. */
const kept = (rendered: ReturnType<typeof page>) => ({ ...rendered, html: Buffer.from(rendered.html, 'utf8') });

// The memory in front of Redis: what this process read or wrote lately, served without fetching it again, and
// only while none of its tags was revalidated since (by any process: each asks Redis for the tags' times).
if (redisUrl)
  describe('the shop cache handler’s memory in front of Redis', () => {
    it('serves a page it holds without fetching it from Redis', async () => {
      const { handler, shared, restore } = await freshHandler({ REDIS_URL: redisUrl });
      try {
        const [key, tag] = [`/product/${randomUUID()}`, `catalogue-${randomUUID()}`];
        await handler.set(key, page('€12.00', [tag]));
        const fetches = vi.spyOn(shared.redis!, 'getBuffer');
        expect((await handler.get(key, { softTags: [`_N_T_${key}`] }))?.value).toMatchObject(
          kept(page('€12.00', [tag])),
        );
        expect((await handler.get(key))?.value).toMatchObject(kept(page('€12.00', [tag])));
        expect(fetches).not.toHaveBeenCalled();
        // Another process wrote it: fetched once, then served from memory.
        const other = `/product/${randomUUID()}`;
        const elsewhere = await freshHandler({ REDIS_URL: redisUrl });
        await elsewhere.handler.set(other, page('€9.00', [tag]));
        elsewhere.restore();
        expect((await handler.get(other))?.value).toMatchObject(kept(page('€9.00', [tag])));
        expect((await handler.get(other))?.value).toMatchObject(kept(page('€9.00', [tag])));
        expect(fetches).toHaveBeenCalledTimes(1);
      } finally {
        restore();
      }
    });

    it('keeps the most recently used entries up to CACHE_FRONT_MB, dropping the least recently used', async () => {
      // About 1 KB: two of these pages fit, not three.
      const { handler, shared, restore } = await freshHandler({ REDIS_URL: redisUrl, CACHE_FRONT_MB: '0.001' });
      try {
        const keys = [0, 1, 2].map(() => `/product/${randomUUID()}`);
        const tag = `catalogue-${randomUUID()}`;
        const html = 'Φ'.repeat(45);
        for (const key of keys) await handler.set(key, page(html, [tag]));
        expect(shared.front.bytes).toBeLessThanOrEqual(1048.576);
        expect([...shared.front.keys()]).toEqual(keys.slice(1));
        const fetches = vi.spyOn(shared.redis!, 'getBuffer');
        await handler.get(keys[1]!); // used: now the most recent
        expect(fetches).not.toHaveBeenCalled();
        expect((await handler.get(keys[0]!))?.value).toMatchObject(kept(page(html, [tag])));
        expect(fetches).toHaveBeenCalledTimes(1);
        // keys[0] came back in, and keys[2], used least recently, went.
        expect([...shared.front.keys()]).toEqual([keys[1], keys[0]]);
      } finally {
        restore();
      }
    });

    it.each([
      { what: 'its own tag', implied: false },
      { what: 'an implied tag Next passes (revalidatePath)', implied: true },
    ])('never serves a page once $what was revalidated on another instance', async ({ implied }) => {
      const { handler, shared, restore } = await freshHandler({ REDIS_URL: redisUrl });
      const redis = new Redis(redisUrl);
      try {
        const [key, tag] = [`/product/${randomUUID()}`, `catalogue-${randomUUID()}`];
        const ctx = { softTags: [`_N_T_${key}`] };
        await handler.set(key, page('€12.00', [tag]));
        expect((await handler.get(key, ctx))?.value).toMatchObject(kept(page('€12.00', [tag])));
        expect(shared.front.has(key)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 5));
        // What another instance's revalidateTag writes, straight to Redis: this process hears nothing of it.
        await redis.hset('shop:next-cache:tags', implied ? `_N_T_${key}` : tag, String(Date.now()));
        expect(await handler.get(key, ctx)).toBeNull();
        expect(shared.front.has(key)).toBe(false);
        // Rendered again on the other instance: its entry is served, and remembered again.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const elsewhere = await freshHandler({ REDIS_URL: redisUrl });
        await elsewhere.handler.set(key, page('€10.00', [tag]));
        elsewhere.restore();
        expect((await handler.get(key, ctx))?.value).toMatchObject(kept(page('€10.00', [tag])));
        expect(shared.front.has(key)).toBe(true);
      } finally {
        redis.disconnect();
        restore();
      }
    });
  });

// A search's page (/[locale]/products/search/[term]): cached, but never where made-up terms could pile up.
describe.each([{ name: 'memory', url: '' }, ...(redisUrl ? [{ name: 'Redis', url: redisUrl }] : [])])(
  'the shop cache handler in $name, for searches',
  ({ url }) => {
    it('keeps a search’s page in this process only, up to CACHE_SEARCH_MB, never in Redis: terms are endless', async () => {
      // About 1 KB: some of these pages fit, not three.
      const { handler, shared, restore } = await freshHandler({ REDIS_URL: url, CACHE_SEARCH_MB: '0.001' });
      const redis = url ? new Redis(url) : null;
      try {
        const keys = [0, 1, 2].map(() => `/route-cache/APP_PAGE/${randomUUID()}/$/el/products/search/${randomUUID()}`);
        const tag = `catalogue-${randomUUID()}`;
        // Random, as a page's text is for deflate: about 450 bytes each, kept compressed.
        const html = randomBytes(150).toString('base64');
        for (const key of keys) await handler.set(key, page(html, [tag]));
        expect(shared.searches.bytes).toBeLessThanOrEqual(1048.576);
        // The most recent ones.
        const remembered = [...shared.searches.keys()];
        expect(remembered.length).toBeGreaterThan(0);
        expect(remembered).toEqual(keys.slice(keys.length - remembered.length));
        expect(remembered).not.toContain(keys[0]);
        expect(await handler.get(keys[0]!)).toBeNull();
        expect((await handler.get(keys[2]!))?.value).toMatchObject(kept(page(html, [tag])));
        if (redis) expect(await redis.exists(...keys.map((key) => `shop:next-cache:${key}`))).toBe(0);
        // Another process renders the search for itself.
        const elsewhere = await freshHandler({ REDIS_URL: url });
        expect(await elsewhere.handler.get(keys[2]!)).toBeNull();
        elsewhere.restore();
        await new Promise((resolve) => setTimeout(resolve, 5));
        // Revalidated by another instance (straight to Redis: this process hears nothing of it), or here.
        if (redis) await redis.hset('shop:next-cache:tags', tag, String(Date.now()));
        else await handler.revalidateTag(tag, { expire: 0 });
        expect(await handler.get(keys[2]!)).toBeNull();
        expect(shared.searches.has(keys[2]!)).toBe(false);
      } finally {
        redis?.disconnect();
        restore();
      }
    });
  },
);

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
  const value = {
    a: Buffer.from('Ω'),
    b: new Map([['x', { c: Buffer.alloc(0) }]]),
    d: [1, 'two'],
    e: Buffer.from([0, 255]),
  };

  it('round-trips buffers and maps, the buffers as raw bytes after a JSON head', () => {
    const bytes = encode(value) as Buffer;
    expect(decode(bytes)).toEqual(value);
    expect(bytes.includes(Buffer.from('Ω'))).toBe(true);
  });

  it('never turns a buffer into an array of its bytes on the way (Buffer#toJSON: a page cost 5 % of the CPU)', () => {
    const toJSON = vi.spyOn(Buffer.prototype, 'toJSON');
    try {
      encode({ ...value, when: new Date(0), nested: [{ deep: Buffer.from('x') }] });
      expect(toJSON).not.toHaveBeenCalled();
    } finally {
      toJSON.mockRestore();
    }
  });

  it('stores equal buffers once (a page’s full segment is its RSC payload again)', () => {
    const payload = Buffer.from('0:{"a":"Αντλία νερού"}'.repeat(50));
    const page = {
      rscData: payload,
      segmentData: new Map([
        ['/_full', Buffer.from(payload)],
        ['/_tree', value.e],
      ]),
    };
    const bytes = encode(page) as Buffer;
    expect(bytes.length).toBeLessThan(payload.length * 1.5);
    expect(decode(bytes)).toEqual(page);
  });

  it('still reads entries written before as JSON with base64 buffers', () => {
    const old = JSON.stringify({ a: { $buffer: Buffer.from('Ω').toString('base64') }, b: { $map: [['x', 1]] } });
    const expected = { a: Buffer.from('Ω'), b: new Map([['x', 1]]) };
    expect(decode(old)).toEqual(expected);
    expect(decode(Buffer.from(old))).toEqual(expected);
  });
});
