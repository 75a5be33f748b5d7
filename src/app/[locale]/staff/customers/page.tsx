import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/i18n/navigation';
import { customerKey, findCustomers } from '@/server/domains/customers';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { localeTags } from '@/shared/locales';
import { pageLocale } from '../../page-locale';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffCustomers'))('title') };
}

/** /staff/customers: members and guests, newest first, searched by e-mail, name or phone. */
export default async function StaffCustomersPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'customers.view');
  const query = await searchParams;
  const raw = query.q;
  const erased = Number(query.erased);
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) || undefined;
  const [rows, t] = await Promise.all([findCustomers(await pageContext(locale), q), getTranslations('staffCustomers')]);
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium' });
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-5 px-4 py-6">
      <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
      {Number.isInteger(erased) && erased >= 0 && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-ink">
          {t('erased', { count: erased })}
        </p>
      )}
      <form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col text-sm text-neutral-700">
          {t('search')}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            className="h-11 rounded-md border border-neutral-300 px-3 text-base text-ink"
          />
        </label>
        <button type="submit" className="h-11 rounded-md bg-brand px-4 font-semibold text-white">
          {t('searchButton')}
        </button>
      </form>
      {rows.length === 0 ? (
        <EmptyState message={t('none')} />
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
          {rows.map((row) => (
            <li key={`${row.kind}:${row.email}`} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
              <div className="min-w-0">
                <Link
                  href={`/staff/customers/${encodeURIComponent(customerKey(row.kind === 'member' ? { kind: 'member', userId: row.userId! } : { kind: 'guest', email: row.email }))}`}
                  prefetch={false}
                  className="font-semibold break-all text-brand underline"
                >
                  {row.email}
                </Link>
                <p className="text-sm break-words text-neutral-700">
                  {[row.name, row.phone, row.kind === 'guest' ? t('guest') : t('member')].filter(Boolean).join(' · ')}
                </p>
              </div>
              <p className="text-sm text-neutral-700">
                {t('ordersCount', { count: row.orders })}
                {row.lastOrderAt && ` · ${t('lastOrder', { date: date.format(row.lastOrderAt) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
