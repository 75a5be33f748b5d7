import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CustomerReply } from '@/components/requests/CustomerReply';
import { RequestDetails } from '@/components/requests/RequestDetails';
import { RequestNotFound } from '@/components/requests/RequestNotFound';
import { requestForDisplay } from '@/components/requests/request-display';
import { sharedDatabase } from '@/server/db';
import { findRequest } from '@/server/domains/requests';
import { pageLocale } from '../../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';

/** Read at every visit: a reply must show at once. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('request');
  // The link is a secret: never indexed, never sent on as a referrer.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** Spec §2 /request/{id}: a request's status, history and replies for whoever holds its link; without an id, where to find it. */
export default async function RequestPage({ params }: Props) {
  await pageLocale(params);
  const { id = [] } = await params;
  if (id.length === 0)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <RequestNotFound withoutId />
      </div>
    );
  const request =
    id.length === 1 ? await findRequest({ db: (await sharedDatabase()).db }, decodeURIComponent(id[0]!)) : null;
  if (!request) notFound();
  const t = await getTranslations('request');
  return (
    <ClientMessages namespaces={['request', 'contact.validation']}>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-2 text-neutral-700">{t('lead')}</p>
        </div>
        <RequestDetails request={requestForDisplay(request)} />
        {request.status === 'resolved' && <p className="text-neutral-700">{t('resolvedNote')}</p>}
        <CustomerReply requestId={request.publicId} />
      </div>
    </ClientMessages>
  );
}
