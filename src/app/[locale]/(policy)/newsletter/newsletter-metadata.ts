import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { newsletterPaths } from '@/server/domains/newsletter';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

export type NewsletterPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Never indexed, and the link's token is never sent on as a referrer. */
export function newsletterMetadata(page: 'confirm' | 'unsubscribe') {
  return async function generateMetadata({ params }: Pick<NewsletterPageProps, 'params'>): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations(`newsletter.${page}`);
    return {
      title: t('title'),
      alternates: alternatesFor(locale, () => newsletterPaths[page]),
      robots: { index: false, follow: false },
      referrer: 'no-referrer',
    };
  };
}

export async function tokenOf(searchParams: NewsletterPageProps['searchParams']): Promise<string> {
  const { token } = await searchParams;
  return typeof token === 'string' ? token : '';
}
