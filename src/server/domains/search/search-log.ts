import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import type { Locale } from '@/shared/locales';
import { cleanTerm } from './normalise';

/** One search a visitor ran: what, in which language, how many products it found, the model understood in it. */
export type SearchRecord = { term: string; locale: Locale; results: number; model: string | null };

type Pending = { rows: (SearchRecord & { at: Date })[]; timer: ReturnType<typeof setTimeout> | null };

/** Rows per insert, and the longest a row waits: the log is for trends, a few seconds late is fine. */
const batchSize = 100;
const flushAfterMs = 2000;
const pending = new WeakMap<Queryable, Pending>();
let failuresReported = 0;

/**
 * Records a search without touching the search's path: the row is kept in memory and written with the others of
 * the next few seconds in one insert. It never waits and never throws; a batch the database refuses is dropped
 * (and logged), since a lost line of statistics must not cost a customer a page.
 */
export function recordSearch(ctx: { db: Queryable; now: () => Date }, record: SearchRecord): void {
  const term = cleanTerm(record.term);
  if (!term) return;
  let queue = pending.get(ctx.db);
  if (!queue) pending.set(ctx.db, (queue = { rows: [], timer: null }));
  queue.rows.push({ ...record, term, results: Math.max(0, Math.trunc(record.results)), at: ctx.now() });
  if (queue.rows.length >= batchSize) void flushSearchLog(ctx.db);
  else if (!queue.timer) {
    queue.timer = setTimeout(() => void flushSearchLog(ctx.db), flushAfterMs);
    // A process that is otherwise done does not wait for the log.
    queue.timer.unref?.();
  }
}

/** Writes what is waiting now (the timer does it by itself; tests and a shutdown call it to be sure). */
export async function flushSearchLog(db: Queryable): Promise<void> {
  const queue = pending.get(db);
  if (!queue || queue.rows.length === 0) return;
  if (queue.timer) clearTimeout(queue.timer);
  queue.timer = null;
  const rows = queue.rows.splice(0);
  try {
    await db.execute(sql`
      insert into search_log (term, locale, results, model, searched_at)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(term text, locale locale, results integer, model text, at timestamptz)`);
  } catch (error) {
    if (failuresReported++ < 5) console.warn(`search log: ${rows.length} searches not recorded`, error);
  }
}
