// Next's cache handler for the shop (next.config.ts `cacheHandler`): cached reads (`unstable_cache`) and rendered
// pages live in Redis when REDIS_URL is set, so every instance serves and invalidates the same entries; in this
// process's memory otherwise, and while Redis is unreachable. Next loads this file itself at run time, so it is
// plain JavaScript.
import { Redis } from 'ioredis';

// REDIS_KEY_PREFIX lets several shops (or a test's cluster) share one Redis.
const prefix = `${process.env.REDIS_KEY_PREFIX ?? ''}shop:next-cache:`;
const tagsKey = `${prefix}tags`;
/** Entries kept in memory without Redis: the whole catalogue's pages and reads, not Next's 50 MB default. */
const memoryEntries = Number(process.env.CACHE_MEMORY_ENTRIES) || 50_000;
/** How long Redis keeps an entry nobody revalidated (a tag change makes it stale at once). */
const redisSeconds = 7 * 24 * 3600;
/**
 * A not-found page is rendered for any address a visitor or a scanner makes up (`/product/<anything>`); kept a week,
 * made-up addresses would fill Redis. They are kept a few minutes.
 */
const notFoundSeconds = 300;

// One connection and one memory per process, whichever of Next's bundles constructs the handler.
const shared = (globalThis.__shopCache ??= {
  redis: undefined,
  memory: new Map(),
  tags: new Map(),
  /** Tags revalidated here while Redis was away: written there when it is back, so no instance serves them stale. */
  missedTags: new Map(),
  /** Since the connection failed and until it is ready again. */
  away: false,
  warned: false,
});

function redisClient() {
  if (!process.env.REDIS_URL) return null;
  if (!shared.redis) {
    shared.redis = new Redis(process.env.REDIS_URL, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    shared.redis.on('error', (error) => {
      shared.away = true;
      warnOnce(`Redis cache unavailable, caching in this process's memory until it is back: ${error.message}`);
    });
    shared.redis.on('ready', () => void backFromOutage(shared.redis));
  }
  return shared.redis;
}

/**
 * Redis, unless there is none (no REDIS_URL) or its connection failed and is not back: then the memory serves at
 * once, rather than every page waiting for a connection that is not coming. (A single command that fails falls
 * back for itself.)
 */
function connectedRedis() {
  const redis = redisClient();
  return redis && !shared.away ? redis : null;
}

/** Redis is back: what was cached in memory meanwhile is dropped (Redis is the truth again), missed tags are told. */
async function backFromOutage(redis) {
  shared.away = false;
  shared.warned = false;
  shared.memory.clear();
  shared.tags.clear();
  if (shared.missedTags.size === 0) return;
  const missed = Object.fromEntries([...shared.missedTags].map(([tag, expiredAt]) => [tag, String(expiredAt)]));
  shared.missedTags.clear();
  await redis.hset(tagsKey, missed).catch((error) => warnOnce(`Redis cache: ${error.message}`));
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

function memoryGet(key, ctx) {
  const entry = shared.memory.get(key) ?? null;
  const expiries = entry ? tagsOf(entry, ctx).map((tag) => shared.tags.get(tag) ?? null) : [];
  return { entry, expiries };
}

function memorySet(key, entry) {
  shared.memory.delete(key);
  shared.memory.set(key, entry);
  // Oldest first: a Map iterates in insertion order, and every write moves its key to the end.
  while (shared.memory.size > memoryEntries) shared.memory.delete(shared.memory.keys().next().value);
}

async function redisGet(redis, key, ctx) {
  const text = await redis.get(prefix + key);
  const entry = text ? decode(text) : null;
  const tags = entry ? tagsOf(entry, ctx) : [];
  const expiries =
    tags.length > 0 ? (await redis.hmget(tagsKey, ...tags)).map((each) => (each ? Number(each) : null)) : [];
  return { entry, expiries };
}

export default class ShopCacheHandler {
  async get(key, ctx) {
    const redis = connectedRedis();
    let found = null;
    if (redis)
      found = await redisGet(redis, key, ctx).catch((error) => {
        warnOnce(`Redis cache unavailable, caching in this process's memory until it is back: ${error.message}`);
        return null;
      });
    const { entry, expiries } = found ?? memoryGet(key, ctx);
    if (!entry || isExpired(expiries, entry.lastModified, Date.now())) return null;
    return entry;
  }

  async set(key, data, ctx) {
    const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl, tags: ctx?.tags ?? [] };
    const redis = connectedRedis();
    if (redis) {
      const seconds = data?.status === 404 ? notFoundSeconds : redisSeconds;
      const stored = await redis.set(prefix + key, encode(entry), 'EX', seconds).then(
        () => true,
        (error) => (warnOnce(`Redis cache: ${error.message}`), false),
      );
      if (stored) return;
    }
    memorySet(key, entry);
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const expiredAt = Date.now() + (durations?.expire ?? 0) * 1000;
    // Always here too: the memory may hold entries from a Redis outage.
    for (const tag of list) shared.tags.set(tag, expiredAt);
    const redis = connectedRedis();
    if (redis) {
      const told = await redis.hset(tagsKey, Object.fromEntries(list.map((tag) => [tag, String(expiredAt)]))).then(
        () => true,
        (error) => (warnOnce(`Redis cache: could not revalidate ${list.join(', ')}: ${error.message}`), false),
      );
      if (told) return;
    }
    if (process.env.REDIS_URL) for (const tag of list) shared.missedTags.set(tag, expiredAt);
  }

  resetRequestCache() {}
}
