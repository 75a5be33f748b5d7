import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';
import { users } from '@/server/domains/auth/auth.tables';
import { variants } from '@/server/domains/catalog/product.tables';
import { staffMembers } from '@/server/domains/staff/staff.tables';

export const sharedCartStatuses = ['open', 'closed'] as const;
export type SharedCartStatus = (typeof sharedCartStatuses)[number];
export const sharedCartStatusEnum = pgEnum('shared_cart_status', sharedCartStatuses);

/**
 * A phone order's cart (issue #24): built by a staff member (its owner) for one customer, a member or a guest's
 * e-mail. `token` is the link's random id (192 bits): kept readable so staff can show and resend the link, and
 * never written to the audit log. `shortCode` (8 characters, read out on the phone) opens it only together with
 * the customer's e-mail or phone. `version` grows with every change: pages poll it to stay live.
 */
export const sharedCarts = pgTable(
  'shared_carts',
  {
    id: id(),
    token: text().notNull(),
    shortCode: text().notNull(),
    ownerStaffUserId: integer()
      .notNull()
      .references(() => staffMembers.userId, { onDelete: 'restrict' }),
    memberUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The member's e-mail or the guest's: the order must be placed with it. */
    customerEmail: text(),
    customerPhone: text(),
    /** The customer's language, for the e-mail with the link. */
    locale: localeEnum().notNull(),
    note: text().notNull().default(''),
    /** On every line, after the line's own discount: 1000 = 10 %. */
    discountBasisPoints: integer().notNull().default(0),
    status: sharedCartStatusEnum().notNull().default('open'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shared_carts_token_key').on(t.token),
    uniqueIndex('shared_carts_short_code_key').on(t.shortCode),
    index().on(t.ownerStaffUserId, t.status),
    index().on(t.status, t.createdAt),
    check('shared_carts_discount_range', sql`${t.discountBasisPoints} between 0 and 10000`),
  ],
);

/** A line with its price locked when staff added it (excl. VAT); the customer can lower the quantity only. */
export const sharedCartLines = pgTable(
  'shared_cart_lines',
  {
    sharedCartId: integer()
      .notNull()
      .references(() => sharedCarts.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    unitCents: integer().notNull(),
    currency: text().notNull().default('EUR'),
    discountBasisPoints: integer().notNull().default(0),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sharedCartId, t.variantId] }),
    index().on(t.variantId),
    check('shared_cart_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('shared_cart_lines_discount_range', sql`${t.discountBasisPoints} between 0 and 10000`),
  ],
);
