import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';
import { BackToWebsiteLink } from './BackToWebsiteLink';
import { ErrorMessage } from './ErrorMessage';

/**
 * The language of the missing page, from the route (not the request headers: pages are rendered statically, and
 * a path like /favicon.ico reaches a not-found page with no valid locale at all).
 */
export async function notFoundLocale(): Promise<Locale> {
  const requested: unknown = await rootLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return locale;
}

export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(), namespace: 'errors' });
  return { title: t('notFoundTitle') };
}

/**
 * Spec §8: the 404 message with the way back. Each layout has its own not-found page around it, so that a page's
 * payload never carries a second copy of the shop's header and footer for a 404 it does not show.
 */
export async function NotFoundMessage() {
  const t = await getTranslations({ locale: await notFoundLocale(), namespace: 'errors' });
  return (
    <ErrorMessage code="404" title={t('notFoundTitle')} message={t('notFound')}>
      <BackToWebsiteLink label={t('backToWebsite')} />
    </ErrorMessage>
  );
}
