import { getTranslations } from 'next-intl/server';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import type { StaffOrderView } from '@/server/domains/orders';
import type { Locker, Shipment } from '@/server/domains/shipping';
import { localizedPath } from '@/shared/paths';
import type { Locale } from '@/shared/locales';
import { OrderSection } from './OrderSection';

type Props = {
  order: StaffOrderView;
  locale: Locale;
  carrier: 'acs' | 'boxnow';
  shipment: Shipment | null;
  /** BOX NOW's lockers near the delivery address; null when the list could not be had. */
  lockers: Locker[] | null;
  canShip: boolean;
  canPrint: boolean;
  run: (form: FormData) => Promise<void>;
};

const carrierNames = { acs: 'ACS', boxnow: 'BOX NOW' } as const;

/** The order's courier voucher: one click to create it (with the locker for BOX NOW), its label and its status. */
export async function VoucherPanel({ order, locale, carrier, shipment, lockers, canShip, canPrint, run }: Props) {
  const t = await getTranslations('orderDesk.voucher');
  const hidden = (name: string, value: string | number) => <input type="hidden" name={name} value={value} />;
  const fields = (action: string) => (
    <>
      {hidden('locale', locale)}
      {hidden('action', action)}
      {hidden('number', order.number)}
      {hidden('orderId', order.id)}
      {hidden('version', order.version)}
    </>
  );
  return (
    <OrderSection id="desk-voucher" title={t('title')}>
      <p className="text-sm text-neutral-700">{t('carrier', { carrier: carrierNames[carrier] })}</p>
      {shipment ? (
        <div className="mt-2 space-y-2">
          <p className="text-sm text-ink">
            <span className="font-mono" data-testid="voucher-number">
              {shipment.voucherNumber}
            </span>{' '}
            · {t('status', { status: t(`statuses.${shipment.status as 'created'}`) })}
            {shipment.pickupList && ` · ${t('pickupList', { list: shipment.pickupList })}`}
          </p>
          <div className="flex flex-wrap gap-2">
            {canPrint && (
              <a
                className={`${primaryButton} inline-flex items-center`}
                href={localizedPath(locale, `/staff/orders/${encodeURIComponent(order.number)}/label`)}
                target="_blank"
                rel="noopener"
              >
                {t('print')}
              </a>
            )}
            {canShip && shipment.status === 'created' && (
              <form action={run}>
                {fields('cancel')}
                <button type="submit" className={secondaryButton}>
                  {t('cancel')}
                </button>
              </form>
            )}
          </div>
        </div>
      ) : (
        canShip &&
        order.state === 'ready' && (
          <form action={run} className="mt-2 grid gap-2">
            {fields('create')}
            {carrier === 'boxnow' &&
              (order.locker ? (
                <p className="text-sm text-ink" data-testid="voucher-locker">
                  <span className="font-semibold">{t('locker')}:</span> {order.locker.name} · {order.locker.address}{' '}
                  {order.locker.postalCode}
                </p>
              ) : lockers ? (
                <label className="grid gap-1 text-sm">
                  <span className="font-semibold text-ink">{t('locker')}</span>
                  <select name="lockerId" required className="min-h-11 rounded-md border border-neutral-300 px-2">
                    {lockers.map((locker) => (
                      <option key={locker.id} value={locker.id}>
                        {locker.name} · {locker.address}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <p className="text-sm text-neutral-700">{t('noLockers')}</p>
              ))}
            <button type="submit" className={`${primaryButton} w-full justify-center`}>
              {t('create')}
            </button>
          </form>
        )
      )}
    </OrderSection>
  );
}
