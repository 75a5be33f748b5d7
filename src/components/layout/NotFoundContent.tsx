'use client';

import { useTranslations } from 'next-intl';
import { BackToWebsiteLink } from './BackToWebsiteLink';
import { ErrorMessage } from './ErrorMessage';
import { ErrorPageHeader } from './ErrorPageHeader';

/** Spec §8: the 404 message with the way back, in the texts the root layout sends every page (`errors`). */
export function NotFoundMessage() {
  const t = useTranslations('errors');
  return (
    <ErrorMessage code="404" title={t('notFoundTitle')} message={t('notFound')}>
      <BackToWebsiteLink label={t('backToWebsite')} />
    </ErrorMessage>
  );
}

/** The 404 page outside the shop's and the policy pages' layouts: the error pages' small header above the message. */
export function NotFoundPage() {
  return (
    <>
      <ErrorPageHeader />
      <main id="main" className="flex-1">
        <NotFoundMessage />
      </main>
    </>
  );
}
