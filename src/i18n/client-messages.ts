import type { Messages } from 'next-intl';

/** The messages pages send to the browser: all but the e-mail texts, which only the server writes. */
export function clientMessages(messages: Messages): Omit<Messages, 'emails'> {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => namespace !== 'emails')) as Omit<
    Messages,
    'emails'
  >;
}
