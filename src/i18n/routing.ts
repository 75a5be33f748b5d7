import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/shared/locales';

/** Greek without a prefix, English under /en; the choice is kept in a cookie (spec §3, §9). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 },
  // Pages declare their hreflang alternates in their metadata, from SITE_URL. next-intl's Link header repeated the
  // address the client sent three times, so a long address made the headers outgrow a proxy's buffer (nginx: 502).
  alternateLinks: false,
});
