import 'server-only';
import { createHash } from 'node:crypto';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { rowsOf, type Queryable } from '@/server/db';

/** Changing how records map to rows bumps this, so the next import rewrites every record once. */
const FORMAT_VERSION = 1;

export function fingerprint(record: unknown): string {
  return createHash('sha1')
    .update(`${FORMAT_VERSION}:${JSON.stringify(record)}`)
    .digest('base64url');
}

export type Tally = { created: number; updated: number; unchanged: number };

/** Takes ids from the table's identity sequence up front, so that related rows can be written in the same batch. */
export async function allocateIds(db: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** PostgreSQL takes at most 65535 parameters per statement; stay well below. */
function chunkSize(table: PgTable): number {
  return Math.max(1, Math.floor(30000 / Object.keys(getTableColumns(table)).length));
}

export async function insertRows<T extends PgTable>(db: Queryable, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const size = chunkSize(table);
  for (let start = 0; start < rows.length; start += size)
    await db.insert(table).values(rows.slice(start, start + size));
}

/** Inserts new rows and overwrites existing ones (same conflict target) with the given columns. */
export async function upsertRows<T extends PgTable>(
  db: Queryable,
  table: T,
  target: PgColumn | PgColumn[],
  rows: T['$inferInsert'][],
  overwrite: (keyof T['$inferInsert'] & string)[],
): Promise<void> {
  // Columns are named by the snake_case casing of their keys (see db/client.ts).
  const set = Object.fromEntries(
    overwrite.map((key) => [key, sql.raw(`excluded."${toSnakeCase(key)}"`)]),
  ) as PgUpdateSetSource<T>;
  const size = chunkSize(table);
  for (let start = 0; start < rows.length; start += size)
    await db
      .insert(table)
      .values(rows.slice(start, start + size))
      .onConflictDoUpdate({ target, set });
}

export async function deleteWhereIn(db: Queryable, table: PgTable, column: PgColumn, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 10000)
    await db.delete(table).where(inArray(column, ids.slice(start, start + 10000)));
}
