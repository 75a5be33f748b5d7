import { getTranslations } from 'next-intl/server';
import type { StaffOrderView } from '@/server/domains/orders';
import type { Locale } from '@/shared/locales';
import { AddressBlock } from './AddressBlock';
import { OrderSection } from './OrderSection';

/** Who ordered (a member or a guest), their addresses, invoice details (ΑΦΜ, ΔΟΥ) and their note. */
export async function OrderCustomer({ order, locale }: { order: StaffOrderView; locale: Locale }) {
  const t = await getTranslations('orderDesk');
  return (
    <OrderSection id="desk-customer" title={t('sections.customer')}>
      <p className="mb-3 text-neutral-700">
        <span className="font-semibold text-ink">
          {order.customer.kind === 'member' ? t('customer.member') : t('customer.guest')}
        </span>
        {' · '}
        <a href={`mailto:${order.email}`} className="break-all text-brand underline">
          {order.email}
        </a>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressBlock title={t('customer.billing')} address={order.billingAddress} locale={locale} />
        <AddressBlock title={t('customer.shipping')} address={order.shippingAddress} locale={locale} />
        {order.invoice && (
          <div>
            <h3 className="font-semibold text-ink">{t('customer.invoice')}</h3>
            <p className="text-neutral-700">
              {order.invoice.companyName}
              <br />
              {t('customer.activity')}: {order.invoice.activity}
              <br />
              {t('customer.vatNumber')}: <span className="font-mono">{order.invoice.vatNumber}</span>
              {order.invoice.taxOffice && (
                <>
                  <br />
                  {t('customer.taxOffice')}: {order.invoice.taxOffice}
                </>
              )}
            </p>
          </div>
        )}
        {order.notes && (
          <div className="sm:col-span-2">
            <h3 className="font-semibold text-ink">{t('customer.customerNote')}</h3>
            <p className="whitespace-pre-line text-neutral-700">{order.notes}</p>
          </div>
        )}
      </div>
    </OrderSection>
  );
}
