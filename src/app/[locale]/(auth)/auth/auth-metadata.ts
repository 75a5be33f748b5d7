import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

export type AuthPageProps = { params: Promise<{ locale: string }> };

/** The title, description and alternates of /auth/login or /auth/register; never indexed. */
export function authMetadata(mode: 'login' | 'register') {
  return async function generateMetadata({ params }: AuthPageProps): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations(`auth.${mode}`);
    return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, () => `/auth/${mode}`), robots: { index: false } };
  };
}
