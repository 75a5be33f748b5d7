import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { forEachConcurrently, type FileStorage, type ShopStorage } from '@/server/storage';

export type Place = keyof ShopStorage;
export const places: Place[] = ['public', 'private'];

/** One file of the shop's storage as the backup holds it (`files/<place>/<key>`). */
export type BackedUpFile = { place: Place; key: string; bytes: number; sha256: string; contentType: string };

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Where a stored file lies in the backup folder; keys are the storage's checked relative paths. */
export const copyPath = (backupDir: string, file: Pick<BackedUpFile, 'place' | 'key'>) =>
  path.join(backupDir, 'files', file.place, ...file.key.split('/'));

/** Copies every public and private file (pictures, the parts catalogue's database, request photos) with its checksum. */
export async function copyStorageOut(storage: ShopStorage, backupDir: string): Promise<BackedUpFile[]> {
  const files: BackedUpFile[] = [];
  for (const place of places) {
    const keys = (await storage[place].list('')).sort();
    // Object storage answers each request in a round trip: several at a time.
    await forEachConcurrently(keys, 8, async (key) => {
      const stored = await storage[place].get(key);
      // Deleted since it was listed (a catalogue publication replacing old files): nothing to keep.
      if (!stored) return;
      const target = copyPath(backupDir, { place, key });
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, stored.bytes);
      files.push({
        place,
        key,
        bytes: stored.bytes.byteLength,
        sha256: sha256(stored.bytes),
        contentType: stored.contentType,
      });
    });
  }
  return files.sort((a, b) => a.place.localeCompare(b.place) || a.key.localeCompare(b.key));
}

/** The files of the backup whose copy is missing or no longer matches its checksum. */
export async function damagedCopies(backupDir: string, files: BackedUpFile[]): Promise<string[]> {
  const damaged: string[] = [];
  await forEachConcurrently(files, 8, async (file) => {
    const bytes = await fs.readFile(copyPath(backupDir, file)).catch(() => null);
    if (!bytes || sha256(bytes) !== file.sha256) damaged.push(`files/${file.place}/${file.key}`);
  });
  return damaged.sort();
}

/** Writes the backed-up files into a (fresh) storage, then reads each back and compares its checksum. */
export async function copyStorageIn(storage: ShopStorage, backupDir: string, files: BackedUpFile[]): Promise<void> {
  await forEachConcurrently(files, 8, async (file) => {
    const bytes = new Uint8Array(await fs.readFile(copyPath(backupDir, file)));
    await storage[file.place].put(file.key, bytes, file.contentType);
  });
  const wrong: string[] = [];
  await forEachConcurrently(files, 8, async (file) => {
    const stored = await storage[file.place].get(file.key);
    if (!stored || sha256(stored.bytes) !== file.sha256) wrong.push(`${file.place}/${file.key}`);
  });
  if (wrong.length > 0)
    throw new Error(`The storage did not keep ${wrong.length} restored file(s): ${wrong.slice(0, 5).join(', ')}`);
}

/** How many files a storage holds, in both places. */
export async function fileCount(storage: ShopStorage): Promise<number> {
  const counts = await Promise.all(places.map((place) => (storage[place] as FileStorage).list('')));
  return counts.reduce((sum, keys) => sum + keys.length, 0);
}
