import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';

/**
 * The language of the missing page, from the route (not the request headers: pages are rendered statically, and
 * a path like /favicon.ico reaches a not-found page with no valid locale at all).
 */
async function notFoundLocale(): Promise<Locale> {
  const requested: unknown = await rootLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return locale;
}

export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(), namespace: 'errors' });
  return { title: t('notFoundTitle') };
}
