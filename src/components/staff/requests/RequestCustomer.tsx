import { getTranslations } from 'next-intl/server';
import type { StaffRequestView } from '@/server/domains/requests';
import { localeDetails } from '@/shared/locales';

/** Who sent the request, and how to reach them. */
export async function RequestCustomer({ request }: { request: StaffRequestView }) {
  const t = await getTranslations('staffRequests');
  return (
    <section aria-labelledby="staff-customer" className="rounded-md border border-neutral-200 p-5">
      <h2 id="staff-customer" className="mb-2 text-xl font-bold text-ink">
        {t('customer')}
      </h2>
      <p className="font-semibold break-words text-ink">{request.name}</p>
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
        {t('language')}: {localeDetails[request.locale].name}
      </p>
    </section>
  );
}
