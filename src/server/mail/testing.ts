import type { Mail, Mailer } from './mailer';

/** The first link in an e-mail's text, or '' when it has none. */
export const linkIn = (mail: Mail | undefined) => /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';

/** A mailer for tests that keeps what was sent, to read links from (the real transports have their own tests). */
export function keptMailer(): Mailer & { sent: Mail[]; linkIn: (mail: Mail | undefined) => string } {
  const sent: Mail[] = [];
  return {
    sent,
    send: async (mail) => void sent.push(mail),
    linkIn,
  };
}
