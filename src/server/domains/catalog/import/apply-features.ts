import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { locales } from '@/shared/locales';
import { features, featureTranslations } from '@/server/domains/content/content.tables';
import { featuresEditedByStaff } from '@/server/domains/content';
import type { FeatureRecord } from './records';
import { deleteWhereIn, fingerprint, insertRows, upsertRows, type Tally } from './write-helpers';

/** Upserts the shop's features by slug, unless staff have saved the strip in the back office: then it is theirs. */
export async function applyFeatures(db: Queryable, records: FeatureRecord[]): Promise<Tally> {
  if (await featuresEditedByStaff(db)) return { created: 0, updated: 0, unchanged: records.length };
  const existing = new Map((await db.select().from(features)).map((row) => [row.slug, row]));
  const tally: Tally = { created: 0, updated: 0, unchanged: 0 };
  const changed = records.flatMap((record) => {
    const sourceHash = fingerprint(record);
    const before = existing.get(record.slug);
    tally[!before ? 'created' : before.sourceHash === sourceHash ? 'unchanged' : 'updated'] += 1;
    return before?.sourceHash === sourceHash ? [] : [{ record, sourceHash }];
  });
  if (changed.length === 0) return tally;
  const slugs = changed.map(({ record }) => record.slug);
  await upsertRows(
    db,
    features,
    features.slug,
    changed.map(({ record, sourceHash }) => ({ slug: record.slug, icon: record.icon, sourceHash })),
    ['icon', 'sourceHash'],
  );
  const rows = await db
    .select({ id: features.id, slug: features.slug })
    .from(features)
    .where(inArray(features.slug, slugs));
  await deleteWhereIn(
    db,
    featureTranslations,
    featureTranslations.featureId,
    rows.map((row) => row.id),
  );
  const bySlug = new Map(changed.map(({ record }) => [record.slug, record]));
  await insertRows(
    db,
    featureTranslations,
    rows.flatMap((row) =>
      locales.map((locale) => ({ featureId: row.id, locale, name: bySlug.get(row.slug)!.translations[locale].name })),
    ),
  );
  return tally;
}
