'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import type { DeskOrderRef, RunDeskAction } from './desk-action-state';
import { DeskActionForm } from './DeskActionForm';

type Props = { order: DeskOrderRef; run: RunDeskAction };

/** Handed to a carrier: its name, the tracking number and the carrier's tracking page (sent to the customer). */
export function ShipForm({ order, run }: Props) {
  const t = useTranslations('orderDesk');
  return (
    <DeskActionForm action="ship" order={order} run={run}>
      {({ problemOf, valueOf }) => (
        <>
          <FormField
            label={t('fields.carrier')}
            name="carrier"
            defaultValue={valueOf('carrier')}
            list="desk-carriers"
            error={problemOf('carrier')}
            required
          />
          <datalist id="desk-carriers">
            {['ACS', 'ELTA Courier', 'Geniki Taxydromiki', 'Speedex', 'DHL Express', 'UPS'].map((carrier) => (
              <option key={carrier} value={carrier} />
            ))}
          </datalist>
          <FormField
            label={t('fields.trackingNumber')}
            name="trackingNumber"
            defaultValue={valueOf('trackingNumber')}
            error={problemOf('trackingNumber')}
            required
          />
          <FormField
            label={t('fields.trackingUrl')}
            name="trackingUrl"
            defaultValue={valueOf('trackingUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={t('hints.trackingUrl')}
            error={problemOf('trackingUrl')}
          />
        </>
      )}
    </DeskActionForm>
  );
}

/** Cancels before shipping; a paid order only with its refund ticked. */
export function CancelForm({ order, run, refundable }: Props & { refundable: string | null }) {
  const t = useTranslations('orderDesk');
  return (
    <DeskActionForm action="cancel" order={order} run={run}>
      {({ problemOf, valueOf, checked }) => (
        <>
          <FormField
            label={t('fields.reason')}
            name="reason"
            defaultValue={valueOf('reason')}
            error={problemOf('reason')}
            required
          />
          {refundable && (
            <div>
              <label className="flex min-h-11 items-center gap-2 font-medium text-ink">
                <input
                  type="checkbox"
                  name="refund"
                  defaultChecked={checked('refund', false)}
                  className="size-5 accent-brand"
                />
                {t('actions.cancelRefund', { amount: refundable })}
              </label>
              <p className="text-sm text-neutral-600">{t('actions.cancelRefundHint')}</p>
            </div>
          )}
        </>
      )}
    </DeskActionForm>
  );
}
