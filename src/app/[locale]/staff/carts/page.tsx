import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { primaryButton } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/i18n/navigation';
import { staffSharedCarts, type SharedCartState } from '@/server/domains/shared-carts';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { shortCodeForDisplay } from '@/shared/shared-cart-rules';
import { shopTimeZone } from '@/shared/shop-dates';
import { pageLocale } from '../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ state?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffCarts'))('title') };
}

const filters = ['open', 'expired', 'closed', 'all'] as const;

/** Phone orders' carts: a staff member's own, or every cart for owner and manager; open ones first by default. */
export default async function StaffCartsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'carts.create');
  const requested = (await searchParams).state;
  const filter = filters.find((each) => each === requested) ?? 'open';
  const [carts, t, format] = await Promise.all([
    pageContext(locale).then((ctx) =>
      staffSharedCarts(ctx, actor, filter === 'all' ? null : (filter as SharedCartState)),
    ),
    getTranslations('staffCarts'),
    getFormatter(),
  ]);
  const date = (value: Date) =>
    format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: shopTimeZone });
  return (
    <div className="max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <Link href="/staff/carts/new" className={`inline-flex items-center ${primaryButton}`}>
          {t('new')}
        </Link>
      </div>
      <p className="text-neutral-700">{t('lead')}</p>
      <nav aria-label={t('title')} className="flex flex-wrap gap-2">
        {filters.map((each) => (
          <Link
            key={each}
            href={`/staff/carts?state=${each}`}
            aria-current={filter === each ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-4 font-semibold ${filter === each ? 'border-brand bg-brand text-white' : 'border-neutral-300 text-ink hover:border-brand'}`}
          >
            {each === 'all' ? t('all') : t(`states.${each}`)}
          </Link>
        ))}
      </nav>
      {carts.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200" aria-label={t('title')}>
          {carts.map((cart) => (
            <li key={cart.id}>
              <Link
                href={`/staff/carts/${cart.id}`}
                className="grid gap-1 p-4 hover:bg-neutral-50 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
              >
                <span className="font-mono font-semibold text-ink">{shortCodeForDisplay(cart.shortCode)}</span>
                <span className="min-w-0 break-all text-ink">
                  {cart.customerEmail ?? cart.customerPhone ?? t('noCustomer')}
                  <span className="block text-sm text-neutral-600">
                    {t('owner')}: {cart.ownerEmail}
                  </span>
                </span>
                <span className="text-sm text-neutral-700">
                  {t('lines')}: {cart.lineCount} · {t('created')}: {date(cart.createdAt)}
                </span>
                <span className="w-fit rounded-full bg-neutral-100 px-3 py-1 text-sm font-semibold text-ink">
                  {t(`states.${cart.state}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
