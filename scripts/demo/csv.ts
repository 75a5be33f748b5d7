import { writeFile } from 'node:fs/promises';

export type Cell = string | number | boolean;

/** RFC 4180 field: quoted only when needed, with `"` doubled inside. */
function field(value: Cell): string {
  const s = String(value);
  // The format promises that no field contains a line break, so refuse to write one.
  if (/[\r\n]/.test(s)) throw new Error(`CSV field contains a line break: ${JSON.stringify(s)}`);
  return /[",]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvLine(cells: readonly Cell[]): string {
  return cells.map(field).join(',') + '\r\n';
}

/** UTF-8 without BOM, header row, CRLF line endings. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return csvLine(header) + rows.map(csvLine).join('');
}

export async function writeCsv(
  path: string,
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
): Promise<void> {
  for (const row of rows) {
    if (row.length !== header.length) {
      throw new Error(`${path}: row has ${row.length} cells, header has ${header.length}`);
    }
  }
  await writeFile(path, toCsv(header, rows), 'utf8');
}
