'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createGraphQLClient, type GraphQLClient } from '@/api-client/client';
import type { Locale } from '@/shared/locales';

const GraphQLContext = createContext<GraphQLClient | null>(null);

/** The browser's data layer: one TanStack Query cache per visit, and the GraphQL client of the page's language. */
export function DataProvider({ tenant, locale, children }: { tenant: string; locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [graphql] = useState(() => createGraphQLClient({ tenant, locale }));
  return (
    <QueryClientProvider client={queryClient}>
      <GraphQLContext.Provider value={graphql}>{children}</GraphQLContext.Provider>
    </QueryClientProvider>
  );
}

export function useGraphQL(): GraphQLClient {
  const client = useContext(GraphQLContext);
  if (!client) throw new Error('useGraphQL outside DataProvider');
  return client;
}
