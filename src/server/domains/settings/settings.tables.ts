import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '@/server/domains/auth/auth.tables';
import type { ShopSettings } from '@/shared/shop-settings-rules';

/**
 * The shop's settings as the owner saved them on /staff/settings: one row (`id` = 'shop'). Absent on a fresh
 * database, where the environment's values (and their defaults) apply; once saved, the row wins.
 */
export const shopSettings = pgTable('shop_settings', {
  id: text().primaryKey(),
  value: jsonb().$type<ShopSettings>().notNull(),
  /** Raised by every save: a form made from an older version is refused ("changed meanwhile, reload"). */
  version: integer().notNull().default(1),
  updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
