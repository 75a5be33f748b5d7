import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '@/server/db/columns';
import { products } from '@/server/domains/catalog/product.tables';
import { taxons } from '@/server/domains/catalog/taxonomy.tables';

export const marketplaces = ['skroutz', 'bestprice', 'google'] as const;
export type Marketplace = (typeof marketplaces)[number];
export const marketplaceEnum = pgEnum('marketplace', marketplaces);

/**
 * What staff keep off a marketplace's feed: one product, or a category (and with it every category under it).
 * Everything else that is for sale is listed; a row names exactly one of the two.
 */
export const feedExclusions = pgTable(
  'feed_exclusions',
  {
    id: id(),
    marketplace: marketplaceEnum().notNull(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer().references(() => taxons.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feed_exclusions_one_target', sql`(${t.productId} is null) <> (${t.categoryId} is null)`),
    uniqueIndex('feed_exclusions_product')
      .on(t.marketplace, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex('feed_exclusions_category')
      .on(t.marketplace, t.categoryId)
      .where(sql`${t.categoryId} is not null`),
    index().on(t.categoryId),
    index().on(t.productId),
  ],
);
