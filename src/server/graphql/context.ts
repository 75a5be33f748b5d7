import 'server-only';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Config } from '@/server/config';
import { domainContext, type DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { noteRefusedToken } from './refused-token';
import { memberOfAccessToken, type Member, type SignInThrottle } from '@/server/domains/auth';
import type { SubscribeThrottle } from '@/server/domains/newsletter';
import type { JobRunner } from '@/server/jobs/shop-worker';
import { effectiveConfig } from '@/server/settings-reader';
import { bearerToken } from '@/server/http/oauth/bearer';
import { clientAddress } from '@/server/http/client-address';
import { localeOf, timeZoneOf } from './headers';
import { catalogLoaders, type CatalogLoaders } from './loaders';

/** What every resolver receives: the domain context of the request (DESIGN.md), its time zone and its loaders. */
export type GraphQLContext = YogaInitialContext & {
  domain: DomainContext;
  /** The caller's IANA time zone (header `Timezone`), for dates shown to them. */
  timeZone: string;
  loaders: CatalogLoaders;
  /** The member of the bearer access token, looked up once per request when a resolver asks. */
  member: () => Promise<Member | null>;
  /** Asks for queued work (e-mails) to run once the request's changes are committed. */
  jobs: JobRunner;
  /** Per-address limits (registration), and the caller's address. */
  throttle: SignInThrottle;
  /** Newsletter sign-ups per address. */
  subscribeThrottle: SubscribeThrottle;
  clientAddress: string;
};

export type ContextDependencies = {
  /** The shop's database, or a test's. */
  database: () => Promise<Queryable>;
  config: Config;
  now: () => Date;
  jobs: JobRunner;
  throttle: SignInThrottle;
  subscribeThrottle: SubscribeThrottle;
};

export async function graphqlContext(
  request: Request,
  dependencies: ContextDependencies,
): Promise<Omit<GraphQLContext, keyof YogaInitialContext>> {
  const db = await dependencies.database();
  const anonymous = domainContext({
    db,
    locale: localeOf(request),
    now: dependencies.now,
    config: await effectiveConfig(db, dependencies.config),
  });
  // Only a request that sends a token costs the look-up.
  const token = bearerToken(request);
  const user = token ? await memberOfAccessToken(anonymous, token) : null;
  if (token && !user) noteRefusedToken(request);
  const domain = { ...anonymous, user };
  return {
    domain,
    timeZone: timeZoneOf(request),
    loaders: catalogLoaders(domain),
    member: async () => user,
    jobs: dependencies.jobs,
    throttle: dependencies.throttle,
    subscribeThrottle: dependencies.subscribeThrottle,
    clientAddress: clientAddress(request),
  };
}
