import 'server-only';
import type { Plugin } from 'graphql-yoga';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';
import { apiError } from './errors';

/** The headers every call sends (spec §7): Tenant, Locale and Timezone. */

/** Before anything else: an unknown tenant learns nothing about the operation it sent. */
export function tenantCheck(tenantId: string): Plugin {
  return {
    onParams({ request }) {
      const tenant = request.headers.get('tenant');
      if (!tenant) throw apiError('UNKNOWN_TENANT', 'The Tenant header is required.', 400);
      if (tenant !== tenantId) throw apiError('UNKNOWN_TENANT', 'The Tenant header names no tenant of this shop.', 400);
    },
  };
}

/** `el` or `en` (a region is ignored: `en-US`); anything else reads in the default language. */
export function localeOf(request: Request): Locale {
  const language = request.headers.get('locale')?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : defaultLocale;
}

export const defaultTimeZone = 'Europe/Athens';

/** An IANA time zone (`Europe/Athens`); an unknown one falls back to the shop's. */
export function timeZoneOf(request: Request): string {
  const zone = request.headers.get('timezone')?.trim();
  if (!zone) return defaultTimeZone;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return defaultTimeZone;
  }
}
