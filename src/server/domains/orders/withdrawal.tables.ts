import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '@/server/db/columns';
import { orderReturns, orders } from './orders.tables';

/**
 * A consumer's withdrawal from an order (the 14-day right): one per order, shown to staff as a return to handle
 * until a return is recorded against it.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    /** The return staff recorded for it; null while it waits for the desk. */
    returnId: integer().references(() => orderReturns.id, { onDelete: 'set null' }),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('order_withdrawals_order_key').on(t.orderId), index().on(t.handledAt)],
);
