import fs from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '@/server/db';
import { buildCatalogueDb } from './build-catalogue-db';

/** What the server reads to know the current files: the index's name and every file's name. */
export type CatalogueManifest = { index: string; files: string[]; publishedAt: string };

export const catalogueDbDir = (uploadsDir: string) => path.join(uploadsDir, 'katalogos');
export const manifestName = 'manifest.json';

/**
 * Writes the catalogue database under `uploads/katalogos/` and switches the manifest to it. Files of the
 * previous publication stay, so pages already open keep working; older ones are removed.
 */
export async function publishCatalogueDb(db: Queryable, uploadsDir: string, now: Date = new Date()): Promise<CatalogueManifest> {
  const dir = catalogueDbDir(uploadsDir);
  await fs.mkdir(dir, { recursive: true });
  const { index, files } = await buildCatalogueDb(db);
  const all = [index, ...files];
  for (const file of all) {
    const target = path.join(dir, file.name);
    if (!(await exists(target))) await writeAtomically(target, file.json);
  }
  const previous = await readManifest(uploadsDir);
  const manifest: CatalogueManifest = { index: index.name, files: all.map((file) => file.name), publishedAt: now.toISOString() };
  await writeAtomically(path.join(dir, manifestName), JSON.stringify(manifest));
  const keep = new Set([manifestName, ...manifest.files, ...(previous?.files ?? [])]);
  for (const name of await fs.readdir(dir)) if (!keep.has(name) && !name.startsWith('.')) await fs.rm(path.join(dir, name), { force: true });
  return manifest;
}

export async function readManifest(uploadsDir: string): Promise<CatalogueManifest | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(catalogueDbDir(uploadsDir), manifestName), 'utf8')) as CatalogueManifest;
  } catch {
    return null;
  }
}

async function writeAtomically(target: string, text: string) {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`);
  await fs.writeFile(temporary, text);
  await fs.rename(temporary, target);
}

async function exists(target: string) {
  return fs.access(target).then(
    () => true,
    () => false,
  );
}
