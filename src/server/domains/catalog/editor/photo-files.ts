import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { photoTypeOf } from '@/server/domains/requests';
import type { FileStorage } from '@/server/storage';
import type { ErrorCodes } from '@/shared/error-codes';
import { productPhotoRules, productPhotoSizes } from '@/shared/product-photo-rules';

export type PhotoRefusal = ErrorCodes<'PHOTO_EMPTY' | 'PHOTO_TOO_LARGE' | 'PHOTO_NOT_IMAGE' | 'PHOTO_UNREADABLE'>;

/** HEIC/HEIF from phones: an ISO box `ftyp` with one of the HEIF brands. */
function isHeif(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 12) return false;
  const box = new TextDecoder('latin1').decode(bytes.subarray(4, 12));
  return /^ftyp(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(box);
}

/** Why a file cannot be a product photo, by its size and its first bytes (never its name or declared type). */
export function photoRefusal(bytes: Uint8Array): PhotoRefusal | null {
  if (bytes.byteLength === 0) return 'PHOTO_EMPTY';
  if (bytes.byteLength > productPhotoRules.maxBytes) return 'PHOTO_TOO_LARGE';
  if (!photoTypeOf(bytes) && !isHeif(bytes)) return 'PHOTO_NOT_IMAGE';
  return null;
}

export type PreparedPhoto = {
  base: string;
  width: number;
  height: number;
  files: { key: string; bytes: Buffer; type: string }[];
};

/**
 * Decodes the photo once, turns it upright by its EXIF orientation and writes the sizes the storefront serves:
 * WebP at 1600 px (what the page shows), a JPEG of it for browsers without WebP, and WebP at 400 px for lists. No
 * metadata is copied (sharp writes none unless asked): the camera's GPS position never reaches the shop's pages.
 */
export async function preparePhoto(productId: number, bytes: Uint8Array): Promise<PreparedPhoto | PhotoRefusal> {
  return preparePicture(`products/staff/${productId}`, bytes);
}

/** The same for any picture staff upload (a category's, a brand's), its files named below `folder`. */
export async function preparePicture(folder: string, bytes: Uint8Array): Promise<PreparedPhoto | PhotoRefusal> {
  const refusal = photoRefusal(bytes);
  if (refusal) return refusal;
  const base = `${folder}/${randomBytes(8).toString('hex')}`;
  try {
    // One decode (JPEG shrinks on load), turned upright and brought to the large size; every size is made from it.
    const large = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize(productPhotoSizes.large, productPhotoSizes.large, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(large.data, { raw: { width: large.info.width, height: large.info.height, channels: large.info.channels } });
    const [webp, jpeg, small] = await Promise.all([
      pixels().webp({ quality: 80, effort: 2 }).toBuffer(),
      pixels().jpeg({ quality: 82 }).toBuffer(),
      pixels()
        .resize(productPhotoSizes.small, productPhotoSizes.small, { fit: 'inside' })
        .webp({ quality: 78, effort: 2 })
        .toBuffer(),
    ]);
    return {
      base,
      width: large.info.width,
      height: large.info.height,
      files: [
        { key: `${base}.webp`, bytes: webp, type: 'image/webp' },
        { key: `${base}.jpg`, bytes: jpeg, type: 'image/jpeg' },
        { key: `${base}-${productPhotoSizes.small}.webp`, bytes: small, type: 'image/webp' },
      ],
    };
  } catch {
    // Bytes that start like a picture but do not decode (cut short, or HEIC this build of libvips cannot read).
    return 'PHOTO_UNREADABLE';
  }
}

export async function storePhotoFiles(files: FileStorage, photo: PreparedPhoto): Promise<void> {
  await Promise.all(photo.files.map((file) => files.put(file.key, file.bytes, file.type)));
}

/** Every file written for a photo the editor uploaded; imported pictures are the import's and are left alone. */
export function photoKeysOf(path: string, folder: 'products' | 'taxons' = 'products'): string[] {
  const match = new RegExp(`^(${folder}/staff/\\d+/[0-9a-f]{16})\\.webp$`).exec(path);
  if (!match) return [];
  return [`${match[1]}.webp`, `${match[1]}.jpg`, `${match[1]}-${productPhotoSizes.small}.webp`];
}
