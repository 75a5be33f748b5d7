import fs from 'node:fs';
import path from 'node:path';

/** The newest e-mail to `to` in the shop's outbox (no SMTP server in tests: the shop writes .eml files), decoded. */
export async function lastMailTo(to: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const eml = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!eml.includes(`To: ${to}`)) continue;
      const [headers, ...body] = eml.split(/\r?\n\r?\n/);
      const text = body.join('\n\n');
      if (/quoted-printable/i.test(headers ?? '')) return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (/base64/i.test(headers ?? '')) return Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8');
      return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} in ${outbox}`);
}

export const linkPath = (mail: string) => {
  const link = new URL(/https?:\/\/\S+/.exec(mail)![0]);
  return link.pathname + link.search;
};
