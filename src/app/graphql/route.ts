import { config } from '@/server/config';
import { sharedDatabase } from '@/server/db';
import { readGraphQLSettings } from '@/server/graphql/settings';
import { createShopYoga, type ShopYoga } from '@/server/graphql/yoga';

/** The GraphQL API (spec §7): queries by GET (cacheable when public) or POST. */
export const dynamic = 'force-dynamic';

let yoga: ShopYoga | undefined;

/** Built on the first request, not at build time: configuration is read when the server runs. */
function shopYoga(): ShopYoga {
  yoga ??= createShopYoga({
    database: async () => (await sharedDatabase()).db,
    config: config(),
    safelist: readGraphQLSettings().safelist,
  });
  return yoga;
}

export function GET(request: Request) {
  return shopYoga().fetch(request);
}

export function POST(request: Request) {
  return shopYoga().fetch(request);
}

export function OPTIONS(request: Request) {
  return shopYoga().fetch(request);
}
