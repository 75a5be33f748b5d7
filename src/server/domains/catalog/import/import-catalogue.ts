import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/server/db';
import { scheduleFeedRebuild } from '@/server/domains/feeds';
import { contentTypeOf, forEachConcurrently, type FileStorage, type StorageContext } from '@/server/storage';
import { refreshAllSearchDocuments, refreshSearchDocuments } from '@/server/domains/search';
import type { TaxonomyKind } from '../taxonomy.tables';
import { publishCatalogueDb } from '../catalogue-db';
import { applyContentPages } from './apply-content-pages';
import { applyDiagrams } from './apply-diagrams';
import { applyFeatures } from './apply-features';
import { applyProducts } from './apply-products';
import { ensureProperties, ensureTaxonomies, ensureWarrantyOptions } from './apply-reference-data';
import { applyTaxons } from './apply-taxons';
import type { ImportProblem } from './problems';
import { readCatalogue } from './read-catalogue';
import type { Catalogue } from './records';
import type { Tally } from './write-helpers';

export const importedEntities = [
  'brands',
  'categories',
  'models',
  'engines',
  'rotovators',
  'products',
  'diagrams',
  'features',
  'pages',
] as const;
export type ImportedEntity = (typeof importedEntities)[number];
export type ImportSummary = Record<ImportedEntity, Tally>;
/** `stockMoved`: how many variants' stock the import changed (ledger movements written). */
export type ImportResult =
  { ok: true; summary: ImportSummary; stockMoved: number } | { ok: false; problems: ImportProblem[] };

/**
 * `dryRun`: everything is checked and written inside the transaction, counted, then undone (nothing changes, no file
 * is copied). `onProgress`: told how many of the files' rows are done out of how many, as the writing goes on.
 */
export type ImportOptions = { dryRun?: boolean; onProgress?: (done: number, total: number) => void };

const entityOfKind: Partial<Record<TaxonomyKind, ImportedEntity>> = {
  brand: 'brands',
  category: 'categories',
  model: 'models',
  engine: 'engines',
  rotovator: 'rotovators',
};

/** `actorUserId`: the staff member who runs it from the back office, kept on its stock movements. */
type ImportContext = { db: Db; now: () => Date; actorUserId?: number | null } & StorageContext;

/** Thrown inside the import transaction when the files clash with what the database holds: nothing is kept. */
class ImportRejected extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(`${problems.length} problem(s) with the database's catalogue`);
  }
}

/** Thrown at the end of a dry run's transaction, so that what it wrote is undone; carries what it counted. */
class DryRunDone extends Error {
  constructor(readonly result: Extract<ImportResult, { ok: true }>) {
    super('dry run');
  }
}

/**
 * Imports a catalogue folder in the shop's CSV format (see README) in one transaction:
 * either every file is valid and everything is written, or nothing is and every problem is listed.
 */
export async function importCatalogue(
  ctx: ImportContext,
  dir: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const read = await readCatalogue(dir, (key) => ctx.storage.public.exists(key));
  if (!read.ok) return read;
  const { catalogue } = read;
  const now = ctx.now();
  const total =
    catalogue.taxons.length +
    catalogue.products.length +
    catalogue.diagrams.length +
    catalogue.features.length +
    catalogue.contentPages.length;
  const progress = (done: number) => options.onProgress?.(done, total);
  progress(0);
  try {
    const { summary, stockMoved } = await ctx.db.transaction(async (tx) => {
      const taxonomyIds = await ensureTaxonomies(tx);
      const taxons = await applyTaxons(tx, catalogue.taxons, taxonomyIds, now);
      progress(catalogue.taxons.length);
      const propertyIds = await ensureProperties(tx);
      const warrantyIds = await ensureWarrantyOptions(
        tx,
        new Set(catalogue.products.flatMap((record) => record.warrantyMonths ?? [])),
      );
      // Slugs that clash with the database's are found while writing: every file's are listed, then all is undone.
      const clashes: ImportProblem[] = [];
      const lookups = {
        taxonIds: taxons.ids,
        propertyIds,
        warrantyIds,
        now,
        lines: catalogue.lines.products,
        actorUserId: ctx.actorUserId,
        onProducts: (done: number) => progress(catalogue.taxons.length + done),
      };
      const { changedIds, stockMoved, ...products } = await applyProducts(tx, catalogue.products, lookups, clashes);
      const diagrams = await applyDiagrams(tx, catalogue.diagrams, taxons.ids, now);
      const features = await applyFeatures(tx, catalogue.features);
      const pages = await applyContentPages(tx, catalogue.contentPages, catalogue.lines.pages, now, clashes);
      if (clashes.length > 0) throw new ImportRejected(clashes);
      progress(total);
      // A renamed brand or a new model alias changes the documents of products that did not change themselves.
      const taxonsRewritten = [...taxons.tallies.values()].some((tally) => tally.updated > 0);
      if (!options.dryRun) {
        await (taxonsRewritten ? refreshAllSearchDocuments(tx) : refreshSearchDocuments(tx, changedIds));
        await copyImages(dir, ctx.storage.public, catalogue);
        // The marketplaces' feeds follow the catalogue: one rebuild for the changes of the next few minutes.
        await scheduleFeedRebuild({ db: tx, now: () => now });
      }
      const tallies = Object.fromEntries(
        importedEntities.map((entity) => [entity, { created: 0, updated: 0, unchanged: 0 }]),
      ) as ImportSummary;
      for (const [kind, tally] of taxons.tallies) {
        const entity = entityOfKind[kind];
        if (entity) tallies[entity] = tally;
      }
      const counted = { summary: { ...tallies, products, diagrams, features, pages }, stockMoved };
      if (options.dryRun) throw new DryRunDone({ ok: true, ...counted });
      return counted;
    });
    // The parts catalogue's static database follows every import (issue 8): pages read its new files at once.
    await publishCatalogueDb(ctx.db, ctx.storage.public, now);
    return { ok: true, summary, stockMoved };
  } catch (error) {
    if (error instanceof ImportRejected) return { ok: false, problems: error.problems };
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}

/** Diagram drawings, brand logos and product pictures go to the public files, served under `/uploads/`. */
async function copyImages(dir: string, files: FileStorage, catalogue: Catalogue) {
  const images = [
    ...new Set([
      ...catalogue.diagrams.map((diagram) => diagram.imagePath),
      ...catalogue.products.flatMap((product) => product.images),
      ...catalogue.taxons.flatMap((taxon) => (taxon.imagePath ? [taxon.imagePath] : [])),
    ]),
  ];
  await forEachConcurrently(images, 8, async (image) => {
    // Diagrams and brand logos keep their path (the database names them so); product pictures go under products/.
    const key = image.startsWith('catalogs/') || image.startsWith('brands/') ? image : `products/${image}`;
    const bytes = await fs.readFile(path.join(dir, ...image.split('/'))).catch((error: NodeJS.ErrnoException) => {
      // A product picture the folder leaves out is one the shop already has (checked while reading).
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (bytes) await files.put(key, bytes, contentTypeOf(key) ?? 'application/octet-stream');
  });
}
