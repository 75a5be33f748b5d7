import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CustomerActions } from '@/components/staff/customers/CustomerActions';
import { CustomerHistory } from '@/components/staff/customers/CustomerHistory';
import { customerKey, customerRecord, customerRefOf } from '@/server/domains/customers';
import { staffMay } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { localeTags } from '@/shared/locales';
import { formatMoney } from '@/shared/money';
import { pageLocale } from '../../../page-locale';
import { eraseCustomerAction, sendResetLinkAction } from './actions';

export const dynamic = 'force-dynamic';

/** What `?done=` may say after an action (anything else: that it failed). */
const doneKeys = ['reset', 'confirm', 'NOT_FOUND', 'NOT_PERMITTED'] as const;

type Props = {
  params: Promise<{ locale: string; key: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffCustomers'))('title') };
}

/** One customer: account, totals, newsletter, addresses, orders and requests, and the privacy actions. */
export default async function StaffCustomerPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'customers.view');
  const ref = customerRefOf(decodeURIComponent((await params).key));
  const record = ref && (await customerRecord(await pageContext(locale), ref));
  if (!record) notFound();
  const t = await getTranslations('staffCustomers');
  const done = (await searchParams).done;
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium' });
  const facts: [string, string][] = [
    [t('kind'), record.account ? t('member') : t('guest')],
    ...(record.account ? ([[t('since'), date.format(record.account.createdAt)]] as [string, string][]) : []),
    [t('totalOrders'), String(record.totals.orders)],
    [t('totalRevenue'), formatMoney({ cents: record.totals.revenueCents, currency: 'EUR' }, locale)],
    [
      t('newsletter'),
      record.newsletter ? t(`newsletterStates.${record.newsletter.status as 'subscribed'}`) : t('notSubscribed'),
    ],
  ];
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold break-all text-ink">{record.email}</h1>
      {typeof done === 'string' && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-ink">
          {t(`done.${doneKeys.find((key) => key === done) ?? 'failed'}`)}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md border border-neutral-200 p-3">
            <dt className="text-sm text-neutral-700">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <CustomerActions
        locale={locale}
        customer={customerKey(record.ref)}
        member={record.ref.kind === 'member'}
        actions={{ reset: sendResetLinkAction, erase: eraseCustomerAction }}
        may={{
          reset: staffMay(actor.role, 'customers.reset-password'),
          export: staffMay(actor.role, 'customers.export'),
          erase: staffMay(actor.role, 'customers.erase'),
        }}
      />
      <CustomerHistory record={record} locale={locale} />
    </div>
  );
}
