'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { bundleState, onBundleChange, type BundleState } from './message-bundle-loader';
import type { BundleHrefs, MessageBundle } from './message-bundles';

const Hrefs = createContext<BundleHrefs | null>(null);

/** Tells the components below where their language's message bundles are loaded from. */
export function MessageBundlesSource({ hrefs, children }: { hrefs: BundleHrefs; children: ReactNode }) {
  return <Hrefs value={hrefs}>{children}</Hrefs>;
}

export const useBundleHref = (bundle: MessageBundle): string | null => useContext(Hrefs)?.[bundle] ?? null;

/** The bundle's address and its state, drawn again when it loads. */
export function useBundle(bundle: MessageBundle): { href: string | null; state: BundleState | undefined } {
  const href = useBundleHref(bundle);
  const state = useSyncExternalStore(
    onBundleChange,
    () => (href ? bundleState(href) : undefined),
    () => undefined,
  );
  return { href, state };
}
