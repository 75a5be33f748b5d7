import { bigint, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '@/server/domains/auth/auth.tables';
import { variants } from '@/server/domains/catalog/product.tables';
import { orders } from '@/server/domains/orders/orders.tables';

/** Why a variant's stock changed; the on-hand number always equals the sum of its movements. */
export const stockReasons = ['opening', 'sale', 'release', 'return', 'adjustment', 'import'] as const;
export type StockReason = (typeof stockReasons)[number];
export const stockReasonEnum = pgEnum('stock_reason', stockReasons);

/** The stock ledger: one row per change of a variant's on-hand number, written with the change. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    reason: stockReasonEnum().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_variant_idx').on(t.variantId, t.id)],
);
