'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { CardPayment } from '@/components/checkout/CardPayment';
import { LoadingNote } from '@/components/ui/LoadingNote';
import type { OrderFieldsFragment } from '@/api-client/generated/graphql';
import { OrderNotFound } from './OrderNotFound';
import { OrderView } from './OrderView';
import { WithdrawalPanel } from './WithdrawalPanel';

type Props = {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<OrderFieldsFragment | null>;
  kind: 'receipt' | 'order';
};

const outcomeStyle = {
  processing: 'border-neutral-300 bg-neutral-50',
  completed: 'border-success/40 bg-success/5',
  unpaid: 'border-amber-400 bg-amber-50',
  failed: 'border-brand/40 bg-brand/5',
  canceled: 'border-neutral-400 bg-neutral-100',
} as const;

/**
 * Spec §4 order page: processing (asked again every 2 seconds until the payment ends), completed, unpaid or failed
 * (the card form, until the payment window closes), canceled (the parts were released).
 */
export function OrderDetails({ queryKey, load, kind }: Props) {
  const t = useTranslations('orders');
  const format = useFormatter();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    // A card answers within seconds; an IRIS payment may wait up to 20 minutes for the bank: asked less often then.
    refetchInterval: (current) =>
      current.state.data?.outcome === 'processing' ? (current.state.dataUpdateCount < 30 ? 2000 : 15_000) : false,
    staleTime: 0,
  });
  if (query.isPending) return <LoadingNote className="py-8">{t('loading')}</LoadingNote>;
  const order = query.data;
  if (!order) return <OrderNotFound />;
  const outcome = order.outcome as keyof typeof outcomeStyle;
  const payable = (outcome === 'unpaid' || outcome === 'failed') && order.state === 'pending';
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">
        {t(kind === 'receipt' ? 'receiptTitle' : 'orderTitle', { number: order.number })}
      </h1>
      <div
        role="status"
        aria-busy={outcome === 'processing'}
        className={`rounded-md border p-4 font-semibold text-ink ${outcomeStyle[outcome]}`}
        data-testid="order-outcome"
        data-outcome={outcome}
      >
        {outcome === 'processing' && (
          <span
            aria-hidden="true"
            className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-brand border-t-transparent align-[-2px]"
          />
        )}
        {t(`outcome.${outcome}`)}
        {payable && order.payableUntil && (
          <p className="mt-1 text-sm font-normal text-neutral-700">
            {t('payBy', {
              time: format.dateTime(new Date(order.payableUntil), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
        )}
        {kind === 'receipt' && outcome !== 'failed' && outcome !== 'canceled' && (
          <p className="mt-1 text-sm font-normal text-neutral-700">{t('confirmationSent', { email: order.email })}</p>
        )}
      </div>
      {payable && (
        <CardPayment
          receiptId={order.receiptId}
          orderNumber={order.number}
          amount={order.total.formatted}
          session={null}
          installments={order.installmentOptions}
          hosted={order.cardPaymentHosted}
          // On the receipt itself, the receipt asks the gateway again instead of navigating to where it already is.
          onPaid={kind === 'receipt' ? () => void query.refetch() : undefined}
        />
      )}
      <OrderView order={order} />
      <WithdrawalPanel order={order} onWithdrawn={query.refetch} />
    </div>
  );
}
