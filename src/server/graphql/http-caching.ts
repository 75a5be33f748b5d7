import 'server-only';
import { getOperationAST, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Public catalogue queries asked by GET may be kept by browsers and CDNs for a minute (and served stale while
 * refreshed); everything else (POST, mutations, errors, introspection, any field not known to be public) is
 * `no-store`, so that nothing per-user is ever served from a shared cache.
 */
export const publicCacheControl = 'public, max-age=60, stale-while-revalidate=600';

/** The answer differs by these request headers: a cache must key on them. */
const varyHeaders = 'Tenant, Locale, Timezone';

export function httpCaching(publicFields: ReadonlySet<string>): Plugin {
  const cacheable = new WeakSet<Request>();
  return {
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (request?.method !== 'GET' || !asksOnlyPublicFields(args.document, args.operationName, publicFields)) return;
      return {
        onExecuteDone({ result }) {
          if (!(Symbol.asyncIterator in result) && !result.errors?.length) cacheable.add(request);
        },
      };
    },
    onResponse({ request, response }) {
      response.headers.set('cache-control', cacheable.has(request) ? publicCacheControl : 'no-store');
      response.headers.set('vary', varyHeaders);
    },
  };
}

function asksOnlyPublicFields(
  document: DocumentNode,
  operationName: string | null | undefined,
  publicFields: ReadonlySet<string>,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const rootFields = (selectionSet: SelectionSetNode): string[] =>
    selectionSet.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection.name.value];
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      return fragment ? rootFields(fragment.selectionSet) : ['(unknown fragment)'];
    });
  return rootFields(operation.selectionSet).every((field) => field === '__typename' || publicFields.has(field));
}
