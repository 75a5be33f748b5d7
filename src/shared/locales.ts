/**
 * The shop's languages, the default first. Adding one: its code here and its entry in `localeDetails` (the type
 * checker asks for it), `messages/<code>.json` and its import in `src/i18n/all-messages.ts`, a migration for the
 * `locale` enum (`npm run db:generate`), and its search configuration (README, "Adding a language").
 */
export const locales = ['el', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'el';

/** Per language: its BCP 47 tag for formatting (spec §9), its own name and the language switch's label in it. */
export const localeDetails: Record<Locale, { tag: string; name: string; switchTo: string }> = {
  el: { tag: 'el-GR', name: 'Ελληνικά', switchTo: 'Αλλαγή σε Ελληνικά' },
  en: { tag: 'en-US', name: 'English', switchTo: 'Switch to English' },
};

/** BCP 47 tags for formatting (spec §9: el-GR and en-US). */
export const localeTags = Object.fromEntries(locales.map((locale) => [locale, localeDetails[locale].tag])) as Record<
  Locale,
  string
>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language of an address: its first segment when that names a locale (`/en/...`), else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** The shop's other languages, in their order: what a language switch offers. */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((each) => each !== locale);
}
