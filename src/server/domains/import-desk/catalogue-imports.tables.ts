import { integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '@/server/db/columns';
import { users } from '@/server/domains/auth/auth.tables';

/**
 * An import run from the back office moves through: checking (the dry run) → invalid (problems) or checked (counts)
 * → applying → applied or failed. Only a checked one may be applied, and only one at a time.
 */
export const catalogueImportStates = ['checking', 'invalid', 'checked', 'applying', 'applied', 'failed'] as const;
export type CatalogueImportState = (typeof catalogueImportStates)[number];
export const catalogueImportStateEnum = pgEnum('catalogue_import_state', catalogueImportStates);

/** One upload of catalogue files; the files themselves are in private storage under `imports/{id}/`. */
export const catalogueImports = pgTable('catalogue_imports', {
  id: id(),
  state: catalogueImportStateEnum().notNull().default('checking'),
  files: text().array().notNull(),
  actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  /** The dry run's or the import's answer: `{ summary, stockMoved }`, or `{ problems }`. */
  report: jsonb(),
  /** The data rows of the files, for "rows done of total" (the live count is the running worker's). */
  rowsTotal: integer(),
  seconds: integer(),
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
