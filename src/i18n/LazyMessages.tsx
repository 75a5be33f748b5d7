'use client';

import { useMessages } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { loadBundle } from './message-bundle-loader';
import { messageBundles, type NamespaceBundle } from './message-bundles';
import { MergeMessages } from './MergeMessages';
import { useBundle } from './MessageBundlesSource';

type Tree = { [key: string]: unknown };

const carries = (messages: Tree, namespace: string) =>
  namespace.split('.').reduce<unknown>((branch, key) => (branch as Tree | undefined)?.[key], messages) !== undefined;

/**
 * Renders its children with the messages of a bundle the page does not carry (src/i18n/message-bundles.ts), once
 * they have loaded: wrap a part that loads when first needed, so that its texts load with its code. A page that
 * carries them already (the cart page, for the cart drawer) loads nothing. Until they are there, and if loading
 * fails, it renders nothing: the part is one a first view does without.
 */
export function LazyMessages({ bundle, children }: { bundle: NamespaceBundle; children: ReactNode }) {
  const inherited = useMessages() as Tree;
  const carried = messageBundles[bundle].every((namespace) => carries(inherited, namespace));
  const { href, state } = useBundle(bundle);
  useEffect(() => {
    if (!carried && href) void loadBundle(href);
  }, [carried, href]);
  if (carried) return children;
  return state?.messages ? <MergeMessages messages={state.messages}>{children}</MergeMessages> : null;
}
