import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';
import { defaultLocale } from '@/shared/locales';

/** A member's account. The e-mail is stored trimmed and lower-cased: one account per address. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    /** argon2id in PHC form (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`): the parameters travel with the hash. */
    passwordHash: text().notNull(),
    locale: localeEnum().notNull().default(defaultLocale),
    /** Set when the member opened the link of a confirmation e-mail; staff rights need it. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /**
     * "My tractor": the key of the model taxon the member chose in the parts catalogue. Not a foreign key: taxon
     * keys are unique only within their taxonomy, and a catalogue import may drop the model.
     */
    tractorModelKey: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const tokenKinds = ['access', 'refresh'] as const;
export type TokenKind = (typeof tokenKinds)[number];
export const tokenKindEnum = pgEnum('token_kind', tokenKinds);

/**
 * Issued tokens, by the SHA-256 of their value (the value itself is never stored). A sign-in starts a family;
 * each refresh uses its refresh token up and issues the next pair in the same family. Presenting a used
 * refresh token again (after the grace period) revokes the whole family: someone else holds a copy.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: text().notNull(),
    kind: tokenKindEnum().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** A refresh token's use (rotation); null while unused. */
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_family_idx').on(t.family)],
);

export const accountLinkPurposes = ['reset-password', 'verify-email'] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];
export const accountLinkPurposeEnum = pgEnum('account_link_purpose', accountLinkPurposes);

/** Single-use links sent by e-mail (password reset, address confirmation), by the SHA-256 of their token. */
export const accountLinks = pgTable(
  'account_links',
  {
    id: id(),
    tokenHash: text().notNull(),
    purpose: accountLinkPurposeEnum().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_links_token_hash_key').on(t.tokenHash)],
);

/** A member's saved addresses (the address fields of the checkout, spec §3), offered again at checkout. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    company: text(),
    address1: text().notNull(),
    address2: text(),
    floor: text(),
    doorbell: text(),
    phone: text().notNull(),
    alternativePhone: text(),
    /** ISO 3166-1 alpha-2. */
    country: text().notNull(),
    region: text(),
    city: text().notNull(),
    postalCode: text().notNull(),
    /** When an order of the member last went to (or was billed to) it: checkout offers the most recent first. */
    lastUsedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
