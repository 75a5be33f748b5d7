import 'server-only';
import { localeFromPath, type Locale } from '@/shared/locales';
import { domainContext, type DomainContext } from './context';
import { sharedDatabase } from './db';
import { effectiveConfig } from './settings-reader';

/** For Server Components and cached reads: the shop's database in the page's language. */
export async function pageContext(locale: Locale): Promise<DomainContext> {
  const { db } = await sharedDatabase();
  return domainContext({ db, locale, config: await effectiveConfig(db) });
}

/** For route handlers: the shop's database, in the language of the address the request came from. */
export async function routeContext(request: Request): Promise<DomainContext> {
  const { db } = await sharedDatabase();
  return domainContext({
    db,
    locale: localeFromPath(new URL(request.url).pathname),
    config: await effectiveConfig(db),
  });
}
