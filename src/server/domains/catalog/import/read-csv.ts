import fs from 'node:fs/promises';
import path from 'node:path';
import { CsvError, parse } from 'csv-parse/sync';
import type { ImportProblem } from './problems';

export type CsvRow = { line: number; values: Record<string, string> };
export type CsvFile = { file: string; rows: CsvRow[] };

/**
 * Reads one CSV file of the import format (header row, RFC 4180 quoting).
 * Problems (missing file or column, malformed CSV) are added to `problems`; the rows read are returned.
 */
export async function readCsv(dir: string, file: string, columns: readonly string[], problems: ImportProblem[]): Promise<CsvFile> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, file), 'utf8');
  } catch {
    problems.push({ file, message: 'file is missing or cannot be read' });
    return { file, rows: [] };
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: false }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    problems.push({ file, line: (error as CsvError & { lines?: number }).lines, message: `malformed CSV: ${error.message}` });
    return { file, rows: [] };
  }
  const [header, ...body] = records;
  if (!header) {
    problems.push({ file, line: 1, message: 'the header row is missing' });
    return { file, rows: [] };
  }
  const names = header.record.map((name) => name.trim());
  const missing = columns.filter((column) => !names.includes(column));
  for (const column of missing) problems.push({ file, line: 1, column, message: 'column is missing from the header' });
  if (missing.length > 0) return { file, rows: [] };
  const rows = body.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(names.map((name, index) => [name, record[index] ?? ''])),
  }));
  return { file, rows };
}
