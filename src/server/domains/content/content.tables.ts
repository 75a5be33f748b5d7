import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, localeEnum } from '@/server/db/columns';

/** The shop's selling points shown in the features strip (spec §2): an icon and a name per language. */
export const features = pgTable('features', {
  id: id(),
  slug: text().notNull().unique(),
  icon: text().notNull(),
  sourceHash: text(),
});

export const featureTranslations = pgTable(
  'feature_translations',
  {
    featureId: integer()
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.featureId, t.locale] })],
);
