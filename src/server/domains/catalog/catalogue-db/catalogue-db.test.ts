import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { findUpload } from '@/server/uploads';
import type { CatalogueBrandFile, CatalogueIndex, CatalogueModelFile } from '@/shared/catalogue-db';
import { importCatalogue } from '../import';
import { sharedCatalogue, temporaryDir, type Rows } from '../import/testing/catalogue-fixture';
import { catalogueDbDir, readManifest, publishCatalogueDb } from './publish-catalogue-db';

const csv = async (file: string): Promise<Rows> => parse(await fs.readFile(path.join(sharedCatalogue, file), 'utf8'), { columns: true });

describe.each(testDatabases)('the static catalogue database on $name', ({ open }) => {
  let database: Database;
  let uploadsDir: string;
  const read = async <T>(name: string): Promise<T> => JSON.parse(await fs.readFile(path.join(catalogueDbDir(uploadsDir), name), 'utf8')) as T;
  const modelFiles = async () => {
    const index = await read<CatalogueIndex>((await readManifest(uploadsDir))!.index);
    const brands = await Promise.all(index.brands.map((brand) => read<CatalogueBrandFile>(brand.file)));
    const models = brands.flatMap((brand) => brand.models);
    return { index, brands, models, files: await Promise.all(models.flatMap((model) => (model.file ? [read<CatalogueModelFile>(model.file)] : []))) };
  };

  beforeAll(async () => {
    database = await open();
    uploadsDir = await temporaryDir('uploads-');
    const result = await importCatalogue({ db: database.db, uploadsDir, now: () => new Date() }, sharedCatalogue);
    expect(result.ok).toBe(true);
  }, 120_000);
  afterAll(async () => database.close());

  it('is published by the import and holds every diagram and every reference of the demo catalogue', async () => {
    const [diagrams, hotspots, models] = await Promise.all([csv('diagrams.csv'), csv('diagram_hotspots.csv'), csv('models.csv')]);
    const published = await modelFiles();
    expect(published.models.map((model) => model.key).sort()).toEqual(models.map((row) => row.slug).sort());
    const sections = published.files.flatMap((file) => file.sections.map((section) => ({ model: file.model.key, ...section })));
    expect(sections).toHaveLength(diagrams.length);
    for (const row of diagrams) {
      const section = sections.find((each) => each.model === row.model && each.code === row.code)!;
      expect(section, `${row.model} ${row.code}`).toBeDefined();
      expect(section.title).toEqual({ el: row.title_el, en: row.title_en });
      expect(section.image).toBe(`/uploads/${row.image}`);
      const refs = row.refs!.split('|').map((ref) => ref.split(':'));
      expect(section.refs.map((ref) => [String(ref.ref), ref.mpn, String(ref.qty)])).toEqual(refs);
    }
    for (const spot of hotspots) {
      const ref = sections.find((each) => each.model === spot.model && each.code === spot.code)!.refs.find((each) => String(each.ref) === spot.ref)!;
      expect([ref.x, ref.y]).toEqual([Number(spot.x), Number(spot.y)]);
    }
  });

  it('names, for each reference, exactly the active products sold under its part number', async () => {
    const active = rowsOf<{ mpn: string; sku: string }>(
      await database.db.execute(sql`select v.mpn, v.sku from variants v join products p on p.id = v.product_id where p.status = 'active' and v.mpn is not null`),
    );
    const refs = (await modelFiles()).files.flatMap((file) => file.sections.flatMap((section) => section.refs));
    for (const ref of refs) expect(ref.skus, ref.mpn).toEqual(active.filter((row) => row.mpn === ref.mpn).map((row) => row.sku).sort());
    // About two thirds of the references are parts the shop sells; the rest are bolts and washers.
    const sold = refs.filter((ref) => ref.skus.length > 0).length / refs.length;
    expect(sold).toBeGreaterThan(0.5);
    expect(sold).toBeLessThan(0.9);
  });

  it('finds models by maker, with their URL segment, aliases, engine and fitting parts', async () => {
    const { index, models } = await modelFiles();
    expect(index.brands.find((brand) => brand.key === 'kubota')).toMatchObject({ name: 'Kubota', diagramModels: 4 });
    expect(models.find((model) => model.key === 'kubota-l1-185')).toMatchObject({ brand: 'kubota', model: 'L1-185', slug: 'l1-185', engine: 'D850', aliases: expect.arrayContaining(['L1185']) });
    expect(models.find((model) => model.key === 'kubota-l1-185')!.parts).toBeGreaterThan(0);
  });

  it('keeps its names while the content is the same, and changes them with it', async () => {
    const before = (await readManifest(uploadsDir))!;
    expect((await publishCatalogueDb(database.db, uploadsDir)).files).toEqual(before.files);

    await database.db.execute(sql`update diagram_translations set title = title || ' (νέο)' where locale = 'el' and diagram_id = (select min(id) from diagrams)`);
    const after = await publishCatalogueDb(database.db, uploadsDir);
    expect(after.index).not.toBe(before.index);
    const changed = after.files.filter((name) => !before.files.includes(name));
    // The model's file, its maker's file and the index: every other file keeps its name and its browser cache.
    expect(changed.map((name) => name.split('-')[0]!.split('.')[0]).sort()).toEqual(['brand', 'index', 'model']);
    // The previous publication stays for pages already open; one more publication removes it.
    expect(await fs.readdir(catalogueDbDir(uploadsDir))).toContain(before.index);
    await database.db.execute(sql`update diagram_translations set title = replace(title, ' (νέο)', '')`);
    await publishCatalogueDb(database.db, uploadsDir);
    await publishCatalogueDb(database.db, uploadsDir);
    expect(await fs.readdir(catalogueDbDir(uploadsDir))).not.toContain(after.index);
  });

  it('is served from the uploads folder: hashed files for good, nothing outside it, not the manifest', async () => {
    const { index } = (await readManifest(uploadsDir))!;
    expect(await findUpload(uploadsDir, ['katalogos', index])).toMatchObject({ contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' });
    expect(await findUpload(uploadsDir, ['catalogs', 'kubota-l1-185', 'E10.svg'])).toMatchObject({ contentType: 'image/svg+xml', cacheControl: 'public, max-age=3600' });
    for (const segments of [['katalogos', 'manifest.json'], ['..', 'etc', 'passwd'], ['katalogos', '..', '..', 'x.json'], ['catalogs', '.hidden.svg'], ['catalogs', 'kubota-l1-185', 'missing.svg'], []])
      expect(await findUpload(uploadsDir, segments), segments.join('/')).toBeNull();
  });
});
