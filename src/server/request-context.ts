import 'server-only';
import { getLocale } from 'next-intl/server';
import { isLocale, defaultLocale } from '@/shared/locales';
import { config } from './config';
import type { DomainContext } from './context';
import { sharedDatabase } from './db';

/** The domain context of the current request, for Server Components and route handlers. */
export async function requestContext(): Promise<DomainContext> {
  const [database, locale] = await Promise.all([sharedDatabase(), getLocale()]);
  return { db: database.db, locale: isLocale(locale) ? locale : defaultLocale, now: () => new Date(), config: config() };
}
