import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, withoutErrors, type ClientNamespace } from './client-messages';
import { MergeMessages } from './MergeMessages';

/**
 * Sends the browser the messages its client components below need, and no others: each page carries only the
 * namespaces of its own component trees, added to what its layouts sent. Write the list inline
 * (`namespaces={['cart', 'vat']}`): the messages test reads it from the source and fails when a client component
 * below uses a namespace that is not sent. `exceptErrors` leaves some codes' messages out of `errors` (the
 * storefront's pages never show the back office's).
 */
export async function ClientMessages({
  namespaces,
  exceptErrors = [],
  children,
}: {
  namespaces: readonly ClientNamespace[];
  exceptErrors?: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const picked = withoutErrors(pickMessages(messages, namespaces), exceptErrors);
  return <MergeMessages messages={picked}>{children}</MergeMessages>;
}
