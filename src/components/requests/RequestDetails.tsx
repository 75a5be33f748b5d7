import { useFormatter, useTranslations } from 'next-intl';

export type RequestDisplay = {
  status: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  tractorModel: string | null;
  partNumber: string | null;
  createdAt: string;
  events: { kind: string; body: string | null; byStaff: boolean; createdAt: string }[];
  attachments: { id: string; name: string; url: string }[];
};

type EventKind = 'created' | 'customer_reply' | 'staff_reply' | 'resolved' | 'reopened';

export function RequestStatusBadge({ status }: { status: string }) {
  const t = useTranslations('request');
  const resolved = status === 'resolved';
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${resolved ? 'bg-success/10 text-success-text' : 'bg-amber-100 text-amber-900'}`}
    >
      {t(`statuses.${resolved ? 'resolved' : 'pending'}`)}
    </span>
  );
}

/** A request as its customer and the staff see it: what was asked, the photos, and the history with replies. */
export function RequestDetails({ request }: { request: RequestDisplay }) {
  const t = useTranslations('request');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="space-y-6">
      <p className="flex flex-wrap items-center gap-3 text-neutral-700">
        <span>
          {t('status')}: <RequestStatusBadge status={request.status} />
        </span>
        <span>{t('sentOn', { date: when(request.createdAt) })}</span>
      </p>
      <section aria-labelledby="request-details" className="rounded-md border border-neutral-200 p-5">
        <h2 id="request-details" className="mb-3 text-xl font-bold text-ink">
          {t('details')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {request.tractorModel && (
            <>
              <dt className="text-neutral-600">{t('tractorModel')}</dt>
              <dd className="font-semibold text-ink">{request.tractorModel}</dd>
            </>
          )}
          {request.partNumber && (
            <>
              <dt className="text-neutral-600">{t('partNumber')}</dt>
              <dd className="font-mono font-semibold break-all text-ink">{request.partNumber}</dd>
            </>
          )}
        </dl>
        <p className="mt-3 break-words whitespace-pre-wrap text-ink">{request.message}</p>
        {request.attachments.length > 0 && (
          <>
            <h3 className="mt-4 mb-2 font-bold text-ink">{t('photos')}</h3>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {request.attachments.map((photo) => (
                <li key={photo.id}>
                  <a
                    href={photo.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block rounded-md border border-neutral-200 p-1 hover:border-brand"
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- private photos behind the request's link, never optimised or cached publicly */}
                    <img
                      src={photo.url}
                      alt={t('photo', { name: photo.name })}
                      className="aspect-square w-full rounded object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="request-history">
        <h2 id="request-history" className="mb-3 text-xl font-bold text-ink">
          {t('history')}
        </h2>
        <ol className="space-y-3">
          {request.events.map((event, index) => (
            <li
              key={index}
              className={`rounded-md border p-4 ${event.kind === 'staff_reply' ? 'border-brand/30 bg-brand/5' : 'border-neutral-200'}`}
            >
              <p className="flex flex-wrap justify-between gap-x-3 text-sm text-neutral-600">
                <span className="font-semibold text-ink">{t(`events.${event.kind as EventKind}`)}</span>
                <time dateTime={event.createdAt}>{when(event.createdAt)}</time>
              </p>
              {event.body && <p className="mt-2 break-words whitespace-pre-wrap text-ink">{event.body}</p>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
