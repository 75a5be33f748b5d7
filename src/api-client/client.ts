import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Locale } from '@/shared/locales';

/** A document of src/api-client/documents as codegen writes it: the sha256 of its text travels, never the text. */
type PersistedDocument<TResult, TVariables> = TypedDocumentNode<TResult, TVariables> & { __meta__?: { hash?: string } };

export type GraphQLClient = {
  /** A public catalogue read by GET (cacheable by the browser and any CDN), cancelled through `signal`. */
  read<TResult, TVariables>(
    document: PersistedDocument<TResult, TVariables>,
    variables: TVariables,
    signal?: AbortSignal,
  ): Promise<TResult>;
  /** A call as the signed-in member (or a mutation) by POST: never cacheable, carries `Authorization: Bearer`. */
  send<TResult, TVariables>(
    document: PersistedDocument<TResult, TVariables>,
    variables: TVariables,
    options?: { token?: string | null; signal?: AbortSignal },
  ): Promise<TResult>;
};

export class GraphQLRequestError extends Error {}

/**
 * Dispatched on `window` when the server refused the bearer token of a call (revoked elsewhere, unknown): the
 * answer was an anonymous one, and the session keeper signs the browser out. `detail` is the refused token.
 */
export const tokenRefusedEvent = 'shop:token-refused';

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's IANA time zone. Temporal answers it at once; the first Intl.DateTimeFormat builds the browser's
 * date patterns, about 70 ms of a phone's main thread (4x slower CPU) on a page's first call (issue #20).
 */
function browserTimeZone(): string {
  return (globalThis as WithTemporal).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The storefront's calls to /graphql with the headers of spec §7. */
export function createGraphQLClient({
  tenant,
  locale,
  endpoint = '/graphql',
}: {
  tenant: string;
  locale: Locale;
  endpoint?: string;
}): GraphQLClient {
  // The time zone on the first call, not when the page starts (issue #20).
  let headers: Record<string, string> | undefined;
  const baseHeaders = () => (headers ??= { tenant, locale, timezone: browserTimeZone() });
  const hashOf = (document: { __meta__?: { hash?: string } }) => {
    const hash = document.__meta__?.hash;
    if (!hash) throw new GraphQLRequestError('not a persisted document');
    return { persistedQuery: { version: 1, sha256Hash: hash } };
  };
  const answer = async <TResult>(response: Response): Promise<TResult> => {
    const body = (await response.json().catch(() => ({}))) as { data?: unknown; errors?: { message: string }[] };
    if (!response.ok || body.errors?.length || !body.data)
      throw new GraphQLRequestError(body.errors?.[0]?.message ?? `GraphQL answered ${response.status}`);
    return body.data as TResult;
  };
  return {
    async read(document, variables, signal) {
      const params = new URLSearchParams({
        variables: JSON.stringify(variables ?? {}),
        extensions: JSON.stringify(hashOf(document)),
      });
      return answer(await fetch(`${endpoint}?${params}`, { headers: baseHeaders(), signal }));
    },
    async send(document, variables, { token, signal } = {}) {
      const body = JSON.stringify({ variables: variables ?? {}, extensions: hashOf(document) });
      const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { ...baseHeaders(), ...authorization, 'content-type': 'application/json' },
        body,
        signal,
      });
      if (
        token &&
        /invalid_token/.test(response.headers.get('www-authenticate') ?? '') &&
        typeof window !== 'undefined'
      )
        window.dispatchEvent(new CustomEvent(tokenRefusedEvent, { detail: token }));
      return answer(response);
    },
  };
}
