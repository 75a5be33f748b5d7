import type { Mail, Mailer } from './mailer';

/** A mailer for tests that keeps what was sent, to read links from (the real transports have their own tests). */
export function keptMailer(): Mailer & { sent: Mail[]; linkIn: (mail: Mail | undefined) => string } {
  const sent: Mail[] = [];
  return {
    sent,
    send: async (mail) => void sent.push(mail),
    linkIn: (mail) => /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '',
  };
}
