import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import type { CatalogueBrandFile, CatalogueIndex, CatalogueModelFile } from '@/shared/catalogue-db';
import { catalogueDbKey, publishCatalogueDb, readManifest } from '../catalogue-db';
import { productDesk } from '../editor/testing';
import { createDiagram, deleteDiagram, replaceDiagramDrawing, saveDiagram } from './diagram-desk';
import { listDiagramModels, loadDiagram, partMatches } from './diagram-reads';

const svg = (body = '') =>
  new TextEncoder().encode(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"${body}` +
      `<rect x="10" y="10" width="100" height="50" fill="none" stroke="#333"/><circle cx="80" cy="60" r="12"/></svg>`,
  );
const unsafeSvg = svg(
  ` onload="alert(1)"><script>alert(2)</script><a href="https://evil.example/"><text x="5" y="5">A</text></a>` +
    `<image href="https://evil.example/x.png" width="5" height="5"/><use href="https://evil.example/s.svg#p"/>` +
    `<g onclick="steal()" style="fill:url(https://evil.example/f)"><path d="M0 0L10 10"/></g><foreignObject/>`,
);

const bytes = (text: string) => new TextEncoder().encode(text);

const section = (code: string, modelTaxonId: number) => ({
  modelTaxonId,
  code,
  el: { title: `Σύστημα ${code}` },
  en: { title: `System ${code}` },
});

