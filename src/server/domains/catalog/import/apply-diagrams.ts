import 'server-only';
import type { Queryable } from '@/server/db';
import { locales } from '@/shared/locales';
import { diagramHotspots, diagramRefs, diagrams, diagramTranslations } from '../diagram.tables';
import { taxonKey, type TaxonIds } from './apply-taxons';
import type { DiagramRecord } from './records';
import { allocateIds, deleteWhereIn, fingerprint, insertRows, upsertRows, type Tally } from './write-helpers';

/** Upserts parts diagrams by model and section code, with their references and hotspots. */
export async function applyDiagrams(
  db: Queryable,
  records: DiagramRecord[],
  taxonIds: TaxonIds,
  now: Date,
): Promise<Tally> {
  const existing = await db
    .select({
      id: diagrams.id,
      modelTaxonId: diagrams.modelTaxonId,
      code: diagrams.code,
      sourceHash: diagrams.sourceHash,
    })
    .from(diagrams);
  const current = new Map(existing.map((row) => [`${row.modelTaxonId}:${row.code}`, row]));
  const keyOf = (record: DiagramRecord) => `${taxonIds.get(taxonKey('model', record.modelKey))}:${record.code}`;
  const fresh = records.filter((record) => !current.has(keyOf(record)));
  const freshIds = await allocateIds(db, 'diagrams', fresh.length);
  const freshIdOf = new Map(fresh.map((record, index) => [record, freshIds[index]!]));

  const tally: Tally = { created: fresh.length, updated: 0, unchanged: 0 };
  const changed: { id: number; record: DiagramRecord; sourceHash: string }[] = [];
  for (const record of records) {
    const sourceHash = fingerprint(record);
    const before = current.get(keyOf(record));
    if (before?.sourceHash === sourceHash) tally.unchanged += 1;
    else {
      if (before) tally.updated += 1;
      changed.push({ id: before?.id ?? freshIdOf.get(record)!, record, sourceHash });
    }
  }

  const ids = changed.map((entry) => entry.id);
  await upsertRows(
    db,
    diagrams,
    diagrams.id,
    changed.map(({ id, record, sourceHash }) => ({
      id,
      modelTaxonId: taxonIds.get(taxonKey('model', record.modelKey))!,
      code: record.code,
      imagePath: record.imagePath,
      sortOrder: record.sortOrder,
      sourceHash,
      updatedAt: now,
    })),
    ['imagePath', 'sortOrder', 'sourceHash', 'updatedAt'],
  );
  for (const [table, column] of [
    [diagramTranslations, diagramTranslations.diagramId],
    [diagramRefs, diagramRefs.diagramId],
    [diagramHotspots, diagramHotspots.diagramId],
  ] as const)
    await deleteWhereIn(db, table, column, ids);
  await insertRows(
    db,
    diagramTranslations,
    changed.flatMap(({ id, record }) =>
      locales.map((locale) => ({ diagramId: id, locale, ...record.translations[locale] })),
    ),
  );
  await insertRows(
    db,
    diagramRefs,
    changed.flatMap(({ id, record }) => record.refs.map((ref) => ({ diagramId: id, ...ref }))),
  );
  await insertRows(
    db,
    diagramHotspots,
    changed.flatMap(({ id, record }) => record.hotspots.map((spot) => ({ diagramId: id, ...spot }))),
  );
  return tally;
}
