import type { YogaInitialContext } from 'graphql-yoga';
import type { Config } from '@/server/config';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { localeOf, timeZoneOf } from './headers';
import { catalogLoaders, type CatalogLoaders } from './loaders';

/** What every resolver receives: the domain context of the request (DESIGN.md), its time zone and its loaders. */
export type GraphQLContext = YogaInitialContext & {
  domain: DomainContext;
  /** The caller's IANA time zone (header `Timezone`), for dates shown to them. */
  timeZone: string;
  loaders: CatalogLoaders;
};

export type ContextDependencies = {
  /** The shop's database, or a test's. */
  database: () => Promise<Queryable>;
  config: Config;
  now: () => Date;
};

export async function graphqlContext(request: Request, dependencies: ContextDependencies): Promise<Omit<GraphQLContext, keyof YogaInitialContext>> {
  const domain: DomainContext = { db: await dependencies.database(), locale: localeOf(request), now: dependencies.now, config: dependencies.config };
  return { domain, timeZone: timeZoneOf(request), loaders: catalogLoaders(domain) };
}
