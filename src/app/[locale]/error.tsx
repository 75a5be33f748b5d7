'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { BackToWebsiteLink } from '@/components/layout/BackToWebsiteLink';
import { ErrorMessage } from '@/components/layout/ErrorMessage';
import { ErrorPageHeader } from '@/components/layout/ErrorPageHeader';
import { failLoading } from '@/components/loading/loading-events';

/** Spec §8: the system error, with a retry; it replaces the page's layout, so it brings its own small header. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors');

  useEffect(() => {
    console.error(error);
    failLoading();
  }, [error]);

  return (
    <>
      <ErrorPageHeader />
      <main id="main" className="flex-1">
        <title>{t('systemTitle')}</title>
        <ErrorMessage title={t('systemTitle')} message={t('system')}>
          <button
            type="button"
            onClick={() => retry()}
            className="inline-flex h-11 items-center gap-2 rounded-md bg-brand px-5 font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <Icon name="rotate-cw" className="size-4" />
            {t('retry')}
          </button>
          <BackToWebsiteLink label={t('backToWebsite')} />
        </ErrorMessage>
      </main>
    </>
  );
}
