import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';
import { taxons } from './taxonomy.tables';

export const productStatuses = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productStatusEnum = pgEnum('product_status', productStatuses);

export const products = pgTable(
  'products',
  {
    id: id(),
    status: productStatusEnum().notNull().default('draft'),
    featured: boolean().notNull().default(false),
    /** Raised by every staff save: a save of an older version is refused (VERSION_CONFLICT), never overwrites. */
    version: integer().notNull().default(0),
    /** Where a one-off (used) part lies in the warehouse, for whoever picks it; staff only. */
    shelfLocation: text(),
    /** Fingerprint of the imported record: an import that brings the same record changes nothing. */
    sourceHash: text(),
    ...timestamps,
  },
  // The back office lists products most recently changed first: its first page reads 25 index entries.
  (t) => [index('products_updated_idx').on(t.updatedAt.desc(), t.id.desc())],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] }), unique().on(t.locale, t.slug)],
);

/**
 * What is sold: every product has one master variant (its SKU, part number, price and stock)
 * and may have more, told apart by option values. Prices are cents excluding VAT.
 */
export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    isMaster: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    sku: text().notNull().unique(),
    mpn: text(),
    priceCents: integer().notNull(),
    salePriceCents: integer(),
    currency: char({ length: 3 }).notNull().default('EUR'),
    stockOnHand: integer().notNull().default(0),
    /**
     * The stock figure the last catalogue import brought for this variant (null: never imported). The next import
     * applies its figure as a change against this one, so that what was sold since stays sold (see README).
     */
    importedStock: integer(),
    /** At or below this many (and above none) the variant is on the back office's low-stock list; 0: never. */
    lowStockAt: integer().notNull().default(2),
    backorderable: boolean().notNull().default(false),
    weightGrams: integer(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('variants_one_master_per_product')
      .on(t.productId)
      .where(sql`${t.isMaster}`),
    index().on(t.productId),
    index().on(t.mpn),
    check('variants_price_not_negative', sql`${t.priceCents} >= 0`),
    check(
      'variants_sale_below_price',
      sql`${t.salePriceCents} is null or (${t.salePriceCents} >= 0 and ${t.salePriceCents} < ${t.priceCents})`,
    ),
    check('variants_stock_not_negative', sql`${t.stockOnHand} >= 0`),
    check('variants_low_stock_not_negative', sql`${t.lowStockAt} >= 0`),
    // The back office's stock lists read only these (issue #16): sold out, and low.
    index('variants_out_of_stock_idx')
      .on(t.id)
      .where(sql`${t.stockOnHand} = 0`),
    index('variants_low_stock_idx')
      .on(t.stockOnHand, t.id)
      .where(sql`${t.stockOnHand} > 0 and ${t.stockOnHand} <= ${t.lowStockAt}`),
  ],
);

/** Brand, category, condition and compatibility (model, engine, rotovator) are links to taxons. */
export const productTaxons = pgTable(
  'product_taxons',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    taxonId: integer()
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
    /** Keeps the import's order: for a used part the donor model comes first. */
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.taxonId] }), index().on(t.taxonId)],
);

/** Older part numbers that a product replaces, so that a number off an old box still finds it. */
export const supersededNumbers = pgTable(
  'superseded_numbers',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mpn: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mpn] }), index().on(t.mpn)],
);

/** Slugs a product had before, so that old links (and search engines) reach it with a permanent redirect. */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    locale: localeEnum().notNull(),
    slug: text().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] })],
);
