import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const mail = {
  to: 'maria@example.com',
  subject: 'Αλλαγή κωδικού',
  text: 'Ο σύνδεσμος: https://shop.test/auth/reset-password?token=abc',
};

describe('the mailer', () => {
  it('writes each message to the outbox as an .eml file when no SMTP server is configured', async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    await createMailer({ smtpUrl: undefined, outboxDir, from: 'Shop <shop@example.com>' }).send(mail);
    const [file] = await fs.readdir(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(outboxDir, file!), 'utf8');
    expect(eml).toContain('To: maria@example.com');
    expect(eml).toContain('From: Shop <shop@example.com>');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('writes extra header fields, such as a newsletter’s List-Unsubscribe, and the HTML part', async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const headers = {
      'List-Unsubscribe': '<https://shop.test/api/newsletter/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await createMailer({ smtpUrl: undefined, outboxDir, from: 'shop@example.com' }).send({
      ...mail,
      html: '<p>Γεια</p>',
      headers,
    });
    const [file] = await fs.readdir(outboxDir);
    const eml = await fs.readFile(path.join(outboxDir, file!), 'utf8');
    expect(eml).toContain('List-Unsubscribe: <https://shop.test/api/newsletter/unsubscribe?token=abc>');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml).toContain('Content-Type: text/html');
  });

  describe('over SMTP', () => {
    const received: string[] = [];
    let server: SMTPServer;
    let port = 0;
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, done) {
          let data = '';
          stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
          stream.on('end', () => {
            received.push(data);
            done();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      port = (server.server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('delivers to the SMTP server of SMTP_URL', async () => {
      await createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: '/nonexistent',
        from: 'shop@example.com',
      }).send({ ...mail, text: 'Reset: https://shop.test/r?t=abc' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: maria@example.com');
      expect(received[0]).toContain('Reset: https://shop.test/r?t=abc');
    });
  });
});
