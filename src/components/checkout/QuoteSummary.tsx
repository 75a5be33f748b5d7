'use client';

import { useTranslations } from 'next-intl';
import type { CheckoutQuoteQuery } from '@/graphql/generated/graphql';

type Totals = CheckoutQuoteQuery['checkoutQuote']['totals'];

/** Net, shipping, fee, VAT and total of the checkout, as the server computed them. */
export function QuoteSummary({ totals, busy }: { totals: Totals | undefined; busy: boolean }) {
  const t = useTranslations('checkout');
  if (!totals) return <p aria-busy="true" className="text-neutral-600">{t('quoting')}</p>;
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-neutral-200 pt-2 text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="checkout-summary" aria-busy={busy} className={`rounded-md border border-neutral-200 p-4 ${busy ? 'opacity-70' : ''}`}>
      <h2 id="checkout-summary" className="mb-3 text-xl font-bold text-ink">
        {t('summary')}
      </h2>
      <dl className="space-y-2 text-ink" data-testid="checkout-totals">
        {row(t('items'), totals.items.formatted)}
        {row(t('shipping'), totals.shipping.formatted)}
        {totals.paymentFee.amount > 0 && row(t('paymentFee'), totals.paymentFee.formatted)}
        {row(t('net'), totals.net.formatted)}
        {row(t('tax', { rate: totals.vatRate }), totals.tax.formatted)}
        {row(t('total'), totals.total.formatted, true)}
      </dl>
      {totals.reverseCharge && <p className="mt-2 text-sm text-neutral-600">{t('reverseCharge')}</p>}
    </section>
  );
}
