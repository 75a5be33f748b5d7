import { getFormatter, getTranslations } from 'next-intl/server';
import { shippingMethodName } from '@/components/checkout/shipping-method-name';
import type { StaffOrderView } from '@/server/domains/orders';
import { OrderSection } from './OrderSection';

/** How the order travels: method, carrier and tracking, and when it was packed, shipped and delivered. */
export async function OrderShipment({ order }: { order: StaffOrderView }) {
  const t = await getTranslations('orderDesk');
  const tCheckout = await getTranslations('checkout');
  const format = await getFormatter();
  const when = (date: Date | null) =>
    date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : t('shipment.notYet');
  const rows: [string, React.ReactNode][] = [
    [t('shipment.method'), shippingMethodName(tCheckout, order.shippingMethod)],
    ...(order.locker
      ? [
          [
            t('shipment.locker'),
            `${order.locker.name} · ${order.locker.address} ${order.locker.postalCode} (${order.locker.id})`,
          ] as [string, React.ReactNode],
        ]
      : []),
    [t('shipment.carrier'), order.carrier ?? t('shipment.notYet')],
    [t('shipment.trackingNumber'), order.trackingNumber ?? t('shipment.notYet')],
    [
      t('shipment.trackingLink'),
      order.trackingUrl ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-brand underline"
        >
          {order.trackingUrl}
        </a>
      ) : (
        t('shipment.notYet')
      ),
    ],
    [t('shipment.packedAt'), when(order.packedAt)],
    [t('shipment.shippedAt'), when(order.shippedAt)],
    [t('shipment.deliveredAt'), when(order.deliveredAt)],
  ];
  return (
    <OrderSection id="desk-shipment" title={t('sections.shipment')}>
      <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="break-words text-neutral-700">{value}</dd>
          </div>
        ))}
      </dl>
    </OrderSection>
  );
}
