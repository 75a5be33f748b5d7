import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { locales } from '@/shared/locales';
import type { ImportProblem } from './problems';
import { readRows, type Parsed } from './read-rows';
import type { ContentPageRecord } from './records';
import { contentPageRow, type ContentPageRow } from './row-schemas';

export const contentPagesFile = 'content/pages.csv';
const frontMatterKeys = ['page', 'lang', 'slug', 'title'] as const;
/** A page is prose: far below this; anything larger is a wrong file. */
const maxBodyLength = 200_000;

/**
 * Reads content/pages.csv and each page's Markdown file. The front matter must agree with the page's row, every
 * page must exist in every language, and keys and slugs are unique; problems name the file and line.
 * Returns the pages and the line of each (by `pageKey`).
 */
export async function readContentPages(
  dir: string,
  problems: ImportProblem[],
): Promise<{ records: ContentPageRecord[]; lines: Map<string, number> }> {
  const { rows, rejected } = await readRows(dir, contentPagesFile, contentPageRow, problems);
  checkRows(rows, new Set(rejected.map((values) => values.page)), problems);
  const records = await Promise.all(rows.map((row) => readPage(dir, row, problems)));
  const lines = new Map(rows.map((row) => [pageKey({ page: row.page, locale: row.lang }), row.line]));
  return { records: records.filter((record) => record !== null), lines };
}

/** A page in one language, as the importer matches pages with the database. */
export const pageKey = (row: { page: string; locale: string }) => `${row.page} ${row.locale}`;

/** `reported`: pages with a row already reported as invalid, whose missing language is not another problem. */
function checkRows(rows: Parsed<ContentPageRow>[], reported: Set<string | undefined>, problems: ImportProblem[]) {
  const seen = new Map<string, number>();
  for (const row of rows)
    for (const [column, key] of [
      ['lang', `page "${row.page}" in ${row.lang}`],
      ['slug', `slug "${row.slug}" in ${row.lang}`],
      ['file', `file "${row.file}"`],
    ] as const) {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row.line);
      else
        problems.push({
          file: contentPagesFile,
          line: row.line,
          column,
          message: `duplicate ${key} (first on line ${first})`,
        });
    }
  const byPage = Map.groupBy(rows, (row) => row.page);
  for (const [page, pageRows] of byPage)
    for (const locale of locales)
      if (!pageRows.some((row) => row.lang === locale) && !reported.has(page))
        problems.push({
          file: contentPagesFile,
          line: pageRows[0]!.line,
          column: 'lang',
          message: `page "${page}" has no ${locale} row: every page needs every language`,
        });
}

async function readPage(
  dir: string,
  row: Parsed<ContentPageRow>,
  problems: ImportProblem[],
): Promise<ContentPageRecord | null> {
  const file = `content/${row.file}`;
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, file), 'utf8');
  } catch {
    problems.push({ file: contentPagesFile, line: row.line, column: 'file', message: `file "${row.file}" not found` });
    return null;
  }
  const parsed = parseFrontMatter(text.replace(/^\uFEFF/, ''));
  if ('problem' in parsed) {
    problems.push({ file, ...parsed.problem });
    return null;
  }
  let ok = true;
  for (const key of frontMatterKeys) {
    const value = parsed.fields.get(key);
    if (value === undefined) {
      problems.push({ file, line: parsed.endLine, message: `front matter has no "${key}"` });
      ok = false;
    } else if (value.text !== (key === 'lang' ? row.lang : row[key])) {
      problems.push({
        file,
        line: value.line,
        column: key,
        message: `"${value.text}" differs from ${contentPagesFile} line ${row.line} ("${key === 'lang' ? row.lang : row[key]}")`,
      });
      ok = false;
    }
  }
  const body = parsed.body.trim();
  if (body === '')
    problems.push({ file, line: parsed.endLine + 1, message: 'the page has no text after the front matter' });
  else if (body.length > maxBodyLength)
    problems.push({ file, message: `the page is longer than ${maxBodyLength} characters` });
  else if (ok) return { page: row.page, locale: row.lang, slug: row.slug, title: row.title, body };
  return null;
}

type FrontMatter = { fields: Map<string, { text: string; line: number }>; endLine: number; body: string };

/** `---`, then `key: value` lines (a value may be a JSON-quoted string, as the demo generator writes), then `---`. */
export function parseFrontMatter(text: string): FrontMatter | { problem: Omit<ImportProblem, 'file'> } {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== '---')
    return { problem: { line: 1, message: 'front matter is missing: the file must start with a --- line' } };
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) return { problem: { line: 1, message: 'front matter is not closed by a --- line' } };
  const fields: FrontMatter['fields'] = new Map();
  for (let index = 1; index < end; index += 1) {
    const line = lines[index]!;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^([A-Za-z_][\w-]*):\s*(.*?)\s*$/.exec(line);
    const value = match && unquote(match[2]!);
    if (!match || value === null)
      return { problem: { line: index + 1, message: `front matter line is not "key: value": ${line.slice(0, 60)}` } };
    fields.set(match[1]!, { text: value, line: index + 1 });
  }
  return { fields, endLine: end + 1, body: lines.slice(end + 1).join('\n') };
}

function unquote(value: string): string | null {
  if (value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return typeof parsed === 'string' ? parsed : null;
    } catch {
      return null;
    }
  }
  if (value.startsWith("'"))
    return value.length >= 2 && value.endsWith("'") ? value.slice(1, -1).replaceAll("''", "'") : null;
  return value;
}
