import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamps } from '@/server/db/columns';
import { users } from '@/server/domains/auth/auth.tables';
import { variants } from '@/server/domains/catalog/product.tables';

/**
 * A cart on the server: a guest's is found by the SHA-256 of its random token (the browser keeps the token),
 * a member's by the account (one each). Prices are never stored here: the cart always shows today's.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    tokenHash: text(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carts_token_hash_key').on(t.tokenHash),
    uniqueIndex('carts_user_key').on(t.userId),
    check('carts_guest_or_member', sql`(${t.tokenHash} is null) <> (${t.userId} is null)`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    index().on(t.variantId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
