import 'server-only';
import { config, type Config } from '@/server/config';
import { sharedDatabase, type Queryable } from '@/server/db';
import { configWithShopSettings, storedShopSettings } from '@/server/domains/settings';
import { refreshingHeaders, type HeaderList, type RefreshingHeaders } from './refreshing-headers';
import { securityHeaders } from './security-headers';

/** How old the security headers may get before the proxy rereads the saved settings (README says so). */
export const securityHeadersRefreshSeconds = 30;

/** The headers for the environment's configuration with the owner's saved settings (its third parties) over it. */
export async function securityHeadersOfSavedSettings(db: Queryable, base: Config): Promise<HeaderList> {
  return Object.entries(securityHeaders(configWithShopSettings(base, await storedShopSettings(db))));
}

// On globalThis: the proxy and the settings' server action are bundled apart but run in one process.
const holder = globalThis as typeof globalThis & { shopSecurityHeaders?: RefreshingHeaders };

/**
 * The one copy of the process. It reads the database directly, not through the settings' Next cache, which the
 * proxy cannot count on; the cost is one small query per interval.
 */
const inForce = () =>
  (holder.shopSecurityHeaders ??= refreshingHeaders({
    load: async () => securityHeadersOfSavedSettings((await sharedDatabase()).db, config()),
    fallback: () => Object.entries(securityHeaders(config())),
    refreshMs: securityHeadersRefreshSeconds * 1000,
  }));

/** The security headers every answer carries now (the proxy's). */
export const securityHeadersInForce = (): Promise<HeaderList> => inForce().current();

/** After a save: this instance sends the new policy at once; the others within the interval. */
export const refreshSecurityHeaders = (): Promise<HeaderList> => inForce().refresh();
