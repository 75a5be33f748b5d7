import type { Locale } from './locales';

/**
 * The static parts-catalogue database (spec §7): JSON files with a content hash in their names, published after
 * every catalogue import and queried in the browser. Split so the first view downloads little: one small index
 * of manufacturers, one file per manufacturer with its models, one file per model with its diagram sections.
 */
export type CatalogueIndex = { brands: CatalogueBrand[] };

export type CatalogueBrand = {
  key: string;
  name: string;
  country: string | null;
  /** Tractor models of this maker, and how many of them have exploded diagrams. */
  models: number;
  diagramModels: number;
  file: string;
};

export type CatalogueBrandFile = { brand: { key: string; name: string }; models: CatalogueModel[] };

export type CatalogueModel = {
  key: string;
  brand: string;
  /** The model name as printed on the tractor, and other spellings and rebadges. */
  model: string;
  aliases: string[];
  /** The model's URL segment under its maker. */
  slug: string;
  years: string | null;
  hp: number | null;
  engine: string | null;
  /** Active parts in the shop that fit this model. */
  parts: number;
  sections: number;
  /** The model's diagrams; null when it has none. */
  file: string | null;
};

export type CatalogueModelFile = { model: CatalogueModel; brandName: string; sections: CatalogueSection[] };

/**
 * What the server renders of a model's diagrams before the browser has the whole file (issue #20: the drawing is the
 * page's largest picture): every section's name, and the chosen one (else the first) with its parts.
 */
export function firstViewOf(file: CatalogueModelFile, section: string | null): CatalogueModelFile {
  const shown = file.sections.find((each) => each.code === section) ?? file.sections[0];
  return {
    ...file,
    sections: file.sections.map((each) => (each === shown ? each : { ...each, refs: [] })),
  };
}

export type CatalogueSection = { code: string; title: Record<Locale, string>; image: string; refs: CatalogueRef[] };

/** A numbered reference of a drawing; `skus` are the active products sold under its part number (none: not sold alone). */
export type CatalogueRef = {
  ref: number;
  mpn: string;
  qty: number;
  x: number | null;
  y: number | null;
  skus: string[];
};

/** Where the published files are served from. */
export const catalogueDbBase = '/uploads/katalogos';

export const catalogueFileUrl = (file: string) => `${catalogueDbBase}/${file}`;

export const katalogosPath = (brand?: string, model?: string) => ['/katalogos', brand, model].filter(Boolean).join('/');

/** `kubota-l1-185` under `kubota` is `l1-185`: the maker is already in the path. */
export function modelSlug(brandKey: string, modelKey: string): string {
  return modelKey.startsWith(`${brandKey}-`) ? modelKey.slice(brandKey.length + 1) : modelKey;
}
