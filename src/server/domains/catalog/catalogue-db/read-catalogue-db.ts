import 'server-only';
import type { FileStorage, StorageContext } from '@/server/storage';
import type {
  CatalogueBrand,
  CatalogueBrandFile,
  CatalogueIndex,
  CatalogueModel,
  CatalogueModelFile,
} from '@/shared/catalogue-db';
import { catalogueDbKey, readManifest } from './publish-catalogue-db';

type Ctx = StorageContext;

/** Published files never change (their name is their content's hash), so a parsed file is kept by name. */
const parsed = new WeakMap<FileStorage, Map<string, unknown>>();

async function readFile<T>(ctx: Ctx, name: string): Promise<T | null> {
  const files = ctx.storage.public;
  let kept = parsed.get(files);
  if (!kept) parsed.set(files, (kept = new Map()));
  if (kept.has(name)) return kept.get(name) as T;
  const file = await files.get(catalogueDbKey(name));
  if (!file) return null;
  let value: T;
  try {
    value = JSON.parse(new TextDecoder().decode(file.bytes)) as T;
  } catch {
    return null;
  }
  if (kept.size > 500) kept.clear();
  kept.set(name, value);
  return value;
}

/** The current index and its file's name; null before the first catalogue import. */
export async function catalogueIndex(ctx: Ctx): Promise<{ file: string; index: CatalogueIndex } | null> {
  const manifest = await readManifest(ctx.storage.public);
  const index = manifest && (await readFile<CatalogueIndex>(ctx, manifest.index));
  return manifest && index ? { file: manifest.index, index } : null;
}

/** A tractor maker of the catalogue with its models; null when there is no such maker. */
export async function catalogueBrand(
  ctx: Ctx,
  brandKey: string,
): Promise<{ brand: CatalogueBrand; models: CatalogueModel[] } | null> {
  const brand = (await catalogueIndex(ctx))?.index.brands.find((each) => each.key === brandKey);
  const file = brand && (await readFile<CatalogueBrandFile>(ctx, brand.file));
  return brand && file ? { brand, models: file.models } : null;
}

/** A tractor model by its maker and URL segment; null when there is no such model. */
export async function catalogueModel(
  ctx: Ctx,
  brandKey: string,
  slug: string,
): Promise<{ brand: CatalogueBrand; model: CatalogueModel } | null> {
  const found = await catalogueBrand(ctx, brandKey);
  const model = found?.models.find((each) => each.slug === slug);
  return found && model ? { brand: found.brand, model } : null;
}

/** A model's diagrams file by its name (the model's `file`); null when it is not published. */
export function catalogueModelFile(ctx: Ctx, file: string): Promise<CatalogueModelFile | null> {
  return readFile<CatalogueModelFile>(ctx, file);
}
