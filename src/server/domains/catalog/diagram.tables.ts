import { index, integer, pgTable, primaryKey, real, text, unique } from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';
import { taxons } from './taxonomy.tables';

/** An exploded parts drawing of one section (engine block, fuel system, ...) of a tractor model. */
export const diagrams = pgTable(
  'diagrams',
  {
    id: id(),
    modelTaxonId: integer()
      .notNull()
      .references(() => taxons.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    imagePath: text().notNull(),
    sortOrder: integer().notNull().default(0),
    sourceHash: text(),
    /** Raised by every staff save: a save of an older version is refused (VERSION_CONFLICT), never overwrites. */
    version: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [unique().on(t.modelTaxonId, t.code)],
);

export const diagramTranslations = pgTable(
  'diagram_translations',
  {
    diagramId: integer()
      .notNull()
      .references(() => diagrams.id, { onDelete: 'cascade' }),
    locale: localeEnum().notNull(),
    title: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.diagramId, t.locale] })],
);

/**
 * A numbered reference on the drawing: which part number, how many. Not every part is sold on its own. A callout
 * may name several part numbers (a kit and its pieces); the import writes one per number.
 */
export const diagramRefs = pgTable(
  'diagram_refs',
  {
    diagramId: integer()
      .notNull()
      .references(() => diagrams.id, { onDelete: 'cascade' }),
    refNo: integer().notNull(),
    mpn: text().notNull(),
    quantity: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.diagramId, t.refNo, t.mpn] }), index().on(t.mpn)],
);

/** Where a reference's numbered callout sits, in percent of the drawing's width and height. */
export const diagramHotspots = pgTable(
  'diagram_hotspots',
  {
    id: id(),
    diagramId: integer()
      .notNull()
      .references(() => diagrams.id, { onDelete: 'cascade' }),
    refNo: integer().notNull(),
    x: real().notNull(),
    y: real().notNull(),
  },
  (t) => [index().on(t.diagramId, t.refNo)],
);
