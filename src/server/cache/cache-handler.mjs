// Next's cache handler for the shop (next.config.ts `cacheHandler`): cached reads (`unstable_cache`) and rendered
// pages live in Redis when REDIS_URL is set, so every instance serves and invalidates the same entries; in this
// process's memory otherwise, and while Redis is unreachable. Next loads this file itself at run time, so it is
// plain JavaScript (and reads its settings from the environment itself: README lists them).
//
// With Redis, a bounded memory of recently used entries (the front, CACHE_FRONT_MB) sits before it: fetching and
// decoding a product page's entry (about 280 KB) cost most of a cached page's time. A remembered entry is
// served only after Redis's times of its tags (its own, the page's, and the implied ones Next passes, which
// `revalidatePath` expires) say none was revalidated after it was written: one small HMGET instead of the entry,
// so a revalidation on any instance is seen by the next request on every other, as without the front.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Redis } from 'ioredis';

// REDIS_KEY_PREFIX lets several shops (or a test's cluster) share one Redis.
const prefix = `${process.env.REDIS_KEY_PREFIX ?? ''}shop:next-cache:`;
/** When each tag was revalidated: one hash for every build, so an import during a deploy reaches old and new alike. */
const tagsKey = `${prefix}tags`;
/** Entries kept in memory without Redis: the whole catalogue's pages and reads, not Next's 50 MB default. */
const memoryEntries = Number(process.env.CACHE_MEMORY_ENTRIES) || 50_000;
/** Bytes of entries the front keeps in front of Redis (least recently used dropped first); 0 turns it off. */
const frontBytes = megabytes(process.env.CACHE_FRONT_MB, 64) * 1024 * 1024;
/** Bytes of searches' pages (compressed) a process keeps, least recently used dropped first; 0: they are not cached. */
const searchBytes = megabytes(process.env.CACHE_SEARCH_MB, 32) * 1024 * 1024;
/**
 * A search's page (`/products?search=…`, rendered at /[locale]/products/search/[term]): visitors and scanners can
 * make up endless terms, which would fill Redis and the memory. They are kept by each process for itself, in a
 * bounded memory (CACHE_SEARCH_MB), and checked against the tags' times like the front's entries: each instance
 * renders a search once, and a revalidation anywhere is seen at once. (Next's key for a page ends with its path:
 * `/route-cache/APP_PAGE/<hash>/$/el/products/search/filtro`.)
 */
const isSearchPage = (key) => /\/products\/search\/[^/]*$/.test(key);
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
  /** Where this build's entries live in Redis (set by the first handler constructed). */
  entryPrefix: undefined,
  /** Other builds' entries being given their last hour (started by the first handler constructed with Redis). */
  retiring: undefined,
  memory: new Map(),
  tags: new Map(),
  /** With Redis: recently used entries, bounded by their bytes. */
  front: boundedMemory(frontBytes),
  /** Searches' pages, with Redis or without. */
  searches: boundedMemory(searchBytes),
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

/**
 * Redis is back: what was cached in memory meanwhile is dropped (Redis is the truth again, and other instances may
 * have revalidated tags this one did not hear of), missed tags are told.
 */
async function backFromOutage(redis) {
  shared.away = false;
  shared.warned = false;
  shared.memory.clear();
  shared.tags.clear();
  shared.front.clear();
  shared.searches.clear();
  if (shared.missedTags.size === 0) return;
  const missed = Object.fromEntries([...shared.missedTags].map(([tag, expiredAt]) => [tag, String(expiredAt)]));
  shared.missedTags.clear();
  await redis.hset(tagsKey, missed).catch((error) => warnOnce(`Redis cache: ${error.message}`));
}

