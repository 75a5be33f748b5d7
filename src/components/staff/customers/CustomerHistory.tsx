import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { CustomerRecord } from '@/server/domains/customers';
import { localeTags, type Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';

const line = (value: Record<string, unknown>, keys: string[]) =>
  keys
    .map((key) => value[key])
    .filter((part) => typeof part === 'string' && part !== '')
    .join(', ');

/** The customer's orders, requests and saved addresses, each order and request opening its own back-office page. */
export async function CustomerHistory({ record, locale }: { record: CustomerRecord; locale: Locale }) {
  const t = await getTranslations('staffCustomers');
  const tStates = await getTranslations('orders.states');
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium' });
  const box = 'min-w-0 rounded-md border border-neutral-200 p-4';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className={`${box} lg:col-span-2`}>
        <h2 className="font-semibold text-ink">{t('orders')}</h2>
        {record.orders.length === 0 ? (
          <p className="text-neutral-700">{t('noneYet')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-neutral-100">
            {record.orders.map((order) => (
              <li key={order.number} className="flex flex-wrap justify-between gap-2 py-2">
                <Link href={`/staff/orders/${order.number}`} prefetch={false} className="text-brand underline">
                  {order.number}
                </Link>
                <span className="text-neutral-700">
                  {date.format(order.placedAt)} · {tStates(order.state as 'pending')} ·{' '}
                  {formatMoney({ cents: order.totalCents, currency: 'EUR' }, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={box}>
        <h2 className="font-semibold text-ink">{t('requests')}</h2>
        {record.requests.length === 0 ? (
          <p className="text-neutral-700">{t('noneYet')}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {record.requests.map((request) => (
              <li key={request.publicId}>
                <Link href={`/staff/requests/${request.publicId}`} prefetch={false} className="text-brand underline">
                  {date.format(request.createdAt)}
                </Link>
                <p className="line-clamp-2 break-words text-neutral-700">{request.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={box}>
        <h2 className="font-semibold text-ink">{t('addresses')}</h2>
        {record.addresses.length === 0 ? (
          <p className="text-neutral-700">{t('noneYet')}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {record.addresses.map((address, index) => (
              <li key={index} className="break-words text-neutral-700">
                {line(address, ['first_name', 'last_name', 'company'])}
                <br />
                {line(address, ['address1', 'address2', 'postal_code', 'city', 'country'])}
                <br />
                {line(address, ['phone', 'alternative_phone'])}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
