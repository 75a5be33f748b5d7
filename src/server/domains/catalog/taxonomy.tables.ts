import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';

export const taxonomyKinds = ['brand', 'category', 'condition', 'model', 'engine', 'rotovator'] as const;
export type TaxonomyKind = (typeof taxonomyKinds)[number];
export const taxonomyKindEnum = pgEnum('taxonomy_kind', taxonomyKinds);

/** One tree per kind: brands, categories, conditions, and the compatibility trees (models, engines, rotovators). */
export const taxonomies = pgTable('taxonomies', {
  id: id(),
  kind: taxonomyKindEnum().notNull().unique(),
  sortOrder: integer().notNull().default(0),
});

export const taxonomyTranslations = pgTable(
  'taxonomy_translations',
  {
    taxonomyId: integer()
      .notNull()
      .references(() => taxonomies.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.taxonomyId, t.locale] })],
);

/** Facts of a taxon that only some kinds have (a model's aliases and engine, an engine's cylinders, ...). */
export type TaxonAttributes = {
  brandKind?: 'tractor' | 'parts' | 'implement';
  country?: string;
  model?: string;
  aliases?: string[];
  engine?: string;
  years?: string;
  hp?: number;
  code?: string;
  cylinders?: number;
  fuel?: 'diesel' | 'petrol';
};

export const taxons = pgTable(
  'taxons',
  {
    id: id(),
    taxonomyId: integer()
      .notNull()
      .references(() => taxonomies.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => taxons.id, { onDelete: 'cascade' }),
    /** Stable key from the import (the CSV slug); unique within its taxonomy. */
    key: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** Raised by every staff save of its texts: a save of an older version is refused (VERSION_CONFLICT). */
    version: integer().notNull().default(0),
    imagePath: text(),
    attributes: jsonb().$type<TaxonAttributes>().notNull().default({}),
    /** Fingerprint of the imported record: an import that brings the same record changes nothing. */
    sourceHash: text(),
    ...timestamps,
  },
  (t) => [unique().on(t.taxonomyId, t.key), index().on(t.parentId)],
);

export const taxonTranslations = pgTable(
  'taxon_translations',
  {
    taxonId: integer()
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    excerpt: text(),
    imageAlt: text(),
  },
  (t) => [primaryKey({ columns: [t.taxonId, t.locale] }), index().on(t.locale, t.slug)],
);

/**
 * Slugs a taxon had before a staff rename, so that old storefront addresses (a category's or a brand's page) reach
 * it with a permanent redirect, as `product_slug_history` does for products. Slugs are unique within a kind.
 */
export const taxonSlugHistory = pgTable(
  'taxon_slug_history',
  {
    taxonomyId: integer()
      .notNull()
      .references(() => taxonomies.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    slug: text().notNull(),
    taxonId: integer()
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.taxonomyId, t.locale, t.slug] }), index().on(t.taxonId)],
);
