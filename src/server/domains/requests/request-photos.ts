import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { photoRules, type PhotoType } from '@/shared/request-rules';

/** A photo as the form sent it: the customer's file name and its bytes (the declared type is never trusted). */
export type PhotoUpload = { name: string; bytes: Uint8Array };

export type PhotoProblem = { index: number; reason: 'PHOTO_TOO_LARGE' | 'PHOTO_NOT_IMAGE' };

const extensions: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type of a file by its first bytes (magic numbers); null for anything else, whatever its name says. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Every photo's problem (too large, or not a JPEG, PNG or WebP), so the form can mark each file. */
export function photoProblems(photos: PhotoUpload[], maxBytes: number): PhotoProblem[] {
  return photos.flatMap((photo, index): PhotoProblem[] => {
    if (photo.bytes.byteLength > maxBytes) return [{ index, reason: 'PHOTO_TOO_LARGE' }];
    if (!photoTypeOf(photo.bytes)) return [{ index, reason: 'PHOTO_NOT_IMAGE' }];
    return [];
  });
}

export type StoredPhoto = { storedName: string; originalName: string; contentType: PhotoType; sizeBytes: number };

/** The folder of a request's photos; the public id is checked by the caller (base64url: no path separators). */
export const requestFolder = (requestsDir: string, publicId: string) => path.join(requestsDir, publicId);

/** A path known only at run time: without the hint the build would trace the whole project into its output. */
function writeNewFile(target: string, bytes: Uint8Array) {
  return fs.writeFile(/* turbopackIgnore: true */ target, bytes, { flag: 'wx' });
}

/** Writes checked photos under the request's folder with random names; returns what the database keeps. */
export async function storePhotos(requestsDir: string, publicId: string, photos: PhotoUpload[]): Promise<StoredPhoto[]> {
  if (photos.length === 0) return [];
  const folder = requestFolder(requestsDir, publicId);
  await fs.mkdir(folder, { recursive: true });
  return Promise.all(
    photos.map(async (photo) => {
      const contentType = photoTypeOf(photo.bytes)!;
      const storedName = `${randomBytes(16).toString('hex')}.${extensions[contentType]}`;
      await writeNewFile(`${folder}${path.sep}${storedName}`, photo.bytes);
      return { storedName, originalName: cleanName(photo.name), contentType, sizeBytes: photo.bytes.byteLength };
    }),
  );
}

/** The customer's file name, only ever shown as text: without folders or control characters, and short. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || 'photo';
}

export const maxPhotos = photoRules.maxFiles;
