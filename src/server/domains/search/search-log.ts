import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import type { Locale } from '@/shared/locales';
import { cleanTerm } from './normalise';

/** One search a visitor ran: what, in which language, how many products it found, the model understood in it. */
export type SearchRecord = { term: string; locale: Locale; results: number; model: string | null };

/** What a search found: read when the log is written, for a search noted before its page was rendered. */
export type SearchOutcome = Pick<SearchRecord, 'results' | 'model'>;
type NotedSearch = Pick<SearchRecord, 'term' | 'locale'> & { outcome: () => Promise<SearchOutcome> };

type Row = Pick<SearchRecord, 'term' | 'locale'> & {
  at: Date;
  outcome: SearchOutcome | (() => Promise<SearchOutcome>);
};
type Pending = { rows: Row[]; timer: ReturnType<typeof setTimeout> | null };

/** Rows per insert, and the longest a row waits: the log is for trends, a few seconds late is fine. */
const batchSize = 100;
const flushAfterMs = 2000;
const pending = new WeakMap<Queryable, Pending>();

/** At most five warnings a minute: a database that is down must neither flood the log nor silence it for good. */
const warningsPerMinute = 5;
let warnings = { minute: 0, count: 0 };
function warnLimited(message: string, error: unknown) {
  const minute = Math.floor(Date.now() / 60_000);
  if (warnings.minute !== minute) warnings = { minute, count: 0 };
  if (warnings.count++ < warningsPerMinute) console.warn(message, error);
}

/**
 * Records a search without touching the search's path: the row is kept in memory and written with the others of
 * the next few seconds in one insert. It never waits and never throws; a batch the database refuses is dropped
 * (and logged), since a lost line of statistics must not cost a customer a page. A search noted before it ran
 * (`outcome`) is asked what it found when the row is written.
 */
export function recordSearch(ctx: { db: Queryable; now: () => Date }, record: SearchRecord | NotedSearch): void {
  const term = cleanTerm(record.term);
  if (!term) return;
  let queue = pending.get(ctx.db);
  if (!queue) pending.set(ctx.db, (queue = { rows: [], timer: null }));
  const outcome = 'outcome' in record ? record.outcome : { results: record.results, model: record.model };
  queue.rows.push({ term, locale: record.locale, outcome, at: ctx.now() });
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
  const rows = (await Promise.all(queue.rows.splice(0).map(withOutcome))).filter((row) => row !== null);
  if (rows.length === 0) return;
  try {
    await db.execute(sql`
      insert into search_log (term, locale, results, model, searched_at)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(term text, locale locale, results integer, model text, at timestamptz)`);
  } catch (error) {
    warnLimited(`search log: ${rows.length} searches not recorded`, error);
  }
}

/** The row as the table has it; null (and logged) when its search could not say what it found. */
async function withOutcome({ outcome, ...row }: Row) {
  try {
    const { results, model } = typeof outcome === 'function' ? await outcome() : outcome;
    return { ...row, results: Math.max(0, Math.trunc(results)), model };
  } catch (error) {
    warnLimited(`search log: "${row.term}" not recorded`, error);
    return null;
  }
}
