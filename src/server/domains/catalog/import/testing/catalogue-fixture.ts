import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { temporaryStorage } from '@/server/storage/testing';
import { products, variants } from '../../product.tables';
import { importCatalogue } from '../import-catalogue';

/** The realistic demo catalogue beside the project (../shared/data, as in CI). */
export const sharedCatalogue = path.resolve('../shared/data/catalogue');

export type Rows = Record<string, string>[];
type Edits = Partial<Record<string, (rows: Rows) => Rows>>;

/**
 * Copies a catalogue folder to a temporary one, letting each CSV file's rows be edited on the way,
 * so that a test can import a catalogue with exactly one thing wrong (or changed).
 */
export async function copyCatalogue(edits: Edits = {}, source = sharedCatalogue): Promise<string> {
  const dir = await temporaryDir('catalogue-');
  await fs.cp(source, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    if (!edit) continue;
    const target = path.join(dir, file);
    const text = await fs.readFile(target, 'utf8');
    const rows: Rows = parse(text, { columns: true });
    const header = text.slice(0, text.indexOf('\r\n')).split(',');
    const edited = edit(rows);
    // An edit may add a column (an optional one of the format); it goes after the file's own.
    const columns = [...new Set([...header, ...edited.flatMap((row) => Object.keys(row))])];
    await fs.writeFile(target, stringify(edited, { header: true, columns, record_delimiter: '\r\n' }));
  }
  return dir;
}

/** Only the first products and none of the diagrams: a small valid catalogue that imports in a moment. */
export const small: Edits = {
  'products.csv': (rows) => rows.slice(0, 20),
  'diagrams.csv': () => [],
  'diagram_hotspots.csv': () => [],
};

export function countDataRows(text: string): number {
  return (parse(text, { columns: true }) as Rows).length;
}

const made: string[] = [];
process.once('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A temporary folder that is removed when the test process ends. */
export async function temporaryDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Imports the small catalogue into a test database and answers the ids of its first active products' variants. */
export async function smallCatalogueVariants(db: Db, count: number): Promise<number[]> {
  const imported = await importCatalogue(
    { db, storage: await temporaryStorage(), now: () => new Date() },
    await copyCatalogue(small),
  );
  if (!imported.ok) throw new Error('the small catalogue did not import');
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(sql`${products.status} = 'active' and ${variants.isMaster}`)
    .orderBy(variants.id)
    .limit(count);
  return rows.map((row) => row.id);
}
