'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import type { DeskOrderRef, RunDeskAction } from './desk-action-state';
import { DeskActionForm } from './DeskActionForm';

type Props = { order: DeskOrderRef; run: RunDeskAction };

/** A bank transfer arrived: the amount (the balance due, unless the bank shows less) and the bank's reference. */
export function MarkPaidForm({ order, run, due }: Props & { due: { amount: string; formatted: string } }) {
  const t = useTranslations('orderDesk');
  return (
    <DeskActionForm action="mark-paid" order={order} run={run}>
      {({ problemOf, valueOf }) => (
        <>
          <FormField
            label={t('fields.amount')}
            name="amount"
            inputMode="decimal"
            defaultValue={valueOf('amount', due.amount)}
            hint={t('hints.due', { amount: due.formatted })}
            error={problemOf('amount')}
            required
          />
          <FormField
            label={t('fields.reference')}
            name="reference"
            defaultValue={valueOf('reference')}
            error={problemOf('reference')}
            required
          />
        </>
      )}
    </DeskActionForm>
  );
}

/** The courier paid over the cash on delivery. */
export function MarkCollectedForm({ order, run }: Props) {
  const t = useTranslations('orderDesk');
  return (
    <DeskActionForm action="mark-collected" order={order} run={run}>
      {({ problemOf, valueOf }) => (
        <FormField
          label={t('fields.collectedReference')}
          name="reference"
          defaultValue={valueOf('reference')}
          error={problemOf('reference')}
        />
      )}
    </DeskActionForm>
  );
}

/** Money back, up to what the order holds; the channel follows the payment. */
export function RefundForm({ order, run, refundable }: Props & { refundable: { amount: string; formatted: string } }) {
  const t = useTranslations('orderDesk');
  return (
    <DeskActionForm action="refund" order={order} run={run}>
      {({ problemOf, valueOf }) => (
        <>
          <p className="text-sm text-neutral-700">{t('actions.refundChannel')}</p>
          <FormField
            label={t('fields.amount')}
            name="amount"
            inputMode="decimal"
            defaultValue={valueOf('amount', refundable.amount)}
            hint={t('hints.refundable', { amount: refundable.formatted })}
            error={problemOf('amount')}
            required
          />
          <FormField
            label={t('fields.reason')}
            name="reason"
            defaultValue={valueOf('reason')}
            error={problemOf('reason')}
            required
          />
        </>
      )}
    </DeskActionForm>
  );
}
