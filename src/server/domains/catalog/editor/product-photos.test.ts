import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { loadEditorState } from './editor-state';
import { photoKeysOf } from './photo-files';
import { addProductPhoto, deleteProductPhoto, reorderProductPhotos, setProductPhotoAlt } from './product-photos';
import { productDesk } from './testing';

/** A camera photo: 4000 × 3000, with an EXIF block that carries a GPS position. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 90, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 58/1 0/1' },
    })
    .toBuffer();
}

describe.each(testDatabases)('product photos on $name', ({ open }) => {
  let database: Database;
  let desk: Awaited<ReturnType<typeof productDesk>>;
  let productId: number;

  beforeAll(async () => {
    database = await open();
    desk = await productDesk(database);
    productId = await desk.productOf('TP-001018');
  });
  afterAll(async () => database.close());

  it.each([
    ['a text file renamed .jpg', () => Buffer.from('this is a note, not a photo\n'.repeat(20)), 'PHOTO_NOT_IMAGE'],
    [
      'a 30 MB image',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(30 * 1024 * 1024)]),
      'PHOTO_TOO_LARGE',
    ],
    ['a zero-byte file', () => Buffer.alloc(0), 'PHOTO_EMPTY'],
    ['a JPEG cut short', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'PHOTO_UNREADABLE'],
  ])('refuses %s', async (_, bytes, code) => {
    expect(await addProductPhoto(desk.ctx(), desk.staff.warehouse, productId, bytes())).toEqual({ ok: false, code });
  });

  it('stores a camera photo resized to the storefront sizes, WebP and JPEG, without its EXIF or GPS', async () => {
    const added = await addProductPhoto(desk.ctx(), desk.staff.warehouse, productId, await cameraPhoto());
    expect(added).toMatchObject({ ok: true, width: 1600, height: 1200 });
    const keys = photoKeysOf(added.ok ? added.path : '');
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      const file = (await desk.files.get(key))!;
      const meta = await sharp(file.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBeLessThanOrEqual(1600);
    }
    expect((await sharp((await desk.files.get(keys[1]!))!.bytes).metadata()).format).toBe('jpeg');
    const state = (await loadEditorState(desk.db, productId))!;
    expect(state.photos.at(-1)).toMatchObject({
      path: added.ok && added.path,
      alt: { el: state.el.name, en: state.en.name },
    });
  });

  it('reorders, sets alt texts per language and deletes (files too), each audited', async () => {
    const second = await addProductPhoto(desk.ctx(), desk.staff.manager, productId, await cameraPhoto());
    const ids = (await loadEditorState(desk.db, productId))!.photos.map((photo) => photo.id);
    await reorderProductPhotos(desk.ctx(), desk.staff.manager, productId, [...ids].reverse());
    expect((await loadEditorState(desk.db, productId))!.photos.map((photo) => photo.id)).toEqual([...ids].reverse());
    const id = second.ok ? second.id : 0;
    await setProductPhotoAlt(desk.ctx(), desk.staff.manager, productId, id, { el: 'Μπροστά', en: 'Front' });
    expect((await loadEditorState(desk.db, productId))!.photos[0]!.alt).toEqual({ el: 'Μπροστά', en: 'Front' });
    expect(await deleteProductPhoto(desk.ctx(), desk.staff.manager, productId, id)).toEqual({ ok: true });
    expect(await desk.files.exists(photoKeysOf(second.ok ? second.path : '')[0]!)).toBe(false);
    expect(await deleteProductPhoto(desk.ctx(), desk.staff.manager, productId, id)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    const actions = (await auditEntries(desk.db, { entity: 'product', entityId: productId })).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['product.photo-add', 'product.photo-order', 'product.photo-alt', 'product.photo-delete']),
    );
  });

  it('lets no accountant touch photos', async () => {
    expect(await addProductPhoto(desk.ctx(), desk.staff.accountant, productId, await cameraPhoto())).toEqual({
      ok: false,
      code: 'NOT_PERMITTED',
    });
  });
});
