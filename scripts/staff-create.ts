import { parseArgs } from 'node:util';
import { config } from '@/server/config';
import { domainContext } from '@/server/context';
import { createStaffSetupLink, staffRoles, type StaffRole } from '@/server/domains/staff';
import { isLocale } from '@/shared/locales';
import { openMigratedDatabase } from './lib/database';

/**
 * `npm run staff:create -- --email you@example.com --role owner [--locale en]`: prints a one-time set-up link
 * (valid 7 days) with which that person signs in with (or creates) their shop account and joins the back office
 * with the role. For PostgreSQL deployments; on PGlite, stop the server first (or use the link it prints at start).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string' }, locale: { type: 'string', default: 'el' } },
});
const role = values.role as StaffRole | undefined;
if (!values.email || !role || !(staffRoles as readonly string[]).includes(role) || !isLocale(values.locale)) {
  console.error(
    `Usage: npm run staff:create -- --email you@example.com --role ${staffRoles.join('|')} [--locale el|en]`,
  );
  process.exit(2);
}

const database = await openMigratedDatabase();
try {
  const created = await createStaffSetupLink(domainContext({ db: database.db, config: config() }), {
    email: values.email,
    role,
    locale: values.locale,
  });
  if (!created.ok) {
    console.error(`Not an e-mail address: ${values.email}`);
    process.exitCode = 1;
  } else
    console.log(
      `Set-up link for ${values.email} (${role}); it works once, for 7 days:\n\n  ${created.link}\n\nOpen it to sign in with (or create) the shop account and set up the authenticator app.`,
    );
} finally {
  await database.close();
}
