import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from './config';
import { domainContext } from './context';
import { sharedDatabase } from './db';
import { firstOwnerSetupLink } from './domains/staff';

/** Where the link is also written, for whoever reads files rather than the log (and for the browser tests). */
export const ownerSetupLinkFile = (dataDir: string) => path.join(dataDir, 'owner-setup-link.txt');

/**
 * At start, on a shop with no enabled owner: a one-time set-up link for the first owner, printed to the log and
 * written to `DATA_DIR/owner-setup-link.txt` (readable by the server's user only). Made inside the server process,
 * so that it works on PGlite, which the server holds. Once there is an owner, the file goes.
 */
export async function announceFirstOwnerLink(): Promise<void> {
  const settings = config();
  const file = ownerSetupLinkFile(settings.dataDir);
  const link = await firstOwnerSetupLink(domainContext({ db: (await sharedDatabase()).db, config: settings }));
  if (!link) {
    await fs.rm(file, { force: true });
    return;
  }
  await fs.mkdir(settings.dataDir, { recursive: true });
  await fs.writeFile(file, `${link}\n`, { mode: 0o600 });
  console.log(
    `\nThe shop has no owner yet. Open this link within 24 hours to become its first owner (it works once):\n\n  ${link}\n\n(also in ${file}; on PostgreSQL, \`npm run staff:create -- --email you@example.com --role owner\` makes another)\n`,
  );
}
