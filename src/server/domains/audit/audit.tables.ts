import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '@/server/domains/auth/auth.tables';

/**
 * Every staff write, appended in the same transaction as the change (issue #15). The application only inserts:
 * there is no update or delete path. The actor's e-mail is copied so that the entry still reads after the account
 * is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text(),
    address: text(),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
