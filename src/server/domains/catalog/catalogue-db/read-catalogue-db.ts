import fs from 'node:fs/promises';
import path from 'node:path';
import type { DomainContext } from '@/server/context';
import type { CatalogueBrand, CatalogueBrandFile, CatalogueIndex, CatalogueModel } from '@/shared/catalogue-db';
import { catalogueDbDir, readManifest } from './publish-catalogue-db';

type Ctx = Pick<DomainContext, 'config'>;

/** Published files never change (their name is their content's hash), so a parsed file is kept by name. */
const parsed = new Map<string, unknown>();

async function readFile<T>(ctx: Ctx, name: string): Promise<T | null> {
  const key = `${ctx.config.uploadsDir}\n${name}`;
  if (parsed.has(key)) return parsed.get(key) as T;
  try {
    const value = JSON.parse(await fs.readFile(path.join(catalogueDbDir(ctx.config.uploadsDir), name), 'utf8')) as T;
    if (parsed.size > 500) parsed.clear();
    parsed.set(key, value);
    return value;
  } catch {
    return null;
  }
}

/** The current index and its file's name; null before the first catalogue import. */
export async function catalogueIndex(ctx: Ctx): Promise<{ file: string; index: CatalogueIndex } | null> {
  const manifest = await readManifest(ctx.config.uploadsDir);
  const index = manifest && (await readFile<CatalogueIndex>(ctx, manifest.index));
  return manifest && index ? { file: manifest.index, index } : null;
}

/** A tractor maker of the catalogue with its models; null when there is no such maker. */
export async function catalogueBrand(ctx: Ctx, brandKey: string): Promise<{ brand: CatalogueBrand; models: CatalogueModel[] } | null> {
  const brand = (await catalogueIndex(ctx))?.index.brands.find((each) => each.key === brandKey);
  const file = brand && (await readFile<CatalogueBrandFile>(ctx, brand.file));
  return brand && file ? { brand, models: file.models } : null;
}

/** A tractor model by its maker and URL segment; null when there is no such model. */
export async function catalogueModel(ctx: Ctx, brandKey: string, slug: string): Promise<{ brand: CatalogueBrand; model: CatalogueModel } | null> {
  const found = await catalogueBrand(ctx, brandKey);
  const model = found?.models.find((each) => each.slug === slug);
  return found && model ? { brand: found.brand, model } : null;
}
