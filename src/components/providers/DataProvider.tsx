'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { createGraphQLClient, type GraphQLClient } from '@/api-client/client';
import type { Locale } from '@/shared/locales';

const GraphQLContext = createContext<GraphQLClient | null>(null);

/**
 * The GraphQL client of the page's language. The data cache is not here: the parts of a page that query add it
 * (QueryProvider), so that a page without them loads no TanStack Query (issue #20).
 */
export function DataProvider({ tenant, locale, children }: { tenant: string; locale: Locale; children: ReactNode }) {
  const [graphql] = useState(() => createGraphQLClient({ tenant, locale }));
  return <GraphQLContext.Provider value={graphql}>{children}</GraphQLContext.Provider>;
}

export function useGraphQL(): GraphQLClient {
  const client = useContext(GraphQLContext);
  if (!client) throw new Error('useGraphQL outside DataProvider');
  return client;
}
