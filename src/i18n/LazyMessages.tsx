'use client';

import { useMessages } from 'next-intl';
import { useCallback, useEffect, type ReactNode } from 'react';
import { branchAt, type MessageTree } from './client-messages';
import { loadBundle, type BundleMessages } from './message-bundle-loader';
import { messageBundles, type NamespaceBundle } from './message-bundles';
import { MergeMessages } from './MergeMessages';
import { useBundle } from './MessageBundlesSource';

/**
 * A bundle's messages (src/i18n/message-bundles.ts) for a part that loads when first needed: `load()` starts
 * loading them, and does nothing when the page carries them already (the cart page, for the cart drawer).
 */
export function useBundleMessages(bundle: NamespaceBundle): {
  carried: boolean;
  messages: BundleMessages | undefined;
  load: () => void;
} {
  const inherited = useMessages() as unknown as MessageTree;
  const carried = messageBundles[bundle].every((namespace) => branchAt(inherited, namespace) !== undefined);
  const { href, state } = useBundle(bundle);
  const load = useCallback(() => {
    if (!carried && href) void loadBundle(href);
  }, [carried, href]);
  return { carried, messages: state?.messages, load };
}

/**
 * Starts loading a part's texts and its code (`preload`) before it is first drawn: call the function returned on the
 * visitor's intent (an add to the cart, a finger on the menu button).
 */
export function useWarmBundle(bundle: NamespaceBundle, preload: () => Promise<unknown>): () => void {
  const { load } = useBundleMessages(bundle);
  return () => {
    load();
    void preload();
  };
}

/**
 * Renders its children with the messages of a bundle the page does not carry, once they have loaded: wrap a part
 * that loads when first needed, so that its texts load with its code. `preload` starts loading that code at the
 * same moment (a module-level function), so that neither waits for the other. Until the texts are there, and if
 * loading them fails, it renders `fallback` (nothing, unless the part holds a place on the page meanwhile).
 */
export function LazyMessages({
  bundle,
  preload,
  fallback = null,
  children,
}: {
  bundle: NamespaceBundle;
  preload?: () => Promise<unknown>;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const { carried, messages, load } = useBundleMessages(bundle);
  useEffect(() => {
    load();
    void preload?.();
  }, [load, preload]);
  if (carried) return children;
  return messages ? <MergeMessages messages={messages}>{children}</MergeMessages> : fallback;
}
