import { integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';

/** The shop's selling points shown in the features strip (spec §2): an icon and a name per language. */
export const features = pgTable('features', {
  id: id(),
  slug: text().notNull().unique(),
  icon: text().notNull(),
  /** The strip's order, as staff set it on /staff/content (imported ones start at 0, then by slug). */
  position: integer().notNull().default(0),
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

/**
 * The shop's own pages (cookie policy, terms, payment and shipping methods, about, ...): Markdown per language,
 * in the database so that staff can edit them without a deploy. `page` is the stable key (`cookie-policy`),
 * `slug` the page's path in its language (`politiki-cookies`).
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    page: text().notNull(),
    locale: localeEnum().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    sourceHash: text(),
    /** Raised by every staff save: an editor opened on an older version is refused ("changed meanwhile"). */
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [unique().on(t.page, t.locale), unique().on(t.locale, t.slug)],
);

/** Slugs a page had before a staff edit, so that old links reach it with a permanent redirect (as products do). */
export const contentPageSlugHistory = pgTable(
  'content_page_slug_history',
  {
    locale: localeEnum().notNull(),
    slug: text().notNull(),
    /** The page's key (`cookie-policy`); a page is its rows in `content_pages`, so there is no row to reference. */
    page: text().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] })],
);
