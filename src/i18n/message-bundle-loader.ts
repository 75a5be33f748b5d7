import type { MessageTree } from './client-messages';

/**
 * The browser's copies of the message bundles (src/i18n/message-bundles.ts), each loaded once per address and shared
 * by every component that needs it. A failed load is tried again at the next need.
 */
export type BundleMessages = MessageTree;
export type BundleState = { messages?: BundleMessages; loading?: Promise<void>; failed?: boolean };

const states = new Map<string, BundleState>();
const listeners = new Set<() => void>();

function set(href: string, state: BundleState) {
  states.set(href, state);
  for (const listener of listeners) listener();
}

export const bundleState = (href: string): BundleState | undefined => states.get(href);

export function onBundleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the messages are there, or once loading them failed. */
export function loadBundle(href: string): Promise<void> {
  const state = states.get(href);
  if (state?.messages) return Promise.resolve();
  if (state?.loading) return state.loading;
  const loading = fetch(href, { credentials: 'omit' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      set(href, { messages: (await response.json()) as BundleMessages });
    })
    .catch((error: unknown) => {
      console.error('Could not load messages', error);
      set(href, { failed: true });
    });
  set(href, { loading });
  return loading;
}
