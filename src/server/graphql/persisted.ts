import 'server-only';
import { createInMemoryAPQStore, useAPQ as automaticPersistedQueries, type APQStore } from '@graphql-yoga/plugin-apq';
import { usePersistedOperations as persistedOperationsOnly } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import manifest from '@/api-client/generated/persisted-documents.json';
import { statusOfCode } from './errors';

/**
 * Operations by hash. The app's own documents are in the manifest GraphQL Code Generator writes
 * (`sha256:<hex>` of each document's text, which is also what automatic persisted queries hash), so the
 * storefront can always send just the hash, by GET or POST.
 */
const appDocuments = new Map(
  Object.entries(manifest as Record<string, string>).map(([key, document]) => [withoutAlgorithm(key), document]),
);

function withoutAlgorithm(hash: string): string {
  return hash.replace(/^sha256:/, '');
}

export function appDocument(hash: string): string | null {
  return appDocuments.get(withoutAlgorithm(hash)) ?? null;
}

/**
 * Safelist off: any query runs, and Apollo's automatic persisted queries are accepted (a hash the server
 * does not know answers PERSISTED_QUERY_NOT_FOUND, and the client sends the query with it). Memory is bounded.
 * Safelist on (production): only the manifest's documents run; query text is refused.
 */
export function persistedOperations({ safelist }: { safelist: boolean }): Plugin[] {
  return safelist
    ? [safelistOnly()]
    : [automaticPersistedQueries({ store: appDocumentsThen(createInMemoryAPQStore({ max: 1000, ttl: 3_600_000 })) })];
}

function appDocumentsThen(registered: APQStore): APQStore {
  return {
    get: (hash) => appDocument(hash) ?? registered.get(hash),
    set: (hash, query) => registered.set(hash, query),
  };
}

function safelistOnly(): Plugin {
  const refused = (code: 'PERSISTED_QUERY_NOT_IN_LIST' | 'PERSISTED_QUERY_ONLY', message: string) => ({
    message,
    extensions: { code, http: { status: statusOfCode[code] } },
  });
  const onlyPersisted = refused(
    'PERSISTED_QUERY_ONLY',
    'Only the app’s persisted operations are accepted: send extensions.persistedQuery.sha256Hash.',
  );
  return persistedOperationsOnly({
    getPersistedOperation: (hash) => appDocument(hash),
    allowArbitraryOperations: false,
    customErrors: {
      notFound: refused('PERSISTED_QUERY_NOT_IN_LIST', 'This operation is not one of the app’s persisted operations.'),
      persistedQueryOnly: onlyPersisted,
      keyNotFound: onlyPersisted,
    },
  });
}
