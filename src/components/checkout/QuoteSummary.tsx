'use client';

import { useTranslations } from 'next-intl';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { TotalRow } from '@/components/ui/TotalRow';
import type { CheckoutQuoteQuery } from '@/api-client/generated/graphql';
import { QuoteLines } from './QuoteLines';

type Quote = CheckoutQuoteQuery['checkoutQuote'];

/** The items, then net, shipping, fee, VAT and total of the checkout, as the server computed them. */
export function QuoteSummary({ quote, busy }: { quote: Quote | undefined; busy: boolean }) {
  const t = useTranslations('checkout');
  if (!quote) return <LoadingNote>{t('quoting')}</LoadingNote>;
  const { totals } = quote;
  return (
    <section
      aria-labelledby="checkout-summary"
      aria-busy={busy}
      className={`min-w-0 rounded-md border border-neutral-200 p-4 ${busy ? 'opacity-70' : ''}`}
    >
      <h2 id="checkout-summary" className="mb-3 text-xl font-bold text-ink">
        {t('summary')}
      </h2>
      <QuoteLines lines={quote.lines} />
      <dl className="space-y-2 text-ink" data-testid="checkout-totals">
        <TotalRow label={t('items')} value={totals.items.formatted} />
        <TotalRow label={t('shipping')} value={totals.shipping.formatted} />
        {totals.paymentFee.amount > 0 && <TotalRow label={t('paymentFee')} value={totals.paymentFee.formatted} />}
        <TotalRow label={t('net')} value={totals.net.formatted} />
        <TotalRow label={t('tax', { rate: totals.vatRate })} value={totals.tax.formatted} />
        <TotalRow label={t('total')} value={totals.total.formatted} strong />
      </dl>
      {totals.reverseCharge && <p className="mt-2 text-sm text-neutral-600">{t('reverseCharge')}</p>}
    </section>
  );
}
