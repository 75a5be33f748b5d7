import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as uploadsRoute } from '@/app/uploads/[...path]/route';
import { config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue, readManifest } from '@/server/domains/catalog';
import { copyCatalogue, small, temporaryDir } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { createRequest, findRequest } from '@/server/domains/requests';
import { tinyPng } from '@/server/domains/requests/testing';
import { attachmentEndpoint } from '@/server/http/requests/request-handlers';
import type { CatalogueIndex } from '@/shared/catalogue-db';
import { sharedStorage } from './index';
import { startS3Server, type RunningS3 } from './s3-test-server';

const model = 'kubota-l1-185';

let s3: RunningS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await temporaryDir('data-');
  const { endpoint, bucket } = s3.settings;
  // The configuration the routes read (`config()`, once per process), as a server gets it from its environment.
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('STORAGE', 's3');
  vi.stubEnv('S3_ENDPOINT', endpoint!);
  vi.stubEnv('S3_BUCKET', bucket);
  vi.stubEnv('S3_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('S3_SECRET_ACCESS_KEY', 'S3RVER');
  vi.stubEnv('S3_FORCE_PATH_STYLE', 'on');
  expect(config().storage).toMatchObject({ kind: 's3', endpoint, bucket });
});
afterAll(async () => {
  await s3?.close();
  vi.unstubAllEnvs();
});

/**
 * The shop configured for object storage (STORAGE=s3, an s3rver on a loopback port): the importer and the catalogue
 * publication write there, and the routes serve from there, as on several instances sharing one bucket.
 */
describe.each(testDatabases)('the shop on S3 storage with $name', ({ open }) => {
  let database: Database;
  let catalogue: string;
  const photo = tinyPng();

  beforeAll(async () => {
    database = await open();
    // The small catalogue with one model's diagrams, and a picture for its first product.
    catalogue = await copyCatalogue({
      ...small,
      'products.csv': (rows) =>
        rows.slice(0, 20).map((row, index) => (index === 0 ? { ...row, images: 'pump.png' } : row)),
      'diagrams.csv': (rows) => rows.filter((row) => row.model === model),
      'diagram_hotspots.csv': (rows) => rows.filter((row) => row.model === model),
    });
    await fs.writeFile(path.join(catalogue, 'pump.png'), photo);
    const imported = await importCatalogue(
      { db: database.db, storage: sharedStorage(config()), now: () => new Date() },
      catalogue,
    );
    expect(imported).toMatchObject({ ok: true });
  });
  afterAll(() => database?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    uploadsRoute(new Request(`http://shop.test${url}`, { headers }), {
      params: Promise.resolve({ path: url.replace(/^\/uploads\//, '').split('/') }),
    });

  it('publishes the catalogue database into the bucket, and the uploads route serves it for good', async () => {
    const manifest = (await readManifest(sharedStorage(config()).public))!;
    expect(manifest.files).toContain(manifest.index);
    const index = await get(`/uploads/katalogos/${manifest.index}`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(index.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await index.json()) as CatalogueIndex;
    expect(body.brands.find((brand) => brand.key === 'kubota')).toMatchObject({ diagramModels: 1 });
    // Nothing was written to the instance's disk.
    await expect(fs.access(path.join(dataDir, 'uploads'))).rejects.toThrow();
    // The manifest is the server's own.
    expect((await get('/uploads/katalogos/manifest.json')).status).toBe(404);
  });

  it('serves imported drawings and pictures from the bucket, byte for byte, and 304 to a browser that has them', async () => {
    const drawing = await get(`/uploads/catalogs/${model}/E10.svg`);
    expect(drawing.status).toBe(200);
    expect(Object.fromEntries(drawing.headers)).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    expect(await drawing.text()).toBe(await fs.readFile(path.join(catalogue, `catalogs/${model}/E10.svg`), 'utf8'));
    const picture = await get('/uploads/products/pump.png');
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(photo);
    const again = await get('/uploads/products/pump.png', { 'if-none-match': picture.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect((await get('/uploads/products/missing.png')).status).toBe(404);
  });

  it('keeps a request’s photo private: served through its request’s route, never under /uploads', async () => {
    const ctx = { db: database.db, now: () => new Date(), config: config(), storage: sharedStorage(config()) };
    const created = await createRequest(
      { ...ctx, locale: 'en' },
      {
        input: { name: 'Maria K', email: 'maria@example.com', message: 'Water pump for an L1-185?' },
        photos: [{ name: 'pump.png', bytes: photo }],
        userId: null,
      },
    );
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const [attachment] = (await findRequest(ctx, created.publicId))!.attachments;
    const deps = { ctx };
    const served = await attachmentEndpoint(created.publicId, String(attachment!.id), deps);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);
    const [key] = await ctx.storage.private.list(`${created.publicId}/`);
    expect((await get(`/uploads/${key}`)).status).toBe(404);
    expect(await ctx.storage.public.exists(key!)).toBe(false);
  });
});
