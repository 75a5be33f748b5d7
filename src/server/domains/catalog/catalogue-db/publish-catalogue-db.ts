import 'server-only';
import type { Queryable } from '@/server/db';
import { forEachConcurrently, type FileStorage } from '@/server/storage';
import { buildCatalogueDb } from './build-catalogue-db';

/** What the server reads to know the current files: the index's name and every file's name. */
export type CatalogueManifest = { index: string; files: string[]; publishedAt: string };

/** The folder of the public files (`/uploads/katalogos/…`) that holds the catalogue database. */
export const catalogueDbFolder = 'katalogos';
export const catalogueDbKey = (name: string) => `${catalogueDbFolder}/${name}`;
export const manifestName = 'manifest.json';

const json = 'application/json; charset=utf-8';

/**
 * Writes the catalogue database under `katalogos/` of the public files and switches the manifest to it. Files of
 * the previous publication stay, so pages already open keep working; older ones are removed.
 */
export async function publishCatalogueDb(
  db: Queryable,
  files: FileStorage,
  now: Date = new Date(),
): Promise<CatalogueManifest> {
  const { index, files: built } = await buildCatalogueDb(db);
  const all = [index, ...built];
  // A file's name is its content's hash: one already there is already right.
  const present = new Set(await files.list(`${catalogueDbFolder}/`));
  await forEachConcurrently(
    all.filter((file) => !present.has(catalogueDbKey(file.name))),
    8,
    (file) => files.put(catalogueDbKey(file.name), Buffer.from(file.json), json),
  );
  const previous = await readManifest(files);
  const manifest: CatalogueManifest = {
    index: index.name,
    files: all.map((file) => file.name),
    publishedAt: now.toISOString(),
  };
  await files.put(catalogueDbKey(manifestName), Buffer.from(JSON.stringify(manifest)), json);
  const keep = new Set([manifestName, ...manifest.files, ...(previous?.files ?? [])].map(catalogueDbKey));
  await forEachConcurrently(
    (await files.list(`${catalogueDbFolder}/`)).filter((key) => !keep.has(key)),
    8,
    (key) => files.delete(key),
  );
  return manifest;
}

/** The current publication; null before the first one (or when its manifest is unreadable). */
export async function readManifest(files: FileStorage): Promise<CatalogueManifest | null> {
  const file = await files.get(catalogueDbKey(manifestName));
  if (!file) return null;
  try {
    return JSON.parse(new TextDecoder().decode(file.bytes)) as CatalogueManifest;
  } catch {
    return null;
  }
}
