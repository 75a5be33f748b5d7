import { integer, pgEnum, timestamp } from 'drizzle-orm/pg-core';
import { locales } from '@/shared/locales';

export const localeEnum = pgEnum('locale', locales);

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
