import fs from 'node:fs';
import path from 'node:path';

/** An .eml body decoded as UTF-8, whatever transfer encoding the mailer chose; every part of a multipart one. */
function decodedBody(eml: string): string {
  const [headers, ...body] = eml.split(/\r?\n\r?\n/);
  const raw = body.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers ?? '')?.[1];
  if (boundary)
    return raw
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => decodedBody(part.replace(/^\r?\n/, '')))
      .join('\n');
  if (/quoted-printable/i.test(headers ?? ''))
    return Buffer.from(
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  if (/base64/i.test(headers ?? '')) return Buffer.from(raw.replace(/\s/g, ''), 'base64').toString('utf8');
  return raw;
}

/**
 * The newest e-mail to `to` in the shop's outbox (no SMTP server in tests: the shop writes .eml files), decoded;
 * with `containing`, the newest one whose text contains it. Waits up to 5 s for it to arrive.
 */
export async function lastMailTo(to: string, containing = ''): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const eml = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!eml.includes(`To: ${to}`)) continue;
      const text = decodedBody(eml);
      if (text.includes(containing)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to}${containing ? ` with "${containing}"` : ''} in ${outbox}`);
}

export const linkPath = (mail: string) => {
  const link = new URL(/https?:\/\/\S+/.exec(mail)![0]);
  return link.pathname + link.search;
};
