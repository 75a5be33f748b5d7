import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { localeEnum } from '@/server/db/columns';
import { products } from '@/server/domains/catalog/product.tables';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per product, rebuilt by `refreshSearchDocuments` whenever the product, its master variant (price,
 * stock) or its taxons change: a search reads this table alone, without joining products or variants.
 * Texts go through the `shop_greek` and `shop_english` configurations (unaccent + snowball stemmer), both
 * languages into one vector, so a search in either language finds the product whatever the interface language.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Names (weight A), brand, category and fitment names (B), descriptions (C), in both languages. */
    document: tsvector().notNull(),
    /** Names only, to rank a match in the name above one elsewhere. */
    nameDocument: tsvector().notNull(),
    /**
     * The part type: the head of the Greek name ("Μίζα", "Φίλτρο λαδιού") and of the English one ("Starter motor"),
     * before the maker, model or sizes. A product whose part type is what the customer named ranks first.
     */
    headEl: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
    headEn: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
    /** Every code folded (no separators, lower case): SKU, part number, superseded numbers, model names and aliases, engine codes. */
    codes: text().array().notNull(),
    /** SKU and part number: an exact hit ranks first. */
    partCodes: text().array().notNull(),
    /** Superseded (old) part numbers. */
    oldCodes: text().array().notNull(),
    /** The codes space-separated, for partial part numbers through trigrams. */
    codesText: text().notNull(),
    /** Taxon ids per kind, for filters and facet counts in one pass; categories include their parents. */
    brandIds: integer().array().notNull(),
    categoryIds: integer().array().notNull(),
    conditionIds: integer().array().notNull(),
    modelIds: integer().array().notNull(),
    engineIds: integer().array().notNull(),
    rotovatorIds: integer().array().notNull(),
    /**
     * Everything a facet counts, in one array: brand, category, condition and model taxon ids, then the availability
     * and the price range as negative keys (search-facets.ts). One pass over it counts every facet.
     */
    facetIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Copies of the product's facts that searches filter, order and count by. */
    active: boolean().notNull().default(false),
    /** The price paid now (the sale price when there is one), in cents excluding VAT. */
    priceCents: integer().notNull().default(0),
    onSale: boolean().notNull().default(false),
    /** 0 available, 1 on backorder, 2 unavailable: orders in-stock first. */
    stockRank: smallint().notNull().default(2),
    featured: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_documents_document_idx').using('gin', t.document),
    index('search_documents_codes_idx').using('gin', t.codes),
    index('search_documents_codes_text_idx').using('gin', t.codesText.op('gin_trgm_ops')),
    // A listing by brand, category, tractor model, engine or rotovator reads its few thousand rows, not all.
    index('search_documents_brand_ids_idx').using('gin', t.brandIds),
    index('search_documents_category_ids_idx').using('gin', t.categoryIds),
    index('search_documents_model_ids_idx').using('gin', t.modelIds),
    index('search_documents_engine_ids_idx').using('gin', t.engineIds),
    index('search_documents_rotovator_ids_idx').using('gin', t.rotovatorIds),
    // The back office's price range and price order read a slice of this, not the whole (wide) table (issue #16).
    index('search_documents_price_idx').on(t.priceCents, t.productId),
  ],
);

/**
 * The catalogue's words (folded), for typo corrections (trigrams), Greeklish (sound key) and completions.
 * Words are added as products are refreshed and never removed: a stale word only suggests nothing.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text().primaryKey(),
    /** Sound key of a Greek word (see normalise.ts); null for words in Latin letters. */
    soundKey: text(),
    /** How many product names use it, to prefer common words in suggestions. */
    frequency: integer().notNull().default(0),
  },
  (t) => [
    index('search_terms_sound_key_idx').on(t.soundKey),
    index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/**
 * One row: bumped in the transaction of every refresh of search documents, so a process can tell whether an
 * answer it remembers (see search-cache.ts) is still the catalogue's.
 */
export const searchVersion = pgTable('search_version', {
  id: smallint().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(0),
  /** The shape of the documents last written by a full rebuild: older shapes are rebuilt at start. */
  documentsFormat: smallint().notNull().default(0),
});

/**
 * Every search a visitor ran (issue #22): what was typed, in which language, how many products it found and the
 * tractor model it was understood to name. Nothing about who searched. Written in batches off the search's path.
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    term: text().notNull(),
    locale: localeEnum().notNull(),
    results: integer().notNull(),
    /** The key (slug) of the model taxon understood in the term, when one was. */
    model: text(),
    searchedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('search_log_searched_at_idx').on(t.searchedAt),
    index('search_log_model_idx')
      .on(t.searchedAt)
      .where(sql`${t.model} is not null`),
    index('search_log_nothing_found_idx')
      .on(t.searchedAt)
      .where(sql`${t.results} = 0`),
  ],
);
