import type { Messages } from 'next-intl';

const serverOnly = new Set(['emails', 'documents']);

/** The messages pages send to the browser: all but the texts only the server writes (e-mails, PDF documents). */
export function clientMessages(messages: Messages): Omit<Messages, 'emails' | 'documents'> {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !serverOnly.has(namespace))) as Omit<
    Messages,
    'emails' | 'documents'
  >;
}
