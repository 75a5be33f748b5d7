import 'server-only';
import { z } from 'zod';
import type { ImportProblem } from './problems';
import { clip, readCsv, type CsvFile } from './read-csv';

export type Parsed<T> = T & { line: number };
/** A file's valid rows; `rejected` holds the cells of the rows reported as invalid, `readable` is false when the file could not be read. */
export type Table<T> = Omit<CsvFile, 'rows'> & { rows: Parsed<T>[] };

/**
 * Reads a file and checks each row against its schema; bad cells become problems naming line and column.
 * A column whose schema accepts a missing value may be left out of the header.
 */
export async function readRows<S extends z.ZodObject>(
  dir: string,
  file: string,
  schema: S,
  problems: ImportProblem[],
): Promise<Table<z.output<S>>> {
  const columns = Object.keys(schema.shape);
  const optional = columns.filter((column) => z.safeParse(schema.shape[column]!, undefined).success);
  const rows: Parsed<z.output<S>>[] = [];
  const rejected: Record<string, string>[] = [];
  // Each row is checked as it is read: only its checked values are kept.
  const csv = await readCsv(dir, file, columns, problems, optional, ({ line, values }) => {
    const result = schema.safeParse(values);
    if (result.success) {
      rows.push({ ...result.data, line });
      return;
    }
    for (const issue of result.error.issues) {
      const column = String(issue.path[0] ?? '');
      problems.push({ file, line, column, message: describeIssue(column, values[column], issue.message) });
    }
    rejected.push(values);
  });
  return { ...csv, rejected: [...csv.rejected, ...rejected], rows };
}

function describeIssue(column: string, value: string | undefined, message: string): string {
  const shown = value === undefined || value === '' || message.includes(`"${value}"`) ? '' : ` ("${clip(value)}")`;
  return `${column}${shown} ${message}`;
}
