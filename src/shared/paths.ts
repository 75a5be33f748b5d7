import { defaultLocale, locales, type Locale } from './locales';

/** The URL path of a page in a language: Greek without prefix, English under /en (spec §2). */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Canonical URL and hreflang alternates of a page whose path may differ per language (product slugs do). */
export function alternatesFor(locale: Locale, pathOf: (locale: Locale) => string) {
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((each) => [each, localizedPath(each, pathOf(each))]),
  );
  languages['x-default'] = localizedPath(defaultLocale, pathOf(defaultLocale));
  return { canonical: localizedPath(locale, pathOf(locale)), languages };
}
