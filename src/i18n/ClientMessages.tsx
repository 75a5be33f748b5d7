import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type ClientNamespace } from './client-messages';
import { MergeMessages } from './MergeMessages';

/**
 * Sends the browser the messages its client components below need, and no others: each page carries only the
 * namespaces of its own component trees, added to what its layouts sent. Write the list inline
 * (`namespaces={['cart', 'vat']}`): the messages test reads it from the source and fails when a client component
 * below uses a namespace that is not sent.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly ClientNamespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return <MergeMessages messages={pickMessages(messages, namespaces)}>{children}</MergeMessages>;
}
