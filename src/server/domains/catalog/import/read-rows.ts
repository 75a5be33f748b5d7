import type { z } from 'zod';
import type { ImportProblem } from './problems';
import { readCsv } from './read-csv';

export type Parsed<T> = T & { line: number };

/** Reads a file and checks each row against its schema; bad cells become problems naming line and column. */
export async function readRows<S extends z.ZodObject>(
  dir: string,
  file: string,
  schema: S,
  problems: ImportProblem[],
): Promise<Parsed<z.output<S>>[]> {
  const columns = Object.keys(schema.shape);
  const { rows } = await readCsv(dir, file, columns, problems);
  return rows.flatMap(({ line, values }) => {
    const result = schema.safeParse(values);
    if (result.success) return [{ ...result.data, line }];
    for (const issue of result.error.issues) {
      const column = String(issue.path[0] ?? '');
      problems.push({ file, line, column, message: describeIssue(column, values[column], issue.message) });
    }
    return [];
  });
}

function describeIssue(column: string, value: string | undefined, message: string): string {
  const shown = value === undefined || value === '' || message.includes(`"${value}"`) ? '' : ` ("${clip(value)}")`;
  return `${column}${shown} ${message}`;
}

function clip(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}
