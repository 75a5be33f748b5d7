import { boolean, index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, localeEnum } from '@/server/db/columns';
import { products, variants } from './product.tables';

/** How a property value is shown: `country` holds an ISO code, shown as the country's name and apart from the rest. */
export const propertyKinds = ['text', 'country'] as const;
export type PropertyKind = (typeof propertyKinds)[number];
export const propertyKindEnum = pgEnum('property_kind', propertyKinds);

export const properties = pgTable('properties', {
  id: id(),
  key: text().notNull().unique(),
  kind: propertyKindEnum().notNull().default('text'),
  multiple: boolean().notNull().default(false),
  displayAs: text(),
  position: integer().notNull().default(0),
});

export const propertyTranslations = pgTable(
  'property_translations',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.locale] })],
);

export const productProperties = pgTable(
  'product_properties',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** A `text` value is kept per language; a country code is the same in each. */
    locale: localeEnum().notNull(),
    value: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.propertyId, t.locale] }), index().on(t.propertyId)],
);

export const warrantyOptions = pgTable('warranty_options', {
  id: id(),
  key: text().notNull().unique(),
  durationMonths: integer().notNull(),
});

export const warrantyOptionTranslations = pgTable(
  'warranty_option_translations',
  {
    warrantyOptionId: integer()
      .notNull()
      .references(() => warrantyOptions.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.warrantyOptionId, t.locale] })],
);

export const productWarranties = pgTable(
  'product_warranties',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warrantyOptionId: integer()
      .notNull()
      .references(() => warrantyOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warrantyOptionId] })],
);

/** Ordered pictures of a product (or of one variant), with alt text per language. */
export const images = pgTable(
  'images',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => variants.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    path: text().notNull(),
    width: integer(),
    height: integer(),
  },
  (t) => [index().on(t.productId, t.position)],
);

export const imageTranslations = pgTable(
  'image_translations',
  {
    imageId: integer()
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    alt: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.locale] })],
);
