import type { YogaInitialContext } from 'graphql-yoga';
import type { Config } from '@/server/config';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { memberOfAccessToken, type Member, type SignInThrottle } from '@/server/domains/auth';
import type { SubscribeThrottle } from '@/server/domains/newsletter';
import type { Mailer } from '@/server/mail/mailer';
import { bearerToken } from '@/server/oauth/bearer';
import { clientAddress } from '@/server/oauth/client-address';
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
  /** Where account e-mails go (SMTP or the outbox). */
  mailer: Mailer;
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
  mailer: Mailer;
  throttle: SignInThrottle;
  subscribeThrottle: SubscribeThrottle;
};

export async function graphqlContext(request: Request, dependencies: ContextDependencies): Promise<Omit<GraphQLContext, keyof YogaInitialContext>> {
  const domain: DomainContext = { db: await dependencies.database(), locale: localeOf(request), now: dependencies.now, config: dependencies.config };
  let member: Promise<Member | null> | undefined;
  return { domain, timeZone: timeZoneOf(request), loaders: catalogLoaders(domain), member: () => (member ??= memberOfAccessToken(domain, bearerToken(request))), mailer: dependencies.mailer, throttle: dependencies.throttle, subscribeThrottle: dependencies.subscribeThrottle, clientAddress: clientAddress(request) };
}
