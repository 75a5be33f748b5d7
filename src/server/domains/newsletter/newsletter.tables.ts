import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';
import { users } from '@/server/domains/auth/auth.tables';
import type { Locale } from '@/shared/locales';

export const subscriberStatuses = ['pending', 'subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
export const subscriberStatusEnum = pgEnum('subscriber_status', subscriberStatuses);

/**
 * A newsletter subscriber with double opt-in: `pending` until the single-use link of the confirmation e-mail
 * (stored as its SHA-256) is opened. The consent's time and language are kept; every newsletter e-mail carries
 * the unsubscribe link made of `unsubscribeToken`.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  /** Lower-cased. */
  email: text().notNull().unique(),
  locale: localeEnum().notNull(),
  status: subscriberStatusEnum().notNull().default('pending'),
  confirmTokenHash: text().unique(),
  confirmExpiresAt: timestamp({ withTimezone: true }),
  unsubscribeToken: text().notNull().unique(),
  consentedAt: timestamp({ withTimezone: true }),
  confirmedAt: timestamp({ withTimezone: true }),
  unsubscribedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

export const newsletterStates = ['draft', 'sending', 'sent'] as const;
export type NewsletterState = (typeof newsletterStates)[number];
export const newsletterStateEnum = pgEnum('newsletter_state', newsletterStates);

/**
 * A newsletter written in the back office: a draft (edited, previewed, tested) until it is sent, then `sending` while
 * the sender job works through its deliveries, and `sent` when none is left. Its text is frozen once sending starts.
 */
export const newsletters = pgTable('newsletters', {
  id: id(),
  subject: jsonb().$type<Record<Locale, string>>().notNull(),
  body: jsonb().$type<Record<Locale, string>>().notNull(),
  state: newsletterStateEnum().notNull().default('draft'),
  /** Raised by every save: a form made from an older version is refused ("changed meanwhile, reload"). */
  version: integer().notNull().default(1),
  /** The confirmed subscribers when sending started: one delivery each. */
  recipients: integer().notNull().default(0),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  sendingAt: timestamp({ withTimezone: true }),
  sentAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

export const deliveryStates = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof deliveryStates)[number];
export const deliveryStateEnum = pgEnum('newsletter_delivery_state', deliveryStates);

/**
 * One newsletter to one subscriber, written for every recipient before the first e-mail goes out. The sender marks a
 * row `sending` (committed) before handing its e-mail to the mailer, so a sender killed midway never sends it again:
 * a row left `sending` by a dead sender is closed as failed ("interrupted"), never retried. `skipped`: the subscriber
 * left before their turn came.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: id(),
    newsletterId: integer()
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: integer()
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    state: deliveryStateEnum().notNull().default('queued'),
    claimedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_once').on(t.newsletterId, t.subscriberId),
    index('newsletter_deliveries_state').on(t.newsletterId, t.state),
  ],
);
