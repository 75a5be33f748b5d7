'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { TotalRow } from '@/components/ui/TotalRow';
import type { OrderFieldsFragment } from '@/api-client/generated/graphql';
import { shippingMethodName } from '@/components/checkout/shipping-method-name';
import { localeTags, type Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';
import { OrderLines } from './OrderLines';
import { ShipmentTracking } from './ShipmentTracking';

type Address = OrderFieldsFragment['billingAddress'];

function AddressBlock({ title, address }: { title: string; address: Address }) {
  const locale = useLocale() as Locale;
  const country = new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of(address.country);
  return (
    <section>
      <h3 className="font-semibold text-ink">{title}</h3>
      <address className="text-neutral-700 not-italic">
        {address.firstName} {address.lastName}
        {address.company && <br />}
        {address.company}
        <br />
        {address.address1}
        {address.address2 && `, ${address.address2}`}
        {address.floor && `, ${address.floor}`}
        <br />
        {address.postalCode} {address.city}
        {address.region && `, ${address.region}`}
        <br />
        {country}
        <br />
        {address.phone}
      </address>
    </section>
  );
}

/** An order as spec §3 lists it: number, date, state, items, totals with tax and shipping, addresses, payments. */
export function OrderView({ order }: { order: OrderFieldsFragment }) {
  const t = useTranslations('orders');
  const tCheckout = useTranslations('checkout');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  return (
    <div className="space-y-8">
      <p className="text-neutral-700">
        {t('placedOn', { date: format.dateTime(new Date(order.createdAt), { dateStyle: 'long', timeStyle: 'short' }) })}{' '}
        · {t('state')}: <strong data-testid="order-state">{t(`states.${order.state as 'pending'}`)}</strong>
      </p>
      <OrderLines items={order.items} />
      <dl className="ml-auto max-w-sm space-y-2 text-ink" data-testid="order-totals">
        <TotalRow label={t('subtotal')} value={order.subtotal.formatted} />
        <TotalRow label={t('shipmentTotal')} value={order.shipmentTotal.formatted} />
        {order.paymentFee.amount > 0 && <TotalRow label={t('paymentFee')} value={order.paymentFee.formatted} />}
        <TotalRow label={t('tax', { rate: order.vatRate })} value={order.taxTotal.formatted} />
        <TotalRow label={t('grandTotal')} value={order.total.formatted} strong />
        {order.reverseCharge && <p className="text-sm text-neutral-600">{t('reverseCharge')}</p>}
      </dl>
      <p>
        {/* The same receipt or invoice staff print, behind the same secret receipt id. */}
        <a
          href={localizedPath(locale, `/receipt/${order.receiptId}/pdf`)}
          rel="noreferrer"
          className="font-semibold text-brand underline hover:text-brand-dark"
          data-testid="order-document"
        >
          {t(order.invoice ? 'downloadInvoice' : 'downloadReceipt')}
        </a>
      </p>
      {order.bankTransfer && (
        <section className="rounded-md border border-amber-300 bg-amber-50 p-4" aria-labelledby="bank-transfer">
          <h2 id="bank-transfer" className="mb-2 text-lg font-bold text-ink">
            {t('bankTransfer')}
          </h2>
          <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">{t('beneficiary')}</dt>
            <dd>{order.bankTransfer.beneficiary}</dd>
            <dt className="font-semibold">{t('iban')}</dt>
            <dd className="font-mono break-all">{order.bankTransfer.iban}</dd>
            <dt className="font-semibold">{t('bank')}</dt>
            <dd>{order.bankTransfer.bank}</dd>
            <dt className="font-semibold">{t('reference')}</dt>
            <dd className="font-mono">{order.bankTransfer.reference}</dd>
          </dl>
        </section>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <AddressBlock title={t('billing')} address={order.billingAddress} />
        <AddressBlock title={t('shipping')} address={order.shippingAddress} />
        {order.invoice && (
          <section>
            <h3 className="font-semibold text-ink">{t('invoice')}</h3>
            <p className="text-neutral-700">
              {order.invoice.companyName}
              <br />
              {t('activity')}: {order.invoice.activity}
              <br />
              {t('vatNumber')}: {order.invoice.vatNumber}
              {order.invoice.taxOffice && (
                <>
                  <br />
                  {t('taxOffice')}: {order.invoice.taxOffice}
                </>
              )}
            </p>
          </section>
        )}
        <section>
          <h3 className="font-semibold text-ink">{t('shippingMethod')}</h3>
          <p className="text-neutral-700">
            {shippingMethodName(tCheckout, order.shippingMethod)}
            <br />
            {order.locker && (
              <span className="block" data-testid="order-locker">
                {t('locker')}: {order.locker.name}, {order.locker.address} {order.locker.postalCode}
              </span>
            )}
            <ShipmentTracking shipment={order.shipment} />
          </p>
        </section>
        <section>
          <h3 className="font-semibold text-ink">{t('paymentMethod')}</h3>
          <p className="text-neutral-700">
            {tCheckout(`payments.${order.paymentMethod as 'card'}`)}
            {order.installments > 1 && ` · ${t('installments', { count: order.installments })}`}
          </p>
          <ul className="text-sm text-neutral-600">
            {order.payments.map((payment, index) => (
              <li key={index}>
                {payment.amount.formatted} · {t(`paymentStates.${payment.state as 'pending'}`)}
                {payment.cardSummary && ` · ${payment.cardSummary}`}
              </li>
            ))}
          </ul>
        </section>
        {order.notes && (
          <section>
            <h3 className="font-semibold text-ink">{t('notes')}</h3>
            <p className="whitespace-pre-line text-neutral-700">{order.notes}</p>
          </section>
        )}
      </div>
    </div>
  );
}
