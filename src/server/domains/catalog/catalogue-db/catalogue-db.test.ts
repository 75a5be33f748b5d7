import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import type { ShopStorage } from '@/server/storage';
import { temporaryStorage } from '@/server/storage/testing';
import { uploadResponse } from '@/server/uploads';
import type { CatalogueBrandFile, CatalogueIndex, CatalogueModelFile } from '@/shared/catalogue-db';
import { importCatalogue } from '../import';
import { sharedCatalogue, type Rows } from '../import/testing/catalogue-fixture';
import { catalogueDbKey, readManifest, publishCatalogueDb } from './publish-catalogue-db';

const csv = async (file: string): Promise<Rows> =>
  parse(await fs.readFile(path.join(sharedCatalogue, file), 'utf8'), { columns: true });

describe.each(testDatabases)('the static catalogue database on $name', ({ open }) => {
  let database: Database;
  let storage: ShopStorage;
  const read = async <T>(name: string): Promise<T> =>
    JSON.parse(new TextDecoder().decode((await storage.public.get(catalogueDbKey(name)))!.bytes)) as T;
  const published = async () => (await storage.public.list('katalogos/')).map((key) => key.slice('katalogos/'.length));
  const modelFiles = async () => {
    const index = await read<CatalogueIndex>((await readManifest(storage.public))!.index);
    const brands = await Promise.all(index.brands.map((brand) => read<CatalogueBrandFile>(brand.file)));
    const models = brands.flatMap((brand) => brand.models);
    return {
      index,
      brands,
      models,
      files: await Promise.all(models.flatMap((model) => (model.file ? [read<CatalogueModelFile>(model.file)] : []))),
    };
  };

  beforeAll(async () => {
    database = await open();
    storage = await temporaryStorage();
    const result = await importCatalogue({ db: database.db, storage, now: () => new Date() }, sharedCatalogue);
    expect(result.ok).toBe(true);
  }, 120_000);
  afterAll(async () => database.close());

  it('is published by the import and holds every diagram and every reference of the demo catalogue', async () => {
    const [diagrams, hotspots, models] = await Promise.all([
      csv('diagrams.csv'),
      csv('diagram_hotspots.csv'),
      csv('models.csv'),
    ]);
    const published = await modelFiles();
    expect(published.models.map((model) => model.key).sort()).toEqual(models.map((row) => row.slug).sort());
    const sections = published.files.flatMap((file) =>
      file.sections.map((section) => ({ model: file.model.key, ...section })),
    );
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
      const ref = sections
        .find((each) => each.model === spot.model && each.code === spot.code)!
        .refs.find((each) => String(each.ref) === spot.ref)!;
      expect([ref.x, ref.y]).toEqual([Number(spot.x), Number(spot.y)]);
    }
  });

  it('names, for each reference, exactly the active products sold under its part number', async () => {
    const active = rowsOf<{ mpn: string; sku: string }>(
      await database.db.execute(
        sql`select v.mpn, v.sku from variants v join products p on p.id = v.product_id where p.status = 'active' and v.mpn is not null`,
      ),
    );
    const refs = (await modelFiles()).files.flatMap((file) => file.sections.flatMap((section) => section.refs));
    for (const ref of refs)
      expect(ref.skus, ref.mpn).toEqual(
        active
          .filter((row) => row.mpn === ref.mpn)
          .map((row) => row.sku)
          .sort(),
      );
    // About two thirds of the references are parts the shop sells; the rest are bolts and washers.
    const sold = refs.filter((ref) => ref.skus.length > 0).length / refs.length;
    expect(sold).toBeGreaterThan(0.5);
    expect(sold).toBeLessThan(0.9);
  });

  it('finds models by maker, with their URL segment, aliases, engine and fitting parts', async () => {
    const { index, models } = await modelFiles();
    expect(index.brands.find((brand) => brand.key === 'kubota')).toMatchObject({ name: 'Kubota', diagramModels: 4 });
    expect(models.find((model) => model.key === 'kubota-l1-185')).toMatchObject({
      brand: 'kubota',
      model: 'L1-185',
      slug: 'l1-185',
      engine: 'D850',
      aliases: expect.arrayContaining(['L1185']),
    });
    expect(models.find((model) => model.key === 'kubota-l1-185')!.parts).toBeGreaterThan(0);
  });

  it('keeps its names while the content is the same, and changes them with it', async () => {
    const before = (await readManifest(storage.public))!;
    expect((await publishCatalogueDb(database.db, storage.public)).files).toEqual(before.files);

    await database.db.execute(
      sql`update diagram_translations set title = title || ' (νέο)' where locale = 'el' and diagram_id = (select min(id) from diagrams)`,
    );
    const after = await publishCatalogueDb(database.db, storage.public);
    expect(after.index).not.toBe(before.index);
    const changed = after.files.filter((name) => !before.files.includes(name));
    // The model's file, its maker's file and the index: every other file keeps its name and its browser cache.
    expect(changed.map((name) => name.split('-')[0]!.split('.')[0]).sort()).toEqual(['brand', 'index', 'model']);
    // The previous publication stays for pages already open; one more publication removes it.
    expect(await published()).toContain(before.index);
    await database.db.execute(sql`update diagram_translations set title = replace(title, ' (νέο)', '')`);
    await publishCatalogueDb(database.db, storage.public);
    await publishCatalogueDb(database.db, storage.public);
    expect(await published()).not.toContain(after.index);
  });

  it('is served from the public files: hashed files for good, nothing outside them, not the manifest', async () => {
    const serve = (segments: string[]) =>
      uploadResponse(new Request(`http://shop.test/uploads/${segments.join('/')}`), storage.public, segments);
    const { index } = (await readManifest(storage.public))!;
    const indexFile = await serve(['katalogos', index]);
    expect(indexFile.status).toBe(200);
    expect(Object.fromEntries(indexFile.headers)).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect((await indexFile.json()) as CatalogueIndex).toEqual(await read<CatalogueIndex>(index));
    const drawing = await serve(['catalogs', 'kubota-l1-185', 'E10.svg']);
    expect(Object.fromEntries(drawing.headers)).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
    expect(await drawing.text()).toBe(
      await fs.readFile(path.join(sharedCatalogue, 'catalogs/kubota-l1-185/E10.svg'), 'utf8'),
    );
    // A browser holding the same version is told so, without the file.
    const again = await uploadResponse(
      new Request('http://shop.test/uploads/catalogs/kubota-l1-185/E10.svg', {
        headers: { 'if-none-match': drawing.headers.get('etag')! },
      }),
      storage.public,
      ['catalogs', 'kubota-l1-185', 'E10.svg'],
    );
    expect([again.status, await again.text()]).toEqual([304, '']);
    for (const segments of [
      ['katalogos', 'manifest.json'],
      ['..', 'etc', 'passwd'],
      ['katalogos', '..', '..', 'x.json'],
      ['catalogs', '.hidden.svg'],
      // A decoded %2F inside one segment.
      ['catalogs', 'kubota-l1-185/../../../x.svg'],
      ['catalogs', 'kubota-l1-185', 'missing.svg'],
      [],
    ])
      expect((await serve(segments)).status, segments.join('/')).toBe(404);
  });
});
