import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { BackToWebsiteLink } from '@/components/layout/BackToWebsiteLink';
import { ErrorMessage } from '@/components/layout/ErrorMessage';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';

/**
 * The language of the missing page, from the route (not the request headers: pages are rendered statically, and
 * a path like /favicon.ico reaches this page with no valid locale at all).
 */
async function notFoundLocale(): Promise<Locale> {
  const requested: unknown = await rootLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return locale;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await notFoundLocale(), namespace: 'errors' });
  return { title: t('notFoundTitle') };
}

/** Spec §8: the 404 page, inside the shop's header and footer (it replaces the (shop) layout when shown). */
export default async function NotFound() {
  const locale = await notFoundLocale();
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <ShopChrome locale={locale}>
      <ErrorMessage code="404" title={t('notFoundTitle')} message={t('notFound')}>
        <BackToWebsiteLink label={t('backToWebsite')} />
      </ErrorMessage>
    </ShopChrome>
  );
}
