'use client';

import { useTranslations } from 'next-intl';
import { BackToWebsiteLink } from './BackToWebsiteLink';
import { ErrorMessage } from './ErrorMessage';
import { ErrorPageHeader } from './ErrorPageHeader';

/**
 * Spec §8: the 404 message with the way back, in the texts the root layout sends every page (`errors`). Each layout
 * with its own not-found page puts it in every page's payload, for a 404 it may never show: as a client component it
 * travels as a reference, not drawn out (issue #20).
 */
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
