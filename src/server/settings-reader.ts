import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { config, type Config } from './config';
import { sharedDatabase, type Queryable } from './db';
import { cacheTags } from './cache/cache-tags';
import { configWithShopSettings, storedShopSettings, type StoredShopSettings } from './domains/settings';

/**
 * The one reader of the shop's settings: the environment's configuration with the owner's saved settings laid over
 * it (the database wins once the owner has saved; README). Inside Next it is cached under the `settings` tag, which
 * a save revalidates; the cache handler shares that with every instance through Redis. Outside Next (the job
 * worker, scripts) it reads the database each time.
 */
export async function effectiveConfig(db: Queryable, base: Config = config()): Promise<Config> {
  return configWithShopSettings(base, await savedSettings(db));
}

/**
 * Read once per request (React's cache) through Next's cache. Next bypasses an unstable_cache called inside another
 * (a storefront read's pageContext), so without React's cache an uncached product page queried the settings three
 * times; `settingsOfThisRequest` reads them before a storefront read starts, and the read's pageContext finds them.
 * The shop's own database, not an argument: unstable_cache keys entries by their (serialisable) arguments.
 */
const cachedSettings = cache(
  unstable_cache(async () => storedShopSettings((await sharedDatabase()).db), ['shop-settings'], {
    tags: [cacheTags.settings],
  }),
);

/** The saved settings of this request, read through Next's cache before a cached read that needs them begins. */
export async function settingsOfThisRequest(): Promise<void> {
  if (process.env.NEXT_RUNTIME) await cachedSettings();
}

function savedSettings(db: Queryable): Promise<StoredShopSettings | null> {
  return process.env.NEXT_RUNTIME ? cachedSettings() : storedShopSettings(db);
}

/** The configuration in force, for Server Components: `effectiveConfig` on the shop's own database. */
export async function currentConfig(): Promise<Config> {
  return effectiveConfig((await sharedDatabase()).db);
}
