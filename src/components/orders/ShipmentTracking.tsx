'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { OrderFieldsFragment } from '@/api-client/generated/graphql';

/**
 * Where the parcel is, once staff shipped it: carrier, the courier's last status in words with when it changed
 * (polled on a schedule), tracking number and the carrier's tracking page.
 */
export function ShipmentTracking({ shipment }: { shipment: OrderFieldsFragment['shipment'] }) {
  const t = useTranslations('orders');
  const format = useFormatter();
  if (!shipment) return <>{`${t('tracking')}: ${t('notShipped')}`}</>;
  return (
    <span data-testid="order-shipment">
      {t('shippedWith', {
        carrier: shipment.carrier,
        date: format.dateTime(new Date(shipment.shippedAt), { dateStyle: 'long' }),
      })}
      <br />
      <strong data-testid="shipment-status" data-status={shipment.status}>
        {t('trackingStatus', {
          status: t.has(`trackingStatuses.${shipment.status as 'created'}`)
            ? t(`trackingStatuses.${shipment.status as 'created'}`)
            : shipment.status,
          date: format.dateTime(new Date(shipment.statusChangedAt), { dateStyle: 'long', timeStyle: 'short' }),
        })}
      </strong>
      <br />
      {t('tracking')}: <span className="font-mono break-all">{shipment.trackingNumber}</span>
      {shipment.trackingUrl && (
        <>
          <br />
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand underline hover:text-brand-dark"
          >
            {t('trackShipment')}
          </a>
        </>
      )}
    </span>
  );
}
