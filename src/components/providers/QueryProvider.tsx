'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { dataCache } from '@/api-client/data-cache';

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });

let browserClient: QueryClient | undefined;

/** One cache per visit in the browser, shared by every part of the page that queries; it obeys `dataCache`. */
function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  const client = newQueryClient();
  dataCache.listen((command) => {
    if (command.kind === 'clear') client.clear();
    else if (command.kind === 'invalidate') void client.invalidateQueries({ queryKey: [command.root] });
    else client.setQueryData(command.key, command.data);
  });
  browserClient = client;
  return client;
}

/**
 * The data cache for the parts of a page that query the API (the cart, the checkout, the account, the parts
 * catalogue). Not in the root layout: pages without such parts load no TanStack Query (issue #20). Each server render
 * gets its own cache, never shared between visitors.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? newQueryClient() : browserQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
