/**
 * The browser's copy of the storefront's error messages (src/i18n/error-catalogue.ts), loaded once per address and
 * shared by every component that shows an error code. A failed load is tried again at the next need.
 */
export type ErrorCatalogueMessages = Record<string, unknown>;
export type ErrorCatalogueState = { messages?: ErrorCatalogueMessages; loading?: Promise<void>; failed?: boolean };

const states = new Map<string, ErrorCatalogueState>();
const listeners = new Set<() => void>();

function set(href: string, state: ErrorCatalogueState) {
  states.set(href, state);
  for (const listener of listeners) listener();
}

export const errorCatalogueState = (href: string): ErrorCatalogueState | undefined => states.get(href);

export function onErrorCatalogueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the messages are there, or once loading them failed (then the general system error is shown). */
export function loadErrorCatalogue(href: string): Promise<void> {
  const state = states.get(href);
  if (state?.messages) return Promise.resolve();
  if (state?.loading) return state.loading;
  const loading = fetch(href, { credentials: 'omit' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      set(href, { messages: (await response.json()) as ErrorCatalogueMessages });
    })
    .catch((error: unknown) => {
      console.error('Could not load the error messages', error);
      set(href, { failed: true });
    });
  set(href, { loading });
  return loading;
}
