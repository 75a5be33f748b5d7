import 'server-only';
import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** Columns are named by the snake_case casing of their keys (see db/client.ts) unless the schema names them. */
function columnName(column: PgColumn): string {
  return column.keyAsName ? toSnakeCase(column.name) : column.name;
}

/** Rows per statement: each batch is one JSON parameter, so the size only bounds the memory of one statement. */
const batchSize = 5000;

/**
 * The rows as a relation PostgreSQL reads from one JSON parameter (`json_to_recordset`): one statement per batch
 * whatever its number of columns, and none of the cost of tens of thousands of bound parameters. A key missing from
 * a row (or undefined) reads as null, not as the column's default: give every row the same keys.
 */
function fromJson<T extends PgTable>(table: T, rows: T['$inferInsert'][]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const name = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of ${getTableName(table)}`);
    return columnName(column);
  };
  const into = sql.raw(keys.map((key) => `"${name(key)}"`).join(', '));
  const record = sql.raw(keys.map((key) => `"${key}" ${columns[key]!.getSQLType()}`).join(', '));
  const select = sql.raw(keys.map((key) => `r."${key}"`).join(', '));
  return {
    statement: (batch: T['$inferInsert'][]) =>
      sql`insert into ${table} (${into}) select ${select} from json_to_recordset(${JSON.stringify(batch)}::json) as r(${record})`,
  };
}

export async function insertRows<T extends PgTable>(db: Queryable, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const { statement } = fromJson(table, rows);
  for (let start = 0; start < rows.length; start += batchSize)
    await db.execute(statement(rows.slice(start, start + batchSize)));
}

/**
 * Inserts new rows and overwrites existing ones (same conflict target) with the given columns. `returning`: what
 * to answer of each row written (`inserted`, added, tells a new row from an overwritten one).
 */
export async function upsertRows<T extends PgTable, R = never>(
  db: Queryable,
  table: T,
  target: PgColumn | PgColumn[],
  rows: T['$inferInsert'][],
  overwrite: (keyof T['$inferInsert'] & string)[],
  returning?: SQL,
): Promise<(R & { inserted: boolean })[]> {
  const written: (R & { inserted: boolean })[] = [];
  if (rows.length === 0) return written;
  const { statement } = fromJson(table, rows);
  const targets = (Array.isArray(target) ? target : [target]).map((column) => `"${columnName(column)}"`);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set = overwrite.map((key) => `"${columnName(columns[key]!)}" = excluded."${columnName(columns[key]!)}"`);
  const onConflict = sql.raw(` on conflict (${targets.join(', ')}) do update set ${set.join(', ')}`);
  // A row just inserted has no locker yet (xmax 0); one overwritten on conflict has this transaction as its locker.
  const answer = returning ? sql` returning ${returning}, (xmax = 0) as inserted` : sql``;
  for (let start = 0; start < rows.length; start += batchSize)
    written.push(
      ...rowsOf<R & { inserted: boolean }>(
        await db.execute(sql`${statement(rows.slice(start, start + batchSize))}${onConflict}${answer}`),
      ),
    );
  return written;
}

export async function deleteWhereIn(db: Queryable, table: PgTable, column: PgColumn, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += batchSize)
    await db.delete(table).where(sql`${column} = any(${intArray(ids.slice(start, start + batchSize))})`);
}

/** A list of ids as one parameter. */
function intArray(ids: readonly number[]) {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}
