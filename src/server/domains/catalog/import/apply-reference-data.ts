import 'server-only';
import { eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import type { Translated } from './records';
import { properties, propertyTranslations, warrantyOptions, warrantyOptionTranslations } from '../properties.tables';
import { taxonomies, taxonomyKinds, taxonomyTranslations, type TaxonomyKind } from '../taxonomy.tables';
import { insertRows, upsertRows } from './write-helpers';

const taxonomyNames: Record<TaxonomyKind, Translated<string>> = {
  brand: { el: 'Μάρκες', en: 'Brands' },
  category: { el: 'Κατηγορίες', en: 'Categories' },
  condition: { el: 'Κατάσταση', en: 'Condition' },
  model: { el: 'Μοντέλα τρακτέρ', en: 'Tractor models' },
  engine: { el: 'Κινητήρες', en: 'Engines' },
  rotovator: { el: 'Φρέζες', en: 'Rotovators' },
};

/** The six trees every catalogue has; returns their ids by kind. */
export async function ensureTaxonomies(db: Queryable): Promise<Map<TaxonomyKind, number>> {
  await db
    .insert(taxonomies)
    .values(taxonomyKinds.map((kind, index) => ({ kind, sortOrder: index * 10 })))
    .onConflictDoNothing();
  const rows = await db.select({ id: taxonomies.id, kind: taxonomies.kind }).from(taxonomies);
  const ids = new Map(rows.map((row) => [row.kind, row.id]));
  const translations = taxonomyKinds.flatMap((kind) =>
    (['el', 'en'] as const).map((locale) => ({
      taxonomyId: ids.get(kind)!,
      locale,
      name: taxonomyNames[kind][locale],
    })),
  );
  await upsertRows(
    db,
    taxonomyTranslations,
    [taxonomyTranslations.taxonomyId, taxonomyTranslations.locale],
    translations,
    ['name'],
  );
  return ids;
}

export type PropertyIds = { country: number };

export async function ensureProperties(db: Queryable): Promise<PropertyIds> {
  await db.insert(properties).values({ key: 'country', kind: 'country', position: 10 }).onConflictDoNothing();
  const [country] = await db.select({ id: properties.id }).from(properties).where(eq(properties.key, 'country'));
  const ids = { country: country!.id };
  await upsertRows(
    db,
    propertyTranslations,
    [propertyTranslations.propertyId, propertyTranslations.locale],
    [
      { propertyId: ids.country, locale: 'el', name: 'Χώρα προέλευσης' },
      { propertyId: ids.country, locale: 'en', name: 'Country of origin' },
    ],
    ['name'],
  );
  return ids;
}

/** One warranty option per duration that the catalogue uses ("3 months"); returns their ids by months. */
export async function ensureWarrantyOptions(db: Queryable, months: Set<number>): Promise<Map<number, number>> {
  const existing = await db.select().from(warrantyOptions);
  const missing = [...months].filter((count) => !existing.some((row) => row.durationMonths === count));
  if (missing.length > 0) {
    const created = await db
      .insert(warrantyOptions)
      .values(missing.map((count) => ({ key: `${count}-months`, durationMonths: count })))
      .returning();
    await insertRows(
      db,
      warrantyOptionTranslations,
      created.flatMap((row) => warrantyTranslations(row.id, row.durationMonths)),
    );
    existing.push(...created);
  }
  return new Map(existing.map((row) => [row.durationMonths, row.id]));
}

function warrantyTranslations(warrantyOptionId: number, months: number) {
  const el = months === 1 ? '1 μήνας' : `${months} μήνες`;
  const en = months === 1 ? '1 month' : `${months} months`;
  return [
    {
      warrantyOptionId,
      locale: 'el' as const,
      name: `Εγγύηση ${el}`,
      description: `Εγγύηση καλής λειτουργίας ${el} από την παράδοση.`,
    },
    {
      warrantyOptionId,
      locale: 'en' as const,
      name: `${en} warranty`,
      description: `Warranty of ${en} from delivery against defects.`,
    },
  ];
}
