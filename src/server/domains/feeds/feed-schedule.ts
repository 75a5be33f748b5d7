import 'server-only';
import type { Queryable } from '@/server/db';
import { enqueue } from '@/server/jobs/queue';

/** Catalogue changes are gathered this long before the feeds are rebuilt once. */
export const feedRebuildWindowMinutes = 15;

/**
 * Asks for the feeds to be rebuilt after a catalogue change, in the change's transaction. Every change of the same
 * 15-minute window names the same job (its unique key), due at the window's end: many changes, one rebuild.
 */
export async function scheduleFeedRebuild(ctx: { db: Queryable; now: () => Date }): Promise<void> {
  const windowMs = feedRebuildWindowMinutes * 60_000;
  const windowEnd = Math.floor(ctx.now().getTime() / windowMs + 1) * windowMs;
  await enqueue(ctx, 'rebuild-feeds', {}, { uniqueKey: `rebuild-feeds:${windowEnd}`, runAt: new Date(windowEnd) });
}

/** A staff change to what is listed: rebuilt at once (staff look at the feed to check it). */
export async function rebuildFeedsNow(ctx: { db: Queryable; now: () => Date }): Promise<void> {
  const at = ctx.now();
  await enqueue(ctx, 'rebuild-feeds', {}, { uniqueKey: `rebuild-feeds:now:${at.getTime()}`, runAt: at });
}
