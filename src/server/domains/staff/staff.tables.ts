import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '@/server/db/columns';
import { users } from '@/server/domains/auth/auth.tables';
import { staffRoles } from './staff-roles';

export const staffRoleEnum = pgEnum('staff_role', staffRoles);

/**
 * A shop account with a staff role, granted by an owner. The TOTP secret is set at the first sign-in and
 * confirmed by the first right code; `lastTotpStep` refuses the same code twice. Disabled members keep their
 * history (audit entries, order events) but cannot sign in.
 */
export const staffMembers = pgTable('staff_members', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  role: staffRoleEnum().notNull(),
  totpSecret: text(),
  totpConfirmedAt: timestamp({ withTimezone: true }),
  lastTotpStep: integer(),
  invitedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  disabledAt: timestamp({ withTimezone: true }),
  version: integer().notNull().default(1),
  ...timestamps,
});

/** The 8 single-use recovery codes shown once at set-up, by their SHA-256. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => staffMembers.userId, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_key').on(t.codeHash), index().on(t.userId)],
);

/**
 * A back-office session, by the SHA-256 of the cookie's random id. It opens the back office only once the second
 * factor is passed (`secondFactorAt`); it ends at `expiresAt` (12 h) or after 30 min without activity.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => staffMembers.userId, { onDelete: 'cascade' }),
    secondFactorAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    address: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash), index().on(t.userId)],
);

/**
 * An invitation by e-mail to join the staff with a role, by the SHA-256 of its link's token. The first owner's
 * set-up link is an invitation nobody sent (`invitedByUserId` null).
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    tokenHash: text().notNull(),
    email: text().notNull(),
    role: staffRoleEnum().notNull(),
    invitedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_invites_token_hash_key').on(t.tokenHash)],
);