/** The back office's diagram editor: drawings checked and sanitised, callouts saved with their version, audited. */
describe.each(testDatabases)('parts diagrams in the back office on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;
  let model: { id: number; key: string; brand: string; group: number };
  let soldMpn: string;

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
    [model] = rowsOf<{ id: number; key: string; brand: string; group: number }>(
      await desk.db.execute(sql`
        select x.id, x.key, g.key as brand, g.id as "group" from taxons x join taxonomies k on k.id = x.taxonomy_id and k.kind = 'model'
        join taxons g on g.id = x.parent_id order by x.id limit 1`),
    ) as [typeof model];
    model.id = Number(model.id);
    model.group = Number(model.group);
    [{ mpn: soldMpn }] = rowsOf<{ mpn: string }>(
      await desk.db.execute(sql`
        select v.mpn from variants v join products p on p.id = v.product_id
        where p.status = 'active' and v.mpn is not null order by v.id limit 1`),
    ) as [{ mpn: string }];
  }, 120_000);
  afterAll(async () => database.close());

  const publishedSection = async (code: string) => {
    const files = desk.files;
    const read = async <T>(name: string) =>
      JSON.parse(new TextDecoder().decode((await files.get(catalogueDbKey(name)))!.bytes)) as T;
    const index = await read<CatalogueIndex>((await readManifest(files))!.index);
    const brand = await read<CatalogueBrandFile>(index.brands.find((each) => each.key === model.brand)!.file);
    const entry = brand.models.find((each) => each.key === model.key)!;
    if (!entry.file) return undefined;
    return (await read<CatalogueModelFile>(entry.file)).sections.find((each) => each.code === code);
  };

  it('creates a diagram with a sanitised SVG drawing, audited, and queues the catalogue to republish', async () => {
    const jobs = await desk.queuedJobs('publish-catalogue-db');
    const created = await createDiagram(desk.ctx(), desk.staff.manager, section('Z10', model.id), unsafeSvg);
    expect(created).toMatchObject({ ok: true, version: 0 });
    const id = created.ok ? created.id : 0;
    const diagram = (await loadDiagram(desk.db, id))!;
    expect(diagram).toMatchObject({ code: 'Z10', el: { title: 'Σύστημα Z10' }, callouts: [] });
    const stored = new TextDecoder().decode((await desk.files.get(diagram.imagePath))!.bytes);
    expect(diagram.imagePath).toMatch(/^catalogs\/staff\/[0-9a-f]{16}\.svg$/);
    expect(stored).toContain('<rect');
    expect(stored).toContain('<path');
    for (const unsafe of ['script', 'onload', 'onclick', 'evil.example', 'foreignObject', '<image', 'alert'])
      expect(stored).not.toContain(unsafe);
    expect(await desk.queuedJobs('publish-catalogue-db')).toBe(jobs + 1);
    const [entry] = await auditEntries(desk.db, { entity: 'diagram', entityId: id });
    expect(entry).toMatchObject({ action: 'diagram.create', actorEmail: desk.staff.manager.email });
    const models = await listDiagramModels(desk.db, 'en');
    expect(models.find((each) => each.id === model.id)!.diagrams).toContainEqual({
      id,
      code: 'Z10',
      title: 'System Z10',
      callouts: 0,
    });
    // The makers' groups at the top of the model tree are not models.
    expect(models.map((each) => each.id)).not.toContain(model.group);
  });

  it('saves callouts with their part lines under the version, and the republished catalogue shows them', async () => {
    const created = await createDiagram(desk.ctx(), desk.staff.owner, section('Z20', model.id), svg('>'));
    const id = created.ok ? created.id : 0;
    const callouts = [
      { ref: 1, x: 12.5, y: 40, lines: [{ mpn: soldMpn, qty: 2 }] },
      {
        ref: 2,
        x: 70,
        y: 20.3,
        lines: [
          { mpn: 'M8-BOLT-TEST', qty: 4 },
          { mpn: 'O-RING-TEST', qty: 1 },
        ],
      },
    ];
    const form = { version: 0, el: { title: 'Νέος τίτλος' }, en: { title: 'New title' }, callouts };
    const jobs = await desk.queuedJobs('publish-catalogue-db');
    const saved = await saveDiagram(desk.ctx(), desk.staff.owner, id, form);
    expect(saved).toEqual({ ok: true, id, version: 1 });
    expect((await loadDiagram(desk.db, id))!).toMatchObject({ version: 1, en: { title: 'New title' }, callouts });
    expect(await desk.queuedJobs('publish-catalogue-db')).toBe(jobs + 1);
    const [entry] = await auditEntries(desk.db, { entity: 'diagram', entityId: id });
    expect(entry).toMatchObject({ action: 'diagram.update', actorEmail: desk.staff.owner.email });
    expect((entry!.after as { callouts: unknown[] }).callouts).toHaveLength(2);

    const stale = await saveDiagram(desk.ctx(), desk.staff.manager, id, { ...form, callouts: [] });
    expect(stale).toEqual({ ok: false, error: { code: 'VERSION_CONFLICT' } });
    expect((await loadDiagram(desk.db, id))!.callouts).toHaveLength(2);

    // What the queued job does: the storefront's parts catalogue files, rebuilt from the database.
    await publishCatalogueDb(desk.db, desk.files);
    const published = await publishedSection('Z20');
    expect(published).toMatchObject({ title: { el: 'Νέος τίτλος', en: 'New title' } });
    expect(published!.image).toMatch(/^\/uploads\/catalogs\/staff\/.+\.svg$/);
    expect(published!.refs).toEqual([
      expect.objectContaining({ ref: 1, mpn: soldMpn, qty: 2, x: 12.5, y: 40 }),
      expect.objectContaining({ ref: 2, mpn: 'M8-BOLT-TEST', qty: 4, x: 70, skus: [] }),
      expect.objectContaining({ ref: 2, mpn: 'O-RING-TEST', qty: 1, x: 70 }),
    ]);
    expect(published!.refs[0]!.skus.length).toBeGreaterThan(0);
    const matches = await partMatches(desk.db, [soldMpn, 'M8-BOLT-TEST'], 'en');
    expect(matches[soldMpn]!.map((part) => part.sku)).toEqual(published!.refs[0]!.skus);
    expect(matches['M8-BOLT-TEST']).toEqual([]);
  });

  it('names the problems of a bad form: a number twice, a part number twice, a position off the drawing', async () => {
    const created = await createDiagram(desk.ctx(), desk.staff.owner, section('Z30', model.id), svg('>'));
    const id = created.ok ? created.id : 0;
    const result = await saveDiagram(desk.ctx(), desk.staff.owner, id, {
      version: 0,
      el: { title: 'Τίτλος' },
      en: { title: ' ' },
      callouts: [
        { ref: 1, x: 10, y: 10, lines: [{ mpn: 'A-1', qty: 1 }] },
        {
          ref: 1,
          x: 101,
          y: 10,
          lines: [
            { mpn: 'B-1', qty: 1 },
            { mpn: 'b-1', qty: 0 },
          ],
        },
      ],
    });
    expect(!result.ok && 'problems' in result.error && result.error.problems).toEqual(
      expect.arrayContaining([
        { field: 'en.title', reason: 'required' },
        { field: 'callouts.1.ref', reason: 'refTwice' },
        { field: 'callouts.1.x', reason: 'position' },
        { field: 'callouts.1.lines.1.mpn', reason: 'mpnTwice' },
        { field: 'callouts.1.lines.1.qty', reason: 'quantity' },
      ]),
    );
    const taken = await createDiagram(desk.ctx(), desk.staff.owner, section('Z30', model.id), svg('>'));
    expect(taken).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', problems: [{ field: 'code', reason: 'sectionTaken' }] },
    });
  });

  it.each([
    ['an empty file', new Uint8Array(), 'DRAWING_EMPTY'],
    ['a text file named .svg', new TextEncoder().encode('just some notes'), 'DRAWING_NOT_IMAGE'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n...'), 'DRAWING_NOT_IMAGE'],
    ['a broken PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'DRAWING_UNREADABLE'],
    [
      'an SVG with entities',
      new TextEncoder().encode('<!DOCTYPE svg [<!ENTITY x "y">]><svg viewBox="0 0 1 1"/>'),
      'DRAWING_UNREADABLE',
    ],
    [
      'an SVG that is not well formed',
      new TextEncoder().encode('<svg viewBox="0 0 1 1"><g></svg>'),
      'DRAWING_UNREADABLE',
    ],
    [
      'an SVG without a size',
      new TextEncoder().encode('<svg><rect width="1" height="1"/></svg>'),
      'DRAWING_UNREADABLE',
    ],
    ['an SVG over 2 MB', svg(`><desc>${'x'.repeat(2 * 1024 * 1024)}</desc`), 'DRAWING_TOO_LARGE'],
  ])('refuses %s, and no diagram is made', async (_name, bytes, code) => {
    const before = await desk.files.list('catalogs/staff/');
    const result = await createDiagram(desk.ctx(), desk.staff.owner, section('Z40', model.id), bytes);
    expect(result).toEqual({ ok: false, error: { code } });
    expect(await desk.files.list('catalogs/staff/')).toEqual(before);
    const [row] = rowsOf(await desk.db.execute(sql`select 1 from diagrams where code = 'Z40'`));
    expect(row).toBeUndefined();
  });

  it('takes a PNG scan, stored as WebP without its metadata', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'someone' } } })
      .toBuffer();
    const created = await createDiagram(desk.ctx(), desk.staff.owner, section('Z50', model.id), png);
    const diagram = (await loadDiagram(desk.db, created.ok ? created.id : 0))!;
    expect(diagram.imagePath).toMatch(/\.webp$/);
    const stored = await sharp((await desk.files.get(diagram.imagePath))!.bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(stored.exif).toBeUndefined();
  });

  it('replaces the drawing under the version, removing the old file; a bad one leaves everything as it was', async () => {
    const created = await createDiagram(desk.ctx(), desk.staff.owner, section('Z55', model.id), svg('>'));
    const id = created.ok ? created.id : 0;
    const first = (await loadDiagram(desk.db, id))!.imagePath;
    const bad = await replaceDiagramDrawing(desk.ctx(), desk.staff.owner, id, 0, bytes('not a drawing'));
    expect(bad).toEqual({ ok: false, error: { code: 'DRAWING_NOT_IMAGE' } });
    const stale = await replaceDiagramDrawing(desk.ctx(), desk.staff.owner, id, 3, svg('>'));
    expect(stale).toEqual({ ok: false, error: { code: 'VERSION_CONFLICT' } });
    expect(await desk.files.list('catalogs/staff/')).toContain(first);
    const replaced = await replaceDiagramDrawing(desk.ctx(), desk.staff.owner, id, 0, svg('>'));
    expect(replaced).toEqual({ ok: true, id, version: 1 });
    const now = (await loadDiagram(desk.db, id))!.imagePath;
    expect(now).not.toBe(first);
    expect(await desk.files.exists(first)).toBe(false);
    expect(await desk.files.exists(now)).toBe(true);
    const [entry] = await auditEntries(desk.db, { entity: 'diagram', entityId: id });
    expect(entry).toMatchObject({ action: 'diagram.drawing' });
  });

  it('deletes a diagram under its version, audited, with its drawing, and the catalogue no longer has it', async () => {
    const created = await createDiagram(desk.ctx(), desk.staff.manager, section('Z60', model.id), svg('>'));
    const id = created.ok ? created.id : 0;
    const { imagePath } = (await loadDiagram(desk.db, id))!;
    expect(await deleteDiagram(desk.ctx(), desk.staff.manager, id, 5)).toEqual({
      ok: false,
      error: { code: 'VERSION_CONFLICT' },
    });
    expect(await deleteDiagram(desk.ctx(), desk.staff.manager, id, 0)).toMatchObject({ ok: true });
    expect(await loadDiagram(desk.db, id)).toBeNull();
    expect(await desk.files.exists(imagePath)).toBe(false);
    const [entry] = await auditEntries(desk.db, { entity: 'diagram', entityId: id });
    expect(entry).toMatchObject({ action: 'diagram.delete', after: null });
    await publishCatalogueDb(desk.db, desk.files);
    expect(await publishedSection('Z60')).toBeUndefined();
  });

  it('refuses warehouse and accountant staff every write', async () => {
    const created = await createDiagram(desk.ctx(), desk.staff.owner, section('Z70', model.id), svg('>'));
    const id = created.ok ? created.id : 0;
    for (const role of ['warehouse', 'accountant'] as const) {
      const actor = desk.staff[role];
      const refusal = { ok: false, error: { code: 'NOT_PERMITTED' } };
      expect(await createDiagram(desk.ctx(), actor, section('Z71', model.id), svg('>'))).toEqual(refusal);
      expect(
        await saveDiagram(desk.ctx(), actor, id, { version: 0, el: { title: 'a' }, en: { title: 'b' }, callouts: [] }),
      ).toEqual(refusal);
      expect(await deleteDiagram(desk.ctx(), actor, id, 0)).toEqual(refusal);
    }
    expect((await loadDiagram(desk.db, id))!.version).toBe(0);
  });
});
