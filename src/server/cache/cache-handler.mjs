// Next's cache handler for the shop (next.config.ts `cacheHandler`): cached reads (`unstable_cache`) and rendered
// pages live in Redis when REDIS_URL is set, so every instance serves and invalidates the same entries; in this
// process's memory otherwise. Next loads this file itself at run time, so it is plain JavaScript.
import { Redis } from 'ioredis';

// REDIS_KEY_PREFIX lets several shops (or a test's cluster) share one Redis.
const prefix = `${process.env.REDIS_KEY_PREFIX ?? ''}shop:next-cache:`;
const tagsKey = `${prefix}tags`;
/** Entries kept in memory without Redis: the whole catalogue's pages and reads, not Next's 50 MB default. */
const memoryEntries = Number(process.env.CACHE_MEMORY_ENTRIES) || 50_000;
/** How long Redis keeps an entry nobody revalidated (a tag change makes it stale at once). */
const redisSeconds = 7 * 24 * 3600;

// One connection and one memory per process, whichever of Next's bundles constructs the handler.
const shared = (globalThis.__shopCache ??= { redis: undefined, memory: new Map(), tags: new Map(), warned: false });

function redisClient() {
  if (!process.env.REDIS_URL) return null;
  if (!shared.redis) {
    // A slow or absent Redis costs a page at most a second: it then renders without the cache.
    shared.redis = new Redis(process.env.REDIS_URL, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    shared.redis.on('error', (error) => warnOnce(`Redis cache unavailable, rendering without it: ${error.message}`));
    shared.redis.on('ready', () => (shared.warned = false));
  }
  return shared.redis;
}

function warnOnce(message) {
  if (shared.warned) return;
  shared.warned = true;
  console.warn(message);
}

/** JSON with the Buffers and Maps of rendered pages kept as such. */
export function encode(value) {
  return JSON.stringify(value, function (key, item) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return item;
  });
}

export function decode(text) {
  return JSON.parse(text, (_, item) => {
    if (item && typeof item === 'object' && typeof item.$buffer === 'string')
      return Buffer.from(item.$buffer, 'base64');
    if (item && typeof item === 'object' && Array.isArray(item.$map)) return new Map(item.$map);
    return item;
  });
}

/** The tags an entry answers to: a cached read's own and implied tags, or a page's from its headers. */
function tagsOf(entry, ctx) {
  const own = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(entry.tags ?? [])];
  const header = entry.value?.headers?.['x-next-cache-tags'];
  return [...new Set([...own, ...(typeof header === 'string' ? header.split(',') : [])])];
}

/** Next's rule: a tag expired after the entry was written, and that time has come. */
function isExpired(expiries, lastModified, now) {
  return expiries.some((expiredAt) => expiredAt !== null && expiredAt <= now && expiredAt > lastModified);
}

export default class ShopCacheHandler {
  async get(key, ctx) {
    const redis = redisClient();
    let entry = null;
    let expiries = [];
    try {
      if (redis) {
        const text = await redis.get(prefix + key);
        entry = text ? decode(text) : null;
        const tags = entry ? tagsOf(entry, ctx) : [];
        if (tags.length > 0)
          expiries = (await redis.hmget(tagsKey, ...tags)).map((each) => (each ? Number(each) : null));
      } else {
        entry = shared.memory.get(key) ?? null;
        if (entry) expiries = tagsOf(entry, ctx).map((tag) => shared.tags.get(tag) ?? null);
      }
    } catch (error) {
      warnOnce(`Redis cache unavailable, rendering without it: ${error.message}`);
      return null;
    }
    if (!entry || isExpired(expiries, entry.lastModified, Date.now())) return null;
    return entry;
  }

  async set(key, data, ctx) {
    const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl, tags: ctx?.tags ?? [] };
    const redis = redisClient();
    if (!redis) {
      shared.memory.delete(key);
      shared.memory.set(key, entry);
      // Oldest first: a Map iterates in insertion order, and every write moves its key to the end.
      while (shared.memory.size > memoryEntries) shared.memory.delete(shared.memory.keys().next().value);
      return;
    }
    await redis
      .set(prefix + key, encode(entry), 'EX', redisSeconds)
      .catch((error) => warnOnce(`Redis cache: ${error.message}`));
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const expiredAt = Date.now() + (durations?.expire ?? 0) * 1000;
    const redis = redisClient();
    if (!redis) {
      for (const tag of list) shared.tags.set(tag, expiredAt);
      return;
    }
    await redis
      .hset(tagsKey, Object.fromEntries(list.map((tag) => [tag, String(expiredAt)])))
      .catch((error) => warnOnce(`Redis cache: could not revalidate ${list.join(', ')}: ${error.message}`));
  }

  resetRequestCache() {}
}
