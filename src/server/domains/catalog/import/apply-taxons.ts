import 'server-only';
import type { Queryable } from '@/server/db';
import { taxons, taxonTranslations, type TaxonomyKind } from '../taxonomy.tables';
import type { TaxonRecord } from './records';
import { allocateIds, deleteWhereIn, fingerprint, insertRows, upsertRows, type Tally } from './write-helpers';

export type TaxonIds = Map<string, number>;
export const taxonKey = (kind: TaxonomyKind, key: string) => `${kind}:${key}`;

/** Writes new and changed taxons (parents first); returns every taxon id by kind and key, and a tally per kind. */
export async function applyTaxons(
  db: Queryable,
  records: TaxonRecord[],
  taxonomyIds: Map<TaxonomyKind, number>,
  now: Date,
): Promise<{ ids: TaxonIds; tallies: Map<TaxonomyKind, Tally> }> {
  const kindOf = new Map([...taxonomyIds].map(([kind, id]) => [id, kind]));
  const existing = await db
    .select({
      id: taxons.id,
      taxonomyId: taxons.taxonomyId,
      key: taxons.key,
      sourceHash: taxons.sourceHash,
      imagePath: taxons.imagePath,
    })
    .from(taxons);
  const current = new Map(existing.map((row) => [taxonKey(kindOf.get(row.taxonomyId)!, row.key), row]));
  const fresh = records.filter((record) => !current.has(taxonKey(record.kind, record.key)));
  const freshIds = await allocateIds(db, 'taxons', fresh.length);

  const ids: TaxonIds = new Map([...current].map(([key, row]) => [key, row.id]));
  fresh.forEach((record, index) => ids.set(taxonKey(record.kind, record.key), freshIds[index]!));

  const tallies = new Map<TaxonomyKind, Tally>();
  const changed: (typeof taxons.$inferInsert)[] = [];
  for (const record of records) {
    const key = taxonKey(record.kind, record.key);
    const sourceHash = fingerprint(record);
    const before = current.get(key);
    const outcome = !before ? 'created' : before.sourceHash === sourceHash ? 'unchanged' : 'updated';
    if (!record.derived) {
      const tally = tallies.get(record.kind) ?? { created: 0, updated: 0, unchanged: 0 };
      tally[outcome] += 1;
      tallies.set(record.kind, tally);
    }
    if (outcome === 'unchanged') continue;
    changed.push({
      id: ids.get(key)!,
      taxonomyId: taxonomyIds.get(record.kind)!,
      parentId: record.parentKey === null ? null : ids.get(taxonKey(record.kind, record.parentKey))!,
      key: record.key,
      sortOrder: record.sortOrder,
      attributes: record.attributes,
      // A file that names no picture keeps the shop's (a logo imported before, a category picture staff uploaded):
      // the back office's export has no picture column, and a desk import fills left-out files from it.
      imagePath: record.imagePath ?? before?.imagePath ?? null,
      sourceHash,
      updatedAt: now,
    });
  }

  const changedIds = changed.map((row) => row.id!);
  await upsertRows(db, taxons, taxons.id, changed, [
    'parentId',
    'sortOrder',
    'attributes',
    'imagePath',
    'sourceHash',
    'updatedAt',
  ]);
  await deleteWhereIn(db, taxonTranslations, taxonTranslations.taxonId, changedIds);
  const byKey = new Map(records.map((record) => [taxonKey(record.kind, record.key), record]));
  await insertRows(
    db,
    taxonTranslations,
    changed.flatMap((row) => {
      const record = byKey.get(taxonKey(kindOf.get(row.taxonomyId)!, row.key))!;
      return (['el', 'en'] as const).map((locale) => ({ taxonId: row.id!, locale, ...record.translations[locale] }));
    }),
  );
  return { ids, tallies };
}
