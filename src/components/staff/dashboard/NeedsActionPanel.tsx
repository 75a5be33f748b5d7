import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { NeedsAction } from '@/server/domains/dashboard';
import { localeTags, type Locale } from '@/shared/locales';

type Pile = { label: string; count: number; href: string | null };

/** The dashboard's first panel: every pile of work with its size, each opening where the work is done. */
export async function NeedsActionPanel({
  waiting,
  locale,
  links,
}: {
  waiting: NeedsAction;
  locale: Locale;
  /** Which piles this member may open (the order desk, the requests). */
  links: { orders: boolean; requests: boolean };
}) {
  const t = await getTranslations('staffDashboard.needsAction');
  const number = new Intl.NumberFormat(localeTags[locale]);
  const orderTab = (tab: string) => (links.orders ? `/staff/orders?tab=${tab}` : null);
  const piles: Pile[] = [
    { label: t('toConfirmPayment'), count: waiting.orders.toConfirmPayment, href: orderTab('to-confirm-payment') },
    { label: t('toPack'), count: waiting.orders.toPack, href: orderTab('to-pack') },
    { label: t('toShip'), count: waiting.orders.toShip, href: orderTab('to-ship') },
    { label: t('failedJobs'), count: waiting.failedJobs, href: null },
  ];
  const age = (hours: number) => (hours < 48 ? t('age', { hours }) : t('ageDays', { days: Math.floor(hours / 24) }));
  return (
    <section aria-labelledby="needs-action" className="space-y-4">
      <h2 id="needs-action" className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {piles.map((pile) => {
          const body = (
            <>
              <span className="block text-3xl font-bold text-ink tabular-nums">{number.format(pile.count)}</span>
              <span className="mt-1 block text-neutral-700">{pile.label}</span>
            </>
          );
          const frame = `block h-full rounded-md border p-4 ${pile.count > 0 ? 'border-amber-400 bg-amber-50' : 'border-neutral-200'}`;
          return (
            <li key={pile.label} data-pile={pile.label}>
              {pile.href ? (
                <Link href={pile.href} prefetch={false} className={`${frame} hover:border-brand`}>
                  {body}
                </Link>
              ) : (
                <div className={frame}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 rounded-md border border-neutral-200 p-4">
          <h3 className="font-semibold text-ink">{t('requests')}</h3>
          <p className="mt-1 text-neutral-700">{t('requestsCount', { count: waiting.waitingRequests.total })}</p>
          <ol className="mt-2 space-y-1">
            {waiting.waitingRequests.oldest.map((request) => (
              <li key={request.publicId} className="flex flex-wrap justify-between gap-x-3">
                {links.requests ? (
                  <Link
                    href={`/staff/requests/${request.publicId}`}
                    prefetch={false}
                    className="break-all text-brand underline"
                  >
                    {request.name}
                    {request.partNumber ? ` · ${request.partNumber}` : ''}
                  </Link>
                ) : (
                  <span className="break-all">{request.name}</span>
                )}
                <span className="text-neutral-700">{t('waiting', { age: age(request.ageHours) })}</span>
              </li>
            ))}
          </ol>
          {links.requests && waiting.waitingRequests.total > 0 && (
            <Link
              href="/staff/requests?status=pending"
              prefetch={false}
              className="mt-2 inline-block text-brand underline"
            >
              {t('allRequests')}
            </Link>
          )}
        </div>
        <div className="min-w-0 rounded-md border border-neutral-200 p-4">
          <h3 className="font-semibold text-ink">{t('askedFor')}</h3>
          {waiting.askedForParts.length === 0 ? (
            <p className="mt-1 text-neutral-700">{t('askedForNone')}</p>
          ) : (
            <ol className="mt-2 space-y-1">
              {waiting.askedForParts.map((part) => (
                <li key={part.sku} className="flex flex-wrap justify-between gap-x-3">
                  <span className="break-words">
                    {part.name} <span className="text-neutral-700">({part.mpn ?? part.sku})</span>
                  </span>
                  <span className="text-neutral-700">{t('askedForCount', { count: part.requests })}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
