import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorMessage } from '@/components/layout/ErrorMessage';
import { LogoMark } from '@/components/layout/LogoMark';
import { RetryButton } from '@/components/pwa/RetryButton';
import { localizedPath } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'offline' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The page the service worker shows for a page not kept on the device while offline (`/offline`, `/en/offline`;
 * kept when the worker installs). Plain links: offline, the app's own navigation could not load anything.
 */
export default async function OfflinePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'offline' });
  return (
    <div className="flex flex-col items-center pt-10 sm:pt-16">
      <LogoMark className="size-16" />
      <ErrorMessage title={t('heading')} message={t('lead')}>
        <RetryButton label={t('retry')} busyLabel={t('retrying')} />
        <a
          href={localizedPath(locale, '/')}
          className="inline-flex h-11 items-center font-semibold text-brand hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('home')}
        </a>
        <p className="basis-full text-neutral-600">{t('visitedHint')}</p>
      </ErrorMessage>
    </div>
  );
}
