import 'server-only';
import { config as shopConfig, type Config } from './config';
import type { Queryable } from './db';
import { defaultLocale, type Locale } from '@/shared/locales';

/** Who is acting: the signed-in member of the caller's token, or nobody (a guest, a script). */
export type ContextUser = { id: number; email: string; staff: boolean; family: string };

/** What every domain function receives first (DESIGN.md): never Next, React or GraphQL objects. */
export type DomainContext = {
  db: Queryable;
  user: ContextUser | null;
  locale: Locale;
  now: () => Date;
  config: Config;
};

/**
 * The one way a domain context is made; each kind of caller supplies what it knows (a page its locale, a GraphQL
 * request its headers and member, a test its clock) and the rest are the shop's own: nobody signed in, the
 * configuration and the real time.
 */
export function domainContext(parts: Pick<DomainContext, 'db'> & Partial<DomainContext>): DomainContext {
  return { user: null, locale: defaultLocale, now: () => new Date(), config: shopConfig(), ...parts };
}
