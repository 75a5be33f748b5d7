import 'server-only';
import {
  createLogger,
  createSchema,
  createYoga,
  type YogaInitialContext,
  type YogaLogger,
  type YogaServerOptions,
} from 'graphql-yoga';
import type { Config } from '@/server/config';
import type { Queryable } from '@/server/db';
import { loggableError } from '@/server/loggable-error';
import { catalogPublicFields, catalogResolvers } from './catalog.resolvers';
import { graphqlContext, type GraphQLContext } from './context';
import { refusedTokenHeader } from './refused-token';
import { maskedErrors, normalisedErrors } from './errors';
import { typeDefs } from './generated/type-defs';
import { tenantCheck } from './headers';
import { httpCaching } from './http-caching';
import { operationLimitsPlugin } from './limits';
import { persistedOperations } from './persisted';
import { nulInputRefusal } from './text-input';
import { readableGetParams } from './get-params';
import { sharedSignInThrottle, type SignInThrottle } from '@/server/domains/auth';
import { sharedSubscribeThrottle, type SubscribeThrottle } from '@/server/domains/newsletter';
import { shopJobRunner, type JobRunner } from '@/server/jobs/shop-worker';
import { addressResolvers } from './addresses.resolvers';
import { cartResolvers } from './cart.resolvers';
import { checkoutResolvers } from './checkout.resolvers';
import { orderResolvers } from './orders.resolvers';
import { identityResolvers } from './identity.resolvers';
import { newsletterResolvers } from './newsletter.resolvers';
import { sharedCartResolvers } from './shared-carts.resolvers';
import { requestResolvers } from './requests.resolvers';
import { searchPublicFields, searchResolvers } from './search.resolvers';

export type ShopYogaOptions = {
  /** The database to read; tests pass their own. */
  database: () => Promise<Queryable>;
  config: Config;
  /** GRAPHQL_SAFELIST=on: only the app's persisted documents run. */
  safelist: boolean;
  now?: () => Date;
  /** Yoga's logger: unexpected errors are logged here, without query values (the client sees "Unexpected error."). */
  logging?: YogaServerOptions<object, object>['logging'];
  jobs?: JobRunner;
  /** Per-address limits; by default Redis or this process's memory, as configured. */
  throttle?: SignInThrottle;
  /** Newsletter sign-ups per address; by default Redis or this process's memory, as configured. */
  subscribeThrottle?: SubscribeThrottle;
};

export const graphqlEndpoint = '/graphql';

const schema = createSchema<GraphQLContext>({
  typeDefs,
  resolvers: [
    catalogResolvers,
    searchResolvers,
    identityResolvers,
    addressResolvers,
    cartResolvers,
    checkoutResolvers,
    orderResolvers,
    newsletterResolvers,
    requestResolvers,
    sharedCartResolvers,
  ],
});
const publicFields = new Set([...catalogPublicFields, ...searchPublicFields]);

/** The API at /graphql: a fetch handler (Request in, Response out) for the route handler and for tests. */
export function createShopYoga({
  database,
  config,
  safelist,
  now = () => new Date(),
  logging = true,
  jobs = shopJobRunner,
  throttle = sharedSignInThrottle(config.redisUrl, config.registrationsPerHour),
  subscribeThrottle = sharedSubscribeThrottle(config.redisUrl),
}: ShopYogaOptions) {
  return createYoga<object, Omit<GraphQLContext, keyof YogaInitialContext>>({
    schema,
    graphqlEndpoint,
    context: ({ request }) => graphqlContext(request, { database, config, now, jobs, throttle, subscribeThrottle }),
    // Order matters: the tenant is checked before an operation is looked up, and limits before it runs.
    plugins: [
      tenantCheck(config.tenantId),
      readableGetParams(),
      nulInputRefusal(),
      ...persistedOperations({ safelist }),
      operationLimitsPlugin(),
      httpCaching(publicFields),
      normalisedErrors(),
      refusedTokenHeader(),
    ],
    maskedErrors,
    graphiql: false,
    landingPage: false,
    cors: {
      origin: config.siteUrl,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'tenant', 'locale', 'timezone', 'authorization'],
    },
    logging: withoutQueryValues(logging),
  });
}

/** Yoga's logger as configured, with failed queries logged without the values they were given. */
function withoutQueryValues(logging: ShopYogaOptions['logging']): YogaLogger {
  const logger =
    typeof logging === 'object'
      ? logging
      : createLogger(logging === false ? 'silent' : logging === true || logging === undefined ? 'info' : logging);
  return {
    ...logger,
    warn: (...args) => logger.warn(...args.map(loggableError)),
    error: (...args) => logger.error(...args.map(loggableError)),
  };
}

export type ShopYoga = ReturnType<typeof createShopYoga>;
