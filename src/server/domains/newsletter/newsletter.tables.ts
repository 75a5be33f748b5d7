import { pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, localeEnum, timestamps } from '@/server/db/columns';

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
