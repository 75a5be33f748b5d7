import { integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, localeEnum } from '@/server/db/columns';
import { products, variants } from './product.tables';

/** A way variants differ (side, voltage, size), with its values. */
export const optionTypes = pgTable('option_types', {
  id: id(),
  key: text().notNull().unique(),
  kind: text().notNull().default('select'),
  position: integer().notNull().default(0),
});

export const optionTypeTranslations = pgTable(
  'option_type_translations',
  {
    optionTypeId: integer()
      .notNull()
      .references(() => optionTypes.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionTypeId, t.locale] })],
);

export const optionValues = pgTable(
  'option_values',
  {
    id: id(),
    optionTypeId: integer()
      .notNull()
      .references(() => optionTypes.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [unique().on(t.optionTypeId, t.key)],
);

export const optionValueTranslations = pgTable(
  'option_value_translations',
  {
    optionValueId: integer()
      .notNull()
      .references(() => optionValues.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    label: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionValueId, t.locale] })],
);

export const productOptionTypes = pgTable(
  'product_option_types',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionTypeId: integer()
      .notNull()
      .references(() => optionTypes.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.optionTypeId] })],
);

export const variantOptionValues = pgTable(
  'variant_option_values',
  {
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    optionValueId: integer()
      .notNull()
      .references(() => optionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.optionValueId] })],
);
