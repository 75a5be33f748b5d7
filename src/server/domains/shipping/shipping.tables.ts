import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from '@/server/db/columns';
import { orders } from '@/server/domains/orders/orders.tables';

/**
 * A courier voucher made for an order (one at a time; a cancelled one stays for the record). Its tracking status is
 * polled until the parcel is delivered (the order is then completed) or the voucher cancelled.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `acs`, `boxnow` or `manual`. */
    carrier: text().notNull(),
    voucherNumber: text().notNull(),
    trackingUrl: text(),
    /** Cash the courier collects from the customer (cash on delivery), in cents; 0 when prepaid. */
    codCents: integer().notNull().default(0),
    /** The BOX NOW locker the parcel goes to. */
    lockerId: text(),
    /** created, in_transit, at_locker, delivered, returned or cancelled. */
    status: text().notNull().default('created'),
    statusText: text(),
    /** When the status last changed (the customer's "since"); polls that find it unchanged leave it. */
    statusChangedAt: timestamp({ withTimezone: true }),
    lastPolledAt: timestamp({ withTimezone: true }),
    /** The courier's daily pickup list the parcel went on (ACS's close-out), once the day was closed. */
    pickupList: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.orderId), index('shipments_open_idx').on(t.status, t.lastPolledAt)],
);

export type Shipment = typeof shipments.$inferSelect;