function megabytes(text, fallback) {
  const value = text === undefined || text === '' ? fallback : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

function warnOnce(message) {
  if (shared.warned) return;
  shared.warned = true;
  console.warn(message);
}

/** What starts an entry written as binary (below); an older entry, plain JSON, starts with `{`. */
const binaryMagic = Buffer.from('SHC\x01', 'latin1');

/**
 * An entry as bytes: the magic, the length of a JSON head, the head, then the raw bytes of the Buffers a rendered
 * page holds (its HTML, RSC payload and segment data), which the head names by offset and length. Maps are kept as
 * such. Base64 inside JSON made them a third larger and cost a decode on every read. Equal Buffers are stored once:
 * a page's full segment (`/_full`) is its RSC payload again, a quarter of the entry.
 */
export function encode(value) {
  const parts = [];
  let offset = 0;
  const bytesOf = (raw) => {
    const same = parts.find((part) => part.bytes.length === raw.length && part.bytes.equals(raw));
    if (same) return { $bytes: [same.start, raw.length] };
    parts.push({ bytes: raw, start: offset });
    offset += raw.length;
    return { $bytes: [offset - raw.length, raw.length] };
  };
  // Replaced before JSON.stringify sees them: it would call each Buffer's toJSON first, an array of every byte (a
  // page's 300 KB made 5 % of a rendering instance's CPU, and garbage), even with a replacer that then drops it.
  const plain = (item) => {
    if (Buffer.isBuffer(item)) return bytesOf(item);
    if (item instanceof Map) return { $map: [...item.entries()].map(plain) };
    if (Array.isArray(item)) return item.map(plain);
    if (item && typeof item === 'object' && typeof item.toJSON !== 'function')
      return Object.fromEntries(Object.entries(item).map(([key, each]) => [key, plain(each)]));
    return item;
  };
  const head = JSON.stringify(plain(value));
  const headBytes = Buffer.from(head, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headBytes.length);
  return Buffer.concat([binaryMagic, length, headBytes, ...parts.map((part) => part.bytes)]);
}

/** An entry from `encode`, or one written as JSON with base64 Buffers before it (a string or its bytes). */
export function decode(stored) {
  const bytes = Buffer.isBuffer(stored) ? stored : null;
  if (bytes && bytes.length >= 8 && bytes.subarray(0, 4).equals(binaryMagic)) {
    const headLength = bytes.readUInt32BE(4);
    const body = bytes.subarray(8 + headLength);
    // Stored once, read once: both places get the same Buffer.
    const read = new Map();
    return JSON.parse(bytes.toString('utf8', 8, 8 + headLength), (_, item) => {
      if (item && typeof item === 'object' && Array.isArray(item.$bytes)) {
        // A copy: a view would keep the whole entry's bytes alive as long as any one of its Buffers.
        const [start, length] = item.$bytes;
        const key = `${start}:${length}`;
        if (!read.has(key)) read.set(key, Buffer.from(body.subarray(start, start + length)));
        return read.get(key);
      }
      if (item && typeof item === 'object' && Array.isArray(item.$map)) return new Map(item.$map);
      return item;
    });
  }
  return JSON.parse(bytes ? bytes.toString('utf8') : stored, (_, item) => {
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
  return { entry, expiries: entry ? localExpiries(entry, ctx) : [] };
}

/** This process's times of the tags an entry answers to: its own revalidations (all of them, without Redis). */
function localExpiries(entry, ctx) {
  return tagsOf(entry, ctx).map((tag) => shared.tags.get(tag) ?? null);
}

/** A search's page, from this process's memory (`isSearchPage`), unless a tag it answers to expired since. */
async function searchGet(key, ctx) {
  const packed = shared.searches.get(key);
  if (!packed) return null;
  const entry = decode(inflateRawSync(packed.bytes));
  const redis = connectedRedis();
  const expiries = redis
    ? await tagExpiries(redis, entry, ctx).catch((error) => {
        warnOnce(`Redis cache unavailable, caching in this process's memory until it is back: ${error.message}`);
        return localExpiries(entry, ctx);
      })
    : localExpiries(entry, ctx);
  if (!isExpired(expiries, entry.lastModified, Date.now())) return entry;
  shared.searches.delete(key);
  return null;
}

function memorySet(key, entry) {
  shared.memory.delete(key);
  shared.memory.set(key, entry);
  // Oldest first: a Map iterates in insertion order, and every write moves its key to the end.
  while (shared.memory.size > memoryEntries) shared.memory.delete(shared.memory.keys().next().value);
}

/** Redis's times of the tags an entry answers to (null: never revalidated). */
async function tagExpiries(redis, entry, ctx) {
  const tags = tagsOf(entry, ctx);
  if (tags.length === 0) return [];
  return (await redis.hmget(tagsKey, ...tags)).map((each) => (each ? Number(each) : null));
}

async function redisGet(redis, key, ctx) {
  const remembered = shared.front.get(key);
  if (remembered) {
    const expiries = await tagExpiries(redis, remembered, ctx);
    if (!isExpired(expiries, remembered.lastModified, Date.now())) return { entry: remembered, expiries };
    // Revalidated since: another instance may have written the page again, so Redis is asked for it.
    shared.front.delete(key);
  }
  const stored = await redis.getBuffer(shared.entryPrefix + key);
  const entry = stored ? decode(stored) : null;
  const expiries = entry ? await tagExpiries(redis, entry, ctx) : [];
  if (entry && !isExpired(expiries, entry.lastModified, Date.now())) shared.front.set(key, entry, stored.length);
  return { entry, expiries };
}

/**
 * Entries kept in this process's memory up to a number of bytes, least recently used dropped first: key →
 * { entry, bytes }, most recently used last (a Map iterates in insertion order).
 */
function boundedMemory(limit) {
  const entries = new Map();
  let size = 0;
  const remove = (key) => {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    size -= found.bytes;
  };
  return {
    get(key) {
      const found = entries.get(key);
      if (!found) return null;
      entries.delete(key);
      entries.set(key, found);
      return found.entry;
    },
    set(key, entry, bytes) {
      // A read that fetched the entry before this process wrote a newer one keeps the newer.
      if ((entries.get(key)?.entry.lastModified ?? -Infinity) > entry.lastModified) return;
      remove(key);
      if (bytes > limit) return;
      entries.set(key, { entry, bytes });
      size += bytes;
      for (const [oldest] of entries) {
        if (size <= limit) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      size = 0;
    },
    has: (key) => entries.has(key),
    keys: () => entries.keys(),
    get bytes() {
      return size;
    },
  };
}

/**
 * A search's page kept compressed (deflate's fastest level): its 250–500 KB take 50–80 KB, so the memory holds five
 * or six times the searches, for half a millisecond to inflate it on each request (rendering it costs a hundred).
 */
function searchSet(key, entry) {
  const bytes = deflateRawSync(encode(entry), { level: 1 });
  shared.searches.set(key, { lastModified: entry.lastModified, bytes }, bytes.length);
}

/**
 * A rendered page as it is kept, prepared once for every request that will be answered with it (issue #20):
 * - its HTML as UTF-8 bytes, not a string: Next sends bytes as they are, where it turned the string (two bytes a
 *   character in memory, for Greek) into UTF-8 twice on every request, to count it and to write it: a third of what
 *   a cached page cost the server. (Next then sends it in chunks, without a Content-Length; nginx does the same.)
 *   Kept as bytes, it is also half the memory and needs no JSON escaping in Redis.
 * - its `ETag`, from its content (its HTML and RSC payload): Next answers a cached page with the headers cached with
 *   it, and the shop's server answers a browser that holds the same page 304 (src/server/http/not-modified.ts).
 *   Next's own tag (`generateEtags`, off) hashed the page in JavaScript on every request. A page rendered again
 *   unchanged, after an import revalidated the catalogue, keeps its tag.
 */
function storedPage(data) {
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string') return data;
  const html = Buffer.from(data.html, 'utf8');
  const hash = createHash('sha256').update(html);
  if (Buffer.isBuffer(data.rscData)) hash.update(data.rscData);
  return { ...data, html, headers: { ...data.headers, etag: `"${hash.digest('base64url').slice(0, 22)}"` } };
}

/**
 * Where this build's entries live in Redis: under its build id (`.next/BUILD_ID`, beside the server's files Next
 * names when it constructs the handler). A page rendered by another version of the shop names that version's script
 * files, and a cached read has that version's shape: served after a deploy (the entries outlive it by a week), or by
 * an old instance during a rolling one, they broke the page. Entries of a build no instance runs any more expire.
 */
function entryPrefixOf(serverDistDir) {
  if (!serverDistDir) return prefix;
  try {
    return `${prefix}${fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()}:`;
  } catch {
    return prefix;
  }
}

/** How long entries of another build stay once this one started: while an instance still runs that version. */
const otherBuildSeconds = 3600;

/**
 * A new build gives the entries of every other build (the version before a deploy) an hour at most, so that Redis's
 * memory is not held for a week by versions no instance runs any more. Once per process, in the background.
 */
async function retireOtherBuilds(redis) {
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1000 })) {
    const others = keys.filter((key) => key !== tagsKey && !key.startsWith(shared.entryPrefix));
    if (others.length > 0) await redis.pipeline(others.map((key) => ['expire', key, otherBuildSeconds])).exec();
  }
}

export default class ShopCacheHandler {
  constructor(options) {
    shared.entryPrefix ??= entryPrefixOf(options?.serverDistDir);
    const redis = shared.entryPrefix !== prefix && !shared.retiring ? connectedRedis() : null;
    // Its own message (once per process, as the retiring is): through warnOnce it would silence the outage's.
    if (redis)
      shared.retiring = retireOtherBuilds(redis).catch((error) =>
        console.warn(`Redis cache: could not retire other builds' entries: ${error.message}`),
      );
  }

  async get(key, ctx) {
    if (isSearchPage(key)) return searchGet(key, ctx);
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
    const entry = {
      lastModified: Date.now(),
      value: storedPage(data),
      cacheControl: ctx?.cacheControl,
      tags: ctx?.tags ?? [],
    };
    if (isSearchPage(key)) return searchSet(key, entry);
    const redis = connectedRedis();
    if (redis) {
      const seconds = data?.status === 404 ? notFoundSeconds : redisSeconds;
      const bytes = encode(entry);
      // Forgotten first: a get while the write is under way reads Redis, never this key's previous entry.
      shared.front.delete(key);
      const stored = await redis.set(shared.entryPrefix + key, bytes, 'EX', seconds).then(
        () => true,
        (error) => (warnOnce(`Redis cache: ${error.message}`), false),
      );
      if (stored) {
        shared.front.set(key, entry, bytes.length);
        return;
      }
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
      // Not told: this process at least serves none of what it remembers until Redis is asked again.
      shared.front.clear();
      shared.searches.clear();
    }
    if (process.env.REDIS_URL) for (const tag of list) shared.missedTags.set(tag, expiredAt);
  }

  resetRequestCache() {}
}
