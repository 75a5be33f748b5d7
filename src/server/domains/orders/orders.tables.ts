import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';
import { users } from '@/server/domains/auth/auth.tables';
import { variants } from '@/server/domains/catalog/product.tables';
import { sharedCarts } from '@/server/domains/shared-carts/shared-carts.tables';
import type { Address } from '@/shared/address-rules';
import type { InvoiceDetails } from '@/shared/checkout-rules';
import { orderStates, paymentStates } from './order-states';

/** The invoice details as ordered; with reverse charge, the VIES check that allowed it (kept for the books). */
export type OrderInvoice = InvoiceDetails & {
  vatNumberCheck?: { service: 'vies'; checkedAt: string; registeredName: string | null };
};

/** The BOX NOW locker the customer chose at checkout, as BOX NOW named it then (for the receipt and the desk). */
export type OrderLocker = { id: string; name: string; address: string; postalCode: string };

export const orderStateEnum = pgEnum('order_state', orderStates);
export const paymentStateEnum = pgEnum('payment_state', paymentStates);

/**
 * A placed order. Amounts are cents and frozen at placement (excluding VAT, then the VAT and the total).
 * The receipt link's id is 256 random bits: whoever holds the link (the buyer, from the e-mail) sees the order.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    receiptId: text().notNull(),
    /** The browser's checkout session: placing it twice (double click, retry) finds the first order. */
    idempotencyKey: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    locale: localeEnum().notNull(),
    state: orderStateEnum().notNull(),
    currency: char({ length: 3 }).notNull().default('EUR'),
    itemsCents: integer().notNull(),
    shippingCents: integer().notNull(),
    paymentFeeCents: integer().notNull(),
    taxCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** 2400 = 24 %; 2550 = 25.5 %. */
    vatRateBasisPoints: integer().notNull(),
    reverseCharge: boolean().notNull().default(false),
    billingAddress: jsonb().$type<Address>().notNull(),
    shippingAddress: jsonb().$type<Address>().notNull(),
    invoice: jsonb().$type<OrderInvoice>(),
    shippingMethod: text().notNull(),
    /** Where a locker method (BOX NOW) delivers; null for door-to-door methods. */
    locker: jsonb().$type<OrderLocker>(),
    paymentMethod: text().notNull(),
    installments: integer().notNull().default(1),
    notes: text(),
    /** Raised by every staff change: a change made against an older version is refused ("changed, reload"). */
    version: integer().notNull().default(1),
    carrier: text(),
    trackingNumber: text(),
    trackingUrl: text(),
    packedAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    /** A phone order (issue #24): the shared cart it was placed from (one order each) and the staff member who built it. */
    sharedCartId: integer().references(() => sharedCarts.id, { onDelete: 'set null' }),
    phoneOrderStaffUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the order desk's search box matches (lower case): e-mail, names, company, phones. */
    searchText: text().generatedAlwaysAs(
      sql`lower(email || ' ' || coalesce(billing_address->>'firstName', '') || ' ' || coalesce(billing_address->>'lastName', '') || ' ' || coalesce(billing_address->>'company', '') || ' ' || coalesce(billing_address->>'phone', '') || ' ' || coalesce(shipping_address->>'firstName', '') || ' ' || coalesce(shipping_address->>'lastName', '') || ' ' || coalesce(shipping_address->>'phone', ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_receipt_id_key').on(t.receiptId),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('orders_shared_cart_key').on(t.sharedCartId),
    index('orders_user_idx').on(t.userId, t.id),
    // Also carries payment_method, shipping_method and created_at (INCLUDE, migration 0017) for the desk's counts.
    index('orders_state_idx').on(t.state, t.id),
    // Also carries id, state, total_cents and tax_cents (INCLUDE, migration 0026) for the dashboard's sums.
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'orders_total_adds_up',
      sql`${t.totalCents} = ${t.itemsCents} + ${t.shippingCents} + ${t.paymentFeeCents} + ${t.taxCents}`,
    ),
  ],
);

/** What was bought, as it was at placement: a later catalogue change never rewrites an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => variants.id, { onDelete: 'set null' }),
    sku: text().notNull(),
    mpn: text(),
    name: text().notNull(),
    productSlug: text(),
    brand: text(),
    condition: text(),
    quantity: integer().notNull(),
    unitCents: integer().notNull(),
    lineCents: integer().notNull(),
  },
  (t) => [
    // Also carries quantity, sku, line_cents, variant_id and name (INCLUDE, migration 0026) for the dashboard's sums.
    index().on(t.orderId),
    index('order_items_mpn_idx').on(sql`lower(${t.mpn})`),
    index('order_items_sku_idx').on(sql`lower(${t.sku})`),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Each attempt to pay an order (a declined card, then another card, is two payments). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    state: paymentStateEnum().notNull(),
    amountCents: integer().notNull(),
    /** The provider's reference (the sandbox gateway's session); callbacks find the payment by it. */
    providerRef: text(),
    /** The provider's id of the payment itself when it differs from the session (Viva's transaction): refunds name it. */
    providerTransactionRef: text(),
    /** Why the provider refused it (DECLINED, AUTHENTICATION_FAILED), for the customer's message. */
    failureCode: text(),
    /** What the card provider may show: brand and last four digits, never the number. */
    cardSummary: text(),
    /** Money staff recorded as received (a bank transfer, cash on delivery); below the amount it is not paid. */
    receivedCents: integer().notNull().default(0),
    /** The bank's reference of a transfer, as staff typed it. */
    reference: text(),
    ...timestamps,
  },
  (t) => [index().on(t.orderId), uniqueIndex('payments_provider_ref_key').on(t.providerRef)],
);

/** Every move of an order or a payment, for the order's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    fromState: text(),
    toState: text().notNull(),
    /** The staff member who made the move; null for the customer, the payment provider or the shop itself. */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the move carried: a payment's amount and reference, a tracking number, a reason. */
    detail: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId)],
);

/** Staff's internal notes on an order; the customer never sees them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId)],
);

/** Money given back: through the card provider, or recorded as paid back by hand (bank transfer, cash). */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer().references(() => payments.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
    /** 'provider' when the payment provider refunded it, 'manual' when staff paid it back by hand. */
    channel: text().notNull(),
    providerRef: text(),
    reason: text(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId), check('refunds_amount_positive', sql`${t.amountCents} > 0`)],
);

/** Lines that came back: which order lines and how many, whether they went back on the shelf, and why. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lines: jsonb().$type<{ orderItemId: number; quantity: number }[]>().notNull(),
    restock: boolean().notNull(),
    reason: text().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId)],
);
