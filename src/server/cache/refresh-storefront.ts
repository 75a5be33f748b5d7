import 'server-only';
import { revalidateTag } from 'next/cache';
import { config } from '@/server/config';
import { sharedDatabase } from '@/server/db';
import type { CacheTag } from './cache-tags';
import { queueWarmingAfterChange } from './page-warming';

/**
 * After a write the storefront shows: its cached pages and reads of `tags` are dropped on every instance and, with
 * render-ahead on (PAGE_WARMING), queued to be rendered again before visitors ask. Failing to queue the warming
 * loses no data: the pages render on their first visit, as without it.
 */
export async function refreshStorefront(...tags: CacheTag[]): Promise<void> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (!config().pageWarming) return;
  try {
    const { db } = await sharedDatabase();
    await queueWarmingAfterChange({ db, now: () => new Date() });
  } catch (error) {
    console.warn('render-ahead: the pages could not be queued for warming', error);
  }
}
