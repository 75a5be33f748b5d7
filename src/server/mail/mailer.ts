import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** `headers`: extra header fields, such as `List-Unsubscribe` on newsletters. */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * E-mail through nodemailer (DESIGN.md): over SMTP when `SMTP_URL` is set; otherwise each message is written to
 * the outbox folder as an .eml file, so that a shop without a mail server (and the tests) loses nothing.
 */
export function createMailer({
  smtpUrl,
  outboxDir,
  from,
}: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
}): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from, ...mail })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = (await transport.sendMail({ from, ...mail })) as { message: Buffer };
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.writeFile(
        path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`),
        message,
      );
    },
  };
}

let shared: Mailer | undefined;

export function sharedMailer(config: { smtpUrl: string | undefined; outboxDir: string; mailFrom: string }): Mailer {
  shared ??= createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  return shared;
}
