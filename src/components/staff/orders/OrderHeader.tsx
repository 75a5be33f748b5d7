import { getFormatter, getTranslations } from 'next-intl/server';
import type { StaffOrderView } from '@/server/domains/orders';
import { localeDetails, type Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';
import { secondaryButton } from '@/components/ui/button-styles';

type Props = { order: StaffOrderView; locale: Locale; canPrint: boolean };

/** The order's number, state, when and in which language it was placed, and its printable documents. */
export async function OrderHeader({ order, locale, canPrint }: Props) {
  const t = await getTranslations('orderDesk');
  const tOrders = await getTranslations('orders');
  const format = await getFormatter();
  const staffPath = (path: string, inLocale: Locale = locale) =>
    localizedPath(inLocale, `/staff/orders/${order.number}${path}`);
  const link = `inline-flex items-center justify-center text-sm ${secondaryButton}`;
  return (
    <header className="space-y-3">
      <a href={localizedPath(locale, '/staff/orders')} className="text-sm text-brand underline">
        ← {t('allOrders')}
      </a>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-all text-ink sm:text-3xl">{t('title', { number: order.number })}</h1>
        <span
          data-testid="desk-order-state"
          className="rounded-full bg-neutral-900 px-3 py-1 text-sm font-semibold text-white"
        >
          {tOrders(`states.${order.state}`)}
        </span>
      </div>
      <p className="text-sm text-neutral-700">
        {t('placedOn', { date: format.dateTime(order.createdAt, { dateStyle: 'long', timeStyle: 'short' }) })} ·{' '}
        {t('language', { language: localeDetails[order.locale].name })} · {t('version', { version: order.version })}
      </p>
      {order.phoneOrderBy && (
        <p data-testid="desk-phone-order" className="font-semibold text-ink">
          {order.sharedCartId === null ? (
            t('phoneOrderBy', { staff: order.phoneOrderBy })
          ) : (
            <a
              href={localizedPath(locale, `/staff/carts/${order.sharedCartId}`)}
              className="underline hover:text-brand"
            >
              {t('phoneOrderBy', { staff: order.phoneOrderBy })}
            </a>
          )}
        </p>
      )}
      {canPrint && (
        <div className="flex flex-wrap gap-2">
          <a href={staffPath('/document', 'el')} className={link} target="_blank" rel="noopener">
            {t('print.document')} · {t('print.inGreek')}
          </a>
          <a href={staffPath('/document', 'en')} className={link} target="_blank" rel="noopener">
            {t('print.document')} · {t('print.inEnglish')}
          </a>
          <a href={staffPath('/packing-slip')} className={link} target="_blank" rel="noopener">
            {t('print.packingSlip')}
          </a>
        </div>
      )}
    </header>
  );
}
