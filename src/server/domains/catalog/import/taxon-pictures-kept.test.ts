import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { temporaryStorage } from '@/server/storage/testing';
import { taxons } from '../taxonomy.tables';
import { importCatalogue } from './import-catalogue';
import { copyCatalogue, small, type Rows } from './testing/catalogue-fixture';

/**
 * The back office's export (and so a desk import of one products.csv, whose other files come from it) has no
 * picture column: importing it must not take the brands' logos away, as it did the demo shop's.
 */
describe.each(testDatabases)('brand logos across imports on $name', ({ open }) => {
  let database: Database;
  const run = async (dir: string) =>
    importCatalogue({ db: database.db, storage: await temporaryStorage(), now: () => new Date() }, dir);
  const logoOf = async (key: string) =>
    (await database.db.select({ imagePath: taxons.imagePath }).from(taxons).where(eq(taxons.key, key)))[0]?.imagePath;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it('keeps a logo when a later file names none, even when the brand row changed', async () => {
    const withLogo = await copyCatalogue({
      ...small,
      'brands.csv': (rows: Rows) =>
        rows.map((row) => (row.slug === 'kubota' ? { ...row, logo: 'brands/kubota.svg' } : row)),
    });
    await fs.mkdir(path.join(withLogo, 'brands'), { recursive: true });
    await fs.writeFile(path.join(withLogo, 'brands', 'kubota.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await run(withLogo)).ok).toBe(true);
    expect(await logoOf('kubota')).toBe('brands/kubota.svg');

    const renamed = await copyCatalogue({
      ...small,
      'brands.csv': (rows: Rows) => rows.map((row) => (row.slug === 'kubota' ? { ...row, name: 'Kubota Corp.' } : row)),
    });
    const result = await run(renamed);
    expect(result.ok && result.summary.brands.updated).toBeGreaterThan(0);
    expect(await logoOf('kubota')).toBe('brands/kubota.svg');
  });
});
