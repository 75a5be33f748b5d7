import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { enqueue } from '@/server/jobs/queue';
import { productPages, sectionPages } from '@/server/sitemap';
import { locales } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

/**
 * Render-ahead: the pages the sitemap lists are asked of the shop's own server, one at a time, so that Next renders
 * and caches each before a customer or a crawler asks (issues #20, #21). After a deploy every page of the new build
 * is uncached, and after a catalogue change every catalogue page is; without warming, the first visitors of each
 * page paid a full render (about 40 ms of CPU) and, under load, queued behind each other's renders.
 *
 * The work is a chain of jobs, a batch of pages each, so that e-mails and receipts queued meanwhile wait one batch
 * at most; any instance's worker may run any batch (the cache is shared through Redis). A page already cached costs
 * the cache's answer, so warming twice, or a chain that overlaps another, costs little.
 */
export type WarmCursor = {
  /** What started this round: a build's first start, or the minute of a catalogue change. */
  round: string;
  /** The sections (home, categories, brands, parts catalogue) come first, then the products. */
  part: 'sections' | 'products';
  /** Pages of the part done so far (a page is all its languages). */
  skip: number;
};

/** Pages per job: both languages of each, under two seconds of rendering when none is cached. */
export const pagesPerBatch = 20;

/** Asks for one page by its path; resolves when the whole answer has been read. */
export type PageFetcher = (path: string) => Promise<number>;

type Ctx = { db: Queryable; now: () => Date };

/**
 * Warms the batch at `cursor` and names the next, or null after the last product. A products batch reads only its
 * products: the sections (taxons and the parts catalogue's files in storage) are read by their own batches alone.
 */
export async function warmPages(ctx: Ctx, cursor: WarmCursor, fetchPage: PageFetcher): Promise<WarmCursor | null> {
  if (await superseded(ctx.db, cursor.round)) return null;
  const pages =
    cursor.part === 'sections'
      ? (await sectionPages(ctx)).slice(cursor.skip, cursor.skip + pagesPerBatch)
      : await productPages(ctx, { first: pagesPerBatch, skip: cursor.skip });
  for (const page of pages)
    for (const locale of locales) await fetchPage(localizedPath(locale, page.pathOf(locale))).catch(() => 0);
  if (pages.length === pagesPerBatch) return { ...cursor, skip: cursor.skip + pages.length };
  return cursor.part === 'sections' ? { round: cursor.round, part: 'products', skip: 0 } : null;
}

/**
 * A round queued after this one started walks the whole sitemap again, so this one stops: with changes made all
 * day long, the pages are rendered once per change at most, not once per change still in progress.
 */
async function superseded(db: Queryable, round: string): Promise<boolean> {
  const [row] = rowsOf<{ later: boolean }>(
    await db.execute(sql`
      select exists (
        select 1 from jobs later, jobs mine
        where mine.unique_key = ${uniqueKeyOf(firstBatch(round))} and later.kind = 'warm-pages'
          and later.payload->>'part' = 'sections' and later.payload->>'skip' = '0' and later.id > mine.id
      ) as later`),
  );
  return row?.later === true;
}

const uniqueKeyOf = (cursor: WarmCursor) => `warm-pages:${cursor.round}:${cursor.part}:${cursor.skip}`;

/** A round's first batch. */
const firstBatch = (round: string): WarmCursor => ({ round, part: 'sections', skip: 0 });

/** Queues the batch at `cursor`, at `runAt` (now when not given); one job per round and batch, however often asked. */
export function queuePageWarming(ctx: Ctx, cursor: WarmCursor, runAt?: Date): Promise<void> {
  return enqueue(ctx, 'warm-pages', cursor, { uniqueKey: uniqueKeyOf(cursor), runAt });
}

/**
 * An instance's start. With Redis the cache outlives the process and keeps each build's pages apart: one round per
 * build, whichever of its instances starts first. In the process's memory the cache starts empty with the process.
 */
export function queueWarmingAtStart(ctx: Ctx, sharedCache: boolean): Promise<void> {
  const round = sharedCache ? `build-${buildId()}` : `start-${ctx.now().getTime()}`;
  return queuePageWarming(ctx, firstBatch(round));
}

/** The running build's id (the standalone server runs in the build's folder). */
function buildId(): string {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

/** Seconds a catalogue change waits before its round starts: the changes of one busy minute make one round. */
const changeRoundDelaySeconds = 60;

/** A catalogue change's round: it starts at the end of the current minute, shared by every change made in it. */
export function queueWarmingAfterChange(ctx: Ctx): Promise<void> {
  const now = ctx.now().getTime();
  const minute = Math.floor(now / (changeRoundDelaySeconds * 1000));
  const runAt = new Date((minute + 1) * changeRoundDelaySeconds * 1000);
  return queuePageWarming(ctx, firstBatch(`change-${minute}`), runAt);
}

/** A fetcher of the shop's own pages at `origin` (the instance's own address), with a timeout per page. */
export function ownPageFetcher(origin: string, timeoutMs = 30_000): PageFetcher {
  return async (path) => {
    const response = await fetch(new URL(path, origin), {
      headers: { accept: 'text/html' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return response.status;
  };
}

/** The address the instance's own server answers on, from the address it is bound to. */
export function ownOrigin(hostname: string, port: number): string {
  const host = hostname === '0.0.0.0' ? '127.0.0.1' : hostname === '::' ? '::1' : hostname;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Each round's batches: how many are still to run and how many ran (for benchmarks, tests and operators). */
export async function warmingRounds(db: Queryable): Promise<{ round: string; left: number; done: number }[]> {
  return rowsOf<{ round: string; left: number; done: number }>(
    await db.execute(sql`
      select payload->>'round' as round, count(*) filter (where state <> 'done')::int as left,
        count(*) filter (where state = 'done')::int as done
      from jobs where kind = 'warm-pages' group by 1 order by min(id)`),
  );
}
