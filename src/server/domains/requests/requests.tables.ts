import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';
import { users } from '@/server/domains/auth/auth.tables';

export const requestStatuses = ['pending', 'resolved'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestStatusEnum = pgEnum('request_status', requestStatuses);

/** What happened to a request, in order: its creation, replies from either side, and status changes. */
export const requestEventKinds = ['created', 'customer_reply', 'staff_reply', 'resolved', 'reopened'] as const;
export type RequestEventKind = (typeof requestEventKinds)[number];
export const requestEventKindEnum = pgEnum('request_event_kind', requestEventKinds);

/**
 * A contact request ("do you have this part?"): found by the customer through `publicId` (256 random bits,
 * the `/request/{id}` link), by a member in their account, and by staff.
 */
export const requests = pgTable(
  'requests',
  {
    id: id(),
    publicId: text().notNull().unique(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    tractorModel: text(),
    partNumber: text(),
    status: requestStatusEnum().notNull().default('pending'),
    locale: localeEnum().notNull(),
    /** The staff member answering it; null while nobody has taken it (the desk's "unassigned"). */
    assigneeUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index().on(t.userId), index().on(t.status, t.createdAt), index().on(t.assigneeUserId)],
);

/** The request's history and replies; `body` holds a reply's text. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: id(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    kind: requestEventKindEnum().notNull(),
    body: text(),
    /** The staff member who replied or changed the status; null for the customer. */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.requestId, t.createdAt)],
);

/** A photo sent with a request; the file lives outside the public uploads (under DATA_DIR/requests/). */
export const requestAttachments = pgTable(
  'request_attachments',
  {
    id: id(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** Random file name under the request's folder; never the customer's own file name. */
    storedName: text().notNull(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.requestId)],
);
