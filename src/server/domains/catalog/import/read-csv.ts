import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CsvError, parse } from 'csv-parse/sync';
import type { ImportProblem } from './problems';

export type CsvRow = { line: number; values: Record<string, string> };
/**
 * A file's well-formed rows; `rejected` holds what could be read of its malformed lines (already reported), and
 * `readable` is false when the file as a whole could not be read (missing, malformed header, missing columns).
 */
export type CsvFile = { rows: CsvRow[]; rejected: Record<string, string>[]; readable: boolean };

/**
 * Reads one CSV file of the import format (header row, RFC 4180 quoting, no line breaks inside fields), line by
 * line with csv-parse: a malformed line is reported with its number and column and the file's other lines are still
 * read (csv-parse on the whole file would take the rest of the file into an unclosed quote).
 * Problems (missing file or column, malformed line) are added to `problems`. A column of `optional` may be left out
 * of the header; its cells then read as missing.
 */
export async function readCsv(
  dir: string,
  file: string,
  columns: readonly string[],
  problems: ImportProblem[],
  optional: readonly string[] = [],
): Promise<CsvFile> {
  const unreadable: CsvFile = { rows: [], rejected: [], readable: false };
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, file), 'utf8');
  } catch {
    problems.push({ file, message: 'file is missing or cannot be read' });
    return unreadable;
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ? readLine(lines[0]) : undefined;
  if (!header) {
    problems.push({ file, line: 1, message: 'the header row is missing' });
    return unreadable;
  }
  if (header.fault) {
    problems.push({ file, line: 1, message: `malformed CSV: ${header.fault.problem}` });
    return unreadable;
  }
  const names = header.fields.map((name) => name.trim());
  const missing = columns.filter((column) => !names.includes(column) && !optional.includes(column));
  for (const column of missing) problems.push({ file, line: 1, column, message: 'column is missing from the header' });
  if (missing.length > 0) return unreadable;

  const csv: CsvFile = { rows: [], rejected: [], readable: true };
  lines.forEach((content, index) => {
    if (index === 0 || content === '') return;
    const line = index + 1;
    const { fields, fault } = readLine(content);
    const values = Object.fromEntries(fields.map((value, column) => [names[column] ?? '', value]));
    if (fault) {
      problems.push({ file, line, column: names[fault.index], message: `malformed CSV: ${fault.problem}` });
      csv.rejected.push(values);
    } else if (fields.length !== names.length) {
      problems.push({
        file,
        line,
        message: `malformed CSV: the line has ${fields.length} values, the header has ${names.length}`,
      });
      csv.rejected.push(values);
    } else csv.rows.push({ line, values });
  });
  return csv;
}

/** A line is one record: `\n` never occurs in it, and a stray `\r` is a character like any other. */
const oneRecord = { record_delimiter: '\n' } as const;

/**
 * Reads one line with csv-parse. A malformed line gives the values before the fault, the index of the value at fault
 * and what is wrong, worded here from the line's text: csv-parse's own messages quote single bytes, which garbles a
 * Greek letter next to the fault.
 */
function readLine(text: string): { fields: string[]; fault?: { index: number; problem: string } } {
  try {
    return { fields: parse(text, oneRecord)[0] ?? [] };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // `index`: how many values were read before the fault; `bytes`: where the last of them ended, at its comma.
    const index = Number(error.index);
    const start =
      index === 0
        ? 0
        : Buffer.from(text)
            .subarray(0, Number(error.bytes) + 1)
            .toString().length;
    const fields = (parse(text.slice(0, start), oneRecord)[0] ?? []).slice(0, index);
    return { fields, fault: { index, problem: describeFault(error, text, start) } };
  }
}

/** What is wrong with the value at `start` of a malformed line. */
function describeFault(error: CsvError, text: string, start: number): string {
  switch (error.code) {
    case 'CSV_INVALID_CLOSING_QUOTE': {
      const after = text.slice(readUpToFault(text).length).split(',')[0]!;
      return `a quoted value is followed by "${clip(after)}" instead of a comma (a quote inside a value is written "")`;
    }
    case 'CSV_QUOTE_NOT_CLOSED':
      return `a quoted value is not closed: ${clip(text.slice(start))}`;
    case 'INVALID_OPENING_QUOTE':
      return `a value that is not quoted must not contain a quote: ${clip(text.slice(start))}`;
    default:
      return error.message;
  }
}

/** The text csv-parse read of a malformed line, up to and with the character at fault (`raw` slows reading: only here). */
function readUpToFault(text: string): string {
  let raw = '';
  parse(text, {
    ...oneRecord,
    raw: true,
    skip_records_with_error: true,
    on_skip: (_, upTo) => void (raw ||= upTo ?? ''),
  });
  return raw;
}

/** A piece of text to show in a problem, cut after whole characters (never inside a surrogate pair). */
export function clip(text: string): string {
  const characters = Array.from(text);
  return characters.length > 60 ? `${characters.slice(0, 57).join('')}...` : text;
}
