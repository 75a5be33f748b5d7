import 'server-only';
import { gzipSync } from 'node:zlib';
import type { Queryable } from '@/server/db';
import type { CheckoutSettings } from '@/server/domains/checkout';
import type { FileStorage, StoredFile } from '@/server/storage';
import { feedItems } from './feed-items';
import { feedXml } from './feed-xml';
import { marketplaces, type Marketplace } from './feeds.tables';

export type FeedBuildContext = {
  db: Queryable;
  now: () => Date;
  config: { siteUrl: string; checkout: CheckoutSettings };
  /** Where builds are kept: every instance of the shop serves the same last build. */
  files: FileStorage;
};

const keyOf = (marketplace: Marketplace, gzip: boolean) => `feeds/${marketplace}.xml${gzip ? '.gz' : ''}`;
export const feedContentType = 'application/xml; charset=utf-8';

/** Builds one marketplace's feed from the catalogue as it is now and keeps it, plain and gzipped. */
export async function buildFeed(ctx: FeedBuildContext, marketplace: Marketplace): Promise<number> {
  const sources = { db: ctx.db, checkout: ctx.config.checkout, siteUrl: ctx.config.siteUrl };
  const items = await feedItems(sources, marketplace);
  const bytes = Buffer.from(feedXml(marketplace, items, ctx.now(), ctx.config.siteUrl), 'utf8');
  // The compressed copy first: a reader that finds the plain one new finds its twin too.
  await ctx.files.put(keyOf(marketplace, true), gzipSync(bytes, { level: 9 }), 'application/gzip');
  await ctx.files.put(keyOf(marketplace, false), bytes, feedContentType);
  return items.length;
}

/** Rebuilds every marketplace's feed (the job after catalogue changes); how many products each lists. */
export async function buildFeeds(ctx: FeedBuildContext): Promise<Record<Marketplace, number>> {
  const counts = {} as Record<Marketplace, number>;
  for (const marketplace of marketplaces) counts[marketplace] = await buildFeed(ctx, marketplace);
  return counts;
}

/**
 * The last build of a feed, gzipped when the client takes gzip; built now when there is none yet (a new shop), so
 * the address answers from the first request.
 */
export async function servedFeed(
  ctx: FeedBuildContext,
  marketplace: Marketplace,
  acceptsGzip: boolean,
): Promise<StoredFile> {
  const key = keyOf(marketplace, acceptsGzip);
  const stored = await ctx.files.get(key);
  if (stored) return stored;
  await buildFeed(ctx, marketplace);
  const built = await ctx.files.get(key);
  if (!built) throw new Error(`The ${marketplace} feed was built but cannot be read back.`);
  return built;
}

export function isMarketplace(value: string): value is Marketplace {
  return (marketplaces as readonly string[]).includes(value);
}
