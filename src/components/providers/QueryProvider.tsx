'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { GraphQLClient } from '@/api-client/client';
import { dataCache } from '@/api-client/data-cache';
import { useGraphQL } from './DataProvider';

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });

/**
 * The browser's cache lives as long as the page's GraphQL client, which the language's layout makes: pages in another
 * language start with a new cache (their answers name things in that language), as they did when the cache was the
 * layout's own. It obeys `dataCache`.
 */
let current: { graphql: GraphQLClient; client: QueryClient; stopListening: () => void } | undefined;

function browserQueryClient(graphql: GraphQLClient): QueryClient {
  if (current?.graphql === graphql) return current.client;
  current?.stopListening();
  const client = newQueryClient();
  const stopListening = dataCache.listen((command) => {
    if (command.kind === 'clear') client.clear();
    else if (command.kind === 'invalidate') void client.invalidateQueries({ queryKey: [command.root] });
    else client.setQueryData(command.key, command.data);
  });
  current = { graphql, client, stopListening };
  return client;
}

/**
 * The data cache for the parts of a page that query the API (the cart, the checkout, the account, the parts
 * catalogue), one per visit and language in the browser. Not in the root layout: pages without such parts load no
 * TanStack Query (issue #20). Each server render gets its own cache, never shared between visitors.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const graphql = useGraphQL();
  const [client] = useState(() => (typeof window === 'undefined' ? newQueryClient() : browserQueryClient(graphql)));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
