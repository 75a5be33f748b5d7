import 'server-only';
import { randomBytes } from 'node:crypto';
import type { FileStorage } from '@/server/storage';
import { photoRules, type PhotoType } from '@/shared/request-rules';
import type { ErrorCodes } from '@/shared/error-codes';

/** A photo as the form sent it: the customer's file name and its bytes (the declared type is never trusted). */
export type PhotoUpload = { name: string; bytes: Uint8Array };

export type PhotoProblem = { index: number; reason: ErrorCodes<'PHOTO_TOO_LARGE' | 'PHOTO_NOT_IMAGE'> };

const extensions: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type of a file by its first bytes (magic numbers); null for anything else, whatever its name says. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
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

/**
 * Where a request's photo is kept among the private files: `{publicId}/{storedName}`. The public id is checked by
 * the caller (base64url: no `/`), the stored name is the shop's own.
 */
export const requestPhotoKey = (publicId: string, storedName: string) => `${publicId}/${storedName}`;

/**
 * Writes checked photos among the private files with random names; returns what the database keeps. When one
 * cannot be written, those that were are removed again and the fault is thrown.
 */
export async function storePhotos(files: FileStorage, publicId: string, photos: PhotoUpload[]): Promise<StoredPhoto[]> {
  const written = await Promise.allSettled(
    photos.map(async (photo): Promise<StoredPhoto> => {
      const contentType = photoTypeOf(photo.bytes)!;
      const storedName = `${randomBytes(16).toString('hex')}.${extensions[contentType]}`;
      await files.put(requestPhotoKey(publicId, storedName), photo.bytes, contentType);
      return { storedName, originalName: cleanName(photo.name), contentType, sizeBytes: photo.bytes.byteLength };
    }),
  );
  const stored = written.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    await removePhotos(files, publicId, stored);
    throw failed.reason;
  }
  return stored;
}

/** Removes a request's stored photos; one that cannot be removed is logged, never hides the fault being handled. */
export async function removePhotos(files: FileStorage, publicId: string, photos: StoredPhoto[]): Promise<void> {
  const removed = await Promise.allSettled(
    photos.map((photo) => files.delete(requestPhotoKey(publicId, photo.storedName))),
  );
  for (const result of removed)
    if (result.status === 'rejected') console.error('a request photo could not be removed', result.reason);
}

/** The customer's file name, only ever shown as text: without folders or control characters, and short. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || 'photo';
}

export const maxPhotos = photoRules.maxFiles;
