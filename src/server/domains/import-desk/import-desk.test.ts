import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import type { StaffActor } from '@/server/domains/staff';
import { signedInStaff } from '@/server/domains/staff/testing';
import { testConfig } from '@/server/graphql/testing';
import { jobHandlers } from '@/server/jobs/handlers';
import { runDueJobs } from '@/server/jobs/worker';
import type { ShopStorage } from '@/server/storage';
import { temporaryStorage } from '@/server/storage/testing';
import { products, variants } from '@/server/domains/catalog/product.tables';
import { importCatalogue } from '@/server/domains/catalog/import/import-catalogue';
import { copyCatalogue, small, type Rows } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { applyCatalogueImport, catalogueImportStatus, uploadCatalogueImport } from './import-desk.service';

/** The back office's import: upload, dry run (nothing changes), apply as a job, one transaction each. */
describe.each(testDatabases)('the import desk on $name', ({ open }) => {
  let database: Database;
  let storage: ShopStorage;
  let manager: StaffActor;
  const ctx = () => ({ db: database.db, locale: 'el' as const, now: () => new Date(), config: testConfig, storage });
  const runJobs = () =>
    runDueJobs({ db: database.db, deps: { ctx: ctx(), mailer: null as never, storage }, handlers: jobHandlers });
  const productsCsv = async (edit: (rows: Rows) => Rows) => {
    const dir = await copyCatalogue({ ...small, 'products.csv': (rows) => edit(small['products.csv']!(rows)) });
    return { name: 'products.csv', bytes: new Uint8Array(await fs.readFile(path.join(dir, 'products.csv'))) };
  };
  const priceOf = async (sku: string) =>
    (await database.db.select({ price: variants.priceCents }).from(variants).where(eq(variants.sku, sku)))[0]?.price;

  beforeAll(async () => {
    database = await open();
    storage = await temporaryStorage();
    const first = await importCatalogue({ ...ctx() }, await copyCatalogue(small));
    if (!first.ok) throw new Error('the small catalogue did not import');
    const { userId } = await signedInStaff(ctx(), { email: 'diefthyntis@example.com', role: 'manager' });
    manager = { userId, email: 'diefthyntis@example.com', role: 'manager', address: null };
  });
  afterAll(async () => database.close());

  it('refuses a warehouse member, and files that are not the format’s', async () => {
    const warehouse = { ...manager, role: 'warehouse' as const };
    const file = { name: 'products.csv', bytes: new Uint8Array([1]) };
    expect(await uploadCatalogueImport(ctx(), warehouse, [file])).toEqual({ ok: false, code: 'NOT_PERMITTED' });
    for (const files of [[], [{ ...file, name: 'notes.txt' }], [{ ...file, bytes: new Uint8Array() }]])
      expect(await uploadCatalogueImport(ctx(), manager, files)).toEqual({ ok: false, code: 'IMPORT_FILES_INVALID' });
  });

  it('lists a bad row of one products.csv with file, line and column, and changes nothing', async () => {
    const bad = await productsCsv((rows) =>
      rows.map((row, index) => (index === 0 ? { ...row, price: '12,50' } : { ...row, price: '99.00' })),
    );
    const upload = await uploadCatalogueImport(ctx(), manager, [bad]);
    if (!upload.ok) throw new Error(upload.code);
    await runJobs();
    const status = (await catalogueImportStatus(ctx(), upload.importId))!;
    expect(status.state).toBe('invalid');
    expect(status.report).toEqual({
      problems: [expect.objectContaining({ file: 'products.csv', line: 2, column: 'price' })],
    });
    expect(await applyCatalogueImport(ctx(), manager, upload.importId)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await priceOf('TP-001000')).toBe(12016);
  });

  it('takes the pictures a products.csv names from the shop when the upload leaves them out', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await storage.public.put('products/parts/oil-filter.svg', svg, 'image/svg+xml');
    const named = (image: string) =>
      productsCsv((rows) => rows.map((row, index) => (index === 0 ? { ...row, images: image } : row)));
    const known = await uploadCatalogueImport(ctx(), manager, [await named('parts/oil-filter.svg')]);
    const unknown = await uploadCatalogueImport(ctx(), manager, [await named('parts/no-such.svg')]);
    if (!known.ok || !unknown.ok) throw new Error('upload refused');
    await runJobs();
    expect((await catalogueImportStatus(ctx(), known.importId))!.state).toBe('checked');
    expect((await catalogueImportStatus(ctx(), unknown.importId))!.report).toEqual({
      problems: [{ file: 'products.csv', line: 2, column: 'images', message: 'image "parts/no-such.svg" not found' }],
    });
  });

  it('counts a good file in a dry run without writing, then imports it as a job with its progress', async () => {
    const good = await productsCsv((rows) =>
      rows.map((row) => (row.sku === 'TP-001000' ? { ...row, price: '130.00', stock: '3' } : row)),
    );
    const upload = await uploadCatalogueImport(ctx(), manager, [good]);
    if (!upload.ok) throw new Error(upload.code);
    await runJobs();
    const checked = (await catalogueImportStatus(ctx(), upload.importId))!;
    expect(checked.state).toBe('checked');
    expect(checked.report).toMatchObject({
      summary: { products: { created: 0, updated: 1, unchanged: 19 } },
      stockMoved: 1,
    });
    expect(await priceOf('TP-001000')).toBe(12016);

    expect(await applyCatalogueImport(ctx(), manager, upload.importId)).toEqual({
      ok: true,
      importId: upload.importId,
    });
    expect(await applyCatalogueImport(ctx(), manager, upload.importId)).toEqual({ ok: false, code: 'IMPORT_RUNNING' });
    await runJobs();
    const applied = (await catalogueImportStatus(ctx(), upload.importId))!;
    expect(applied).toMatchObject({ state: 'applied', progress: { done: applied.progress!.total } });
    expect(applied.progress!.total).toBeGreaterThan(20);
    expect(await priceOf('TP-001000')).toBe(13000);
    expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(20);
  });
});
