import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RequestDetails } from '@/components/requests/RequestDetails';
import { StaffRequestActions } from '@/components/staff/StaffRequestActions';
import { Link } from '@/i18n/navigation';
import { staffRequest } from '@/server/domains/requests';
import { staffMay } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isLocale, localeDetails } from '@/shared/locales';
import { pageLocale } from '../../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffRequests'))('title') };
}

/** One request with the customer's details, the status change and the reply box. */
export default async function StaffRequestPage({ params }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'requests.view');
  const { id } = await params;
  const request = await staffRequest(await pageContext(locale), actor, decodeURIComponent(id));
  if (!request) notFound();
  const t = await getTranslations('staffRequests');
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <Link
        href="/staff/requests"
        className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
      >
        ← {t('back')}
      </Link>
      <section aria-labelledby="staff-customer" className="rounded-md border border-neutral-200 p-5">
        <h2 id="staff-customer" className="mb-2 text-xl font-bold text-ink">
          {t('customer')}
        </h2>
        <p className="font-semibold text-ink">{request.name}</p>
        <p className="break-all">
          <a href={`mailto:${request.email}`} className="text-ink underline hover:text-brand">
            {request.email}
          </a>
        </p>
        {request.phone && (
          <p>
            <a href={`tel:${request.phone.replace(/[^+\d]/g, '')}`} className="text-ink underline hover:text-brand">
              {request.phone}
            </a>
          </p>
        )}
        <p className="text-neutral-700">
          {t('language')}: {isLocale(request.locale) ? localeDetails[request.locale].name : request.locale}
        </p>
      </section>
      <RequestDetails
        request={{
          ...request,
          createdAt: request.createdAt.toISOString(),
          events: request.events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
          attachments: request.attachments.map((photo) => ({
            id: String(photo.id),
            name: photo.originalName,
            url: `/api/requests/${request.publicId}/attachments/${photo.id}`,
          })),
        }}
      />
      {staffMay(actor.role, 'requests.reply') && (
        <StaffRequestActions locale={locale} publicId={request.publicId} status={request.status} />
      )}
    </div>
  );
}
