import 'server-only';
import { localeFromPath, type Locale } from '@/shared/locales';
import { domainContext, type DomainContext } from './context';
import { sharedDatabase } from './db';

/** For Server Components and cached reads: the shop's database in the page's language. */
export async function pageContext(locale: Locale): Promise<DomainContext> {
  return domainContext({ db: (await sharedDatabase()).db, locale });
}

/** For route handlers: the shop's database, in the language of the address the request came from. */
export async function routeContext(request: Request): Promise<DomainContext> {
  return domainContext({ db: (await sharedDatabase()).db, locale: localeFromPath(new URL(request.url).pathname) });
}
