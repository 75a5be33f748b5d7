import 'server-only';
import { createReadStream } from 'node:fs';
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
 * line as the file streams in, each as csv-parse reads it: a malformed line is reported with its number and column
 * and the file's other lines are still read (csv-parse on the whole file would take the rest of the file into an
 * unclosed quote).
 * Problems (missing file or column, malformed line) are added to `problems`. A column of `optional` may be left out
 * of the header; its cells then read as missing. `take`: given each well-formed row as it is read, instead of
 * collecting them in `rows` (a large file's rows are then never all held as text).
 */
export async function readCsv(
  dir: string,
  file: string,
  columns: readonly string[],
  problems: ImportProblem[],
  optional: readonly string[] = [],
  take?: (row: CsvRow) => void,
): Promise<CsvFile> {
  const unreadable: CsvFile = { rows: [], rejected: [], readable: false };
  let names: string[] | undefined;
  const csv: CsvFile = { rows: [], rejected: [], readable: true };
  try {
    for await (const [index, content] of linesOf(path.join(dir, file))) {
      const line = index + 1;
      if (index === 0) {
        const header = content ? readLine(content) : undefined;
        if (!header) {
          problems.push({ file, line: 1, message: 'the header row is missing' });
          return unreadable;
        }
        if (header.fault) {
          problems.push({ file, line: 1, message: `malformed CSV: ${header.fault.problem}` });
          return unreadable;
        }
        names = header.fields.map((name) => name.trim());
        const missing = columns.filter((column) => !names!.includes(column) && !optional.includes(column));
        for (const column of missing)
          problems.push({ file, line: 1, column, message: 'column is missing from the header' });
        if (missing.length > 0) return unreadable;
        continue;
      }
      if (content === '') continue;
      const { fields, fault } = readLine(content);
      const values: Record<string, string> = {};
      fields.forEach((value, column) => (values[names![column] ?? ''] = value));
      if (fault) {
        problems.push({ file, line, column: names![fault.index], message: `malformed CSV: ${fault.problem}` });
        csv.rejected.push(values);
      } else if (fields.length !== names!.length) {
        problems.push({
          file,
          line,
          message: `malformed CSV: the line has ${fields.length} values, the header has ${names!.length}`,
        });
        csv.rejected.push(values);
      } else if (take) take({ line, values });
      else csv.rows.push({ line, values });
    }
  } catch (error) {
    // The file's errors (missing, unreadable), not the code's.
    if (!(error instanceof Error && 'syscall' in error)) throw error;
    problems.push({ file, message: 'file is missing or cannot be read' });
    return unreadable;
  }
  return csv;
}

/**
 * A file's lines with their index, read as a stream: a large file is never held whole, nor its list of lines
 * (lines end at `\n`, a `\r` before it is dropped, a byte-order mark at the start too).
 */
async function* linesOf(file: string): AsyncGenerator<[number, string]> {
  let rest = '';
  let index = 0;
  for await (const chunk of createReadStream(file, {
    encoding: 'utf8',
    highWaterMark: 1 << 20,
  }) as AsyncIterable<string>) {
    const text = index === 0 && rest === '' ? chunk.replace(/^\uFEFF/, '') : chunk;
    let start = 0;
    rest += text;
    for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n', start)) {
      yield [index++, withoutReturn(rest.slice(start, end))];
      start = end + 1;
    }
    rest = rest.slice(start);
  }
  yield [index, withoutReturn(rest)];
}

function withoutReturn(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** A line is one record: `\n` never occurs in it, and a stray `\r` is a character like any other. */
const oneRecord = { record_delimiter: '\n' } as const;

/**
 * Reads one line with csv-parse. A malformed line gives the values before the fault, the index of the value at fault
 * and what is wrong, worded here from the line's text: csv-parse's own messages quote single bytes, which garbles a
 * Greek letter next to the fault.
 */
function readLine(text: string): { fields: string[]; fault?: { index: number; problem: string } } {
  const fields = splitWellFormed(text);
  if (fields) return { fields };
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

/**
 * The values of a line when it is well-formed, as csv-parse reads it (a quoted value ends at a quote followed by a
 * comma or the end, `""` inside it being a quote; a bare value holds no quote); undefined for any other line, which
 * csv-parse then reads. csv-parse's cost is in its set-up, paid on every line: this reads a large file several
 * times faster.
 */
function splitWellFormed(line: string): string[] | undefined {
  if (line.includes('\r')) return undefined;
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (line.charCodeAt(at) === 34) {
      let value = '';
      let from = at + 1;
      for (;;) {
        const quote = line.indexOf('"', from);
        if (quote < 0) return undefined;
        value += line.slice(from, quote);
        if (line.charCodeAt(quote + 1) !== 34) {
          at = quote + 1;
          break;
        }
        value += '"';
        from = quote + 2;
      }
      fields.push(value);
      if (at === line.length) return fields;
      if (line.charCodeAt(at) !== 44) return undefined;
      at += 1;
    } else {
      const comma = line.indexOf(',', at);
      const value = line.slice(at, comma < 0 ? line.length : comma);
      if (value.includes('"')) return undefined;
      fields.push(value);
      if (comma < 0) return fields;
      at = comma + 1;
    }
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
