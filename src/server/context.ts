import type { Config } from './config';
import type { Queryable } from './db';
import type { Locale } from '@/shared/locales';

/** What every domain function receives first (DESIGN.md): never Next, React or GraphQL objects. */
export type DomainContext = {
  db: Queryable;
  locale: Locale;
  now: () => Date;
  config: Config;
};
