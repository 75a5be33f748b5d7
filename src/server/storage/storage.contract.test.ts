import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDir } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { createStorage, localStorage, type FileStorage, type ShopStorage } from './index';
import { startS3Server, type RunningS3 } from './s3-test-server';
import { temporaryStorage } from './testing';

let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const implementations: { name: string; open: () => Promise<ShopStorage> }[] = [
  { name: 'the local disk', open: temporaryStorage },
  { name: 'S3 (s3rver)', open: async () => createStorage(s3.settings) },
];

/** The same behaviour from every storage: what the importer, the catalogue database and requests rely on. */
describe.each(implementations)('file storage on $name', ({ open }) => {
  let storage: ShopStorage;
  let files: FileStorage;
  // Keys of this run only, under a folder of their own.
  let base: string;
  beforeAll(async () => {
    storage = await open();
    files = storage.public;
    base = `run-${randomBytes(4).toString('hex')}`;
  });

  it('gives back exactly the bytes it was given, every byte value, with type, size and time', async () => {
    const bytes = new Uint8Array([...Array.from({ length: 256 }, (_, byte) => byte), ...randomBytes(70_000)]);
    const before = Date.now();
    await files.put(`${base}/products/pump.webp`, bytes, 'image/webp');
    const file = (await files.get(`${base}/products/pump.webp`))!;
    expect(Buffer.from(file.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(file).toMatchObject({ size: bytes.byteLength, contentType: 'image/webp' });
    // Object storage keeps whole seconds.
    expect(file.modified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(await files.stat(`${base}/products/pump.webp`)).toEqual({
      size: bytes.byteLength,
      contentType: 'image/webp',
      modified: file.modified,
    });
    expect(await files.exists(`${base}/products/pump.webp`)).toBe(true);
  });

  it('keeps text as UTF-8 JSON', async () => {
    const json = JSON.stringify({ title: 'Μπλοκ κινητήρα & έμβολα' });
    await files.put(`${base}/katalogos/index.0123456789ab.json`, Buffer.from(json), 'application/json; charset=utf-8');
    const file = (await files.get(`${base}/katalogos/index.0123456789ab.json`))!;
    expect(JSON.parse(Buffer.from(file.bytes).toString('utf8'))).toEqual({ title: 'Μπλοκ κινητήρα & έμβολα' });
    expect(file.contentType).toBe('application/json; charset=utf-8');
  });

  it('answers null for a missing key, and for a key that is a folder', async () => {
    expect(await files.get(`${base}/missing.png`)).toBeNull();
    expect(await files.stat(`${base}/missing.png`)).toBeNull();
    expect(await files.exists(`${base}/missing.png`)).toBe(false);
    await files.put(`${base}/folder/inside.png`, new Uint8Array([1]), 'image/png');
    expect(await files.get(`${base}/folder`)).toBeNull();
    expect(await files.get(`${base}/folder/inside.png/deeper.png`)).toBeNull();
  });

  it('replaces a file written again under the same key', async () => {
    await files.put(`${base}/photo.png`, new Uint8Array([1, 2, 3, 4, 5]), 'image/png');
    await files.put(`${base}/photo.png`, new Uint8Array([9]), 'image/png');
    expect(await files.get(`${base}/photo.png`)).toMatchObject({ bytes: new Uint8Array([9]), size: 1 });
  });

  it('deletes a file, and deleting a missing one is no fault', async () => {
    await files.put(`${base}/gone/once.png`, new Uint8Array([1]), 'image/png');
    await files.delete(`${base}/gone/once.png`);
    expect(await files.get(`${base}/gone/once.png`)).toBeNull();
    expect(await files.list(`${base}/gone/`)).toEqual([]);
    await expect(files.delete(`${base}/gone/once.png`)).resolves.toBeUndefined();
    await expect(files.delete(`${base}/never/was.png`)).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix, at any depth, and nothing else', async () => {
    const keys = ['a/one.json', 'a/two.json', 'a/deeper/three.json', 'ab/four.json', 'b/five.json'];
    for (const key of keys) await files.put(`${base}/list/${key}`, new Uint8Array([1]), 'application/json');
    const listed = async (prefix: string) =>
      (await files.list(`${base}/list/${prefix}`)).map((key) => key.slice(`${base}/list/`.length)).sort();
    expect(await listed('a/')).toEqual(['a/deeper/three.json', 'a/one.json', 'a/two.json']);
    expect(await listed('a')).toEqual(['a/deeper/three.json', 'a/one.json', 'a/two.json', 'ab/four.json']);
    expect(await listed('a/t')).toEqual(['a/two.json']);
    expect(await listed('')).toEqual([...keys].sort());
    expect(await files.list(`${base}/nothing/`)).toEqual([]);
  });

  it('keeps public and private files apart', async () => {
    await storage.private.put(`${base}/request/photo.jpg`, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect(await storage.public.get(`${base}/request/photo.jpg`)).toBeNull();
    expect(await storage.public.list(`${base}/request`)).toEqual([]);
    expect((await storage.private.get(`${base}/request/photo.jpg`))?.bytes).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it.each([
    '',
    '../outside.png',
    'a/../../outside.png',
    'a//b.png',
    '.hidden.png',
    'a/.b/c.png',
    'a\\b.png',
    'a\0.png',
  ])('refuses the key %j', async (key) => {
    await expect(files.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(/Invalid storage key/);
    await expect(files.get(key)).rejects.toThrow(/Invalid storage key/);
  });
});

describe('the local disk', () => {
  it('keeps the layout of the folders it replaced: a key is the path below the folder', async () => {
    const dir = await temporaryDir('uploads-');
    await localStorage(dir).put('catalogs/kubota-l1-185/E10.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(await readFile(`${dir}/catalogs/kubota-l1-185/E10.svg`, 'utf8')).toBe('<svg/>');
    // Nothing is left of the write's temporary file.
    expect(await readdir(`${dir}/catalogs/kubota-l1-185`)).toEqual(['E10.svg']);
  });

  it('removes a folder with its last file', async () => {
    const dir = await temporaryDir('requests-');
    const storage = localStorage(dir);
    await storage.put('request-id/a.png', new Uint8Array([1]), 'image/png');
    await storage.put('request-id/b.png', new Uint8Array([1]), 'image/png');
    await storage.delete('request-id/a.png');
    expect(await readdir(dir)).toEqual(['request-id']);
    await storage.delete('request-id/b.png');
    expect(await readdir(dir)).toEqual([]);
  });
});
