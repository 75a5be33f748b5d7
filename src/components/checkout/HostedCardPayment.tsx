'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { primaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { PayOrderDocument } from '@/api-client/generated/graphql';
import type { CardSession } from './CardPayment';

type Props = {
  receiptId: string;
  orderNumber: string;
  /** The session the order was just placed with: the customer goes straight to the provider's page. */
  session: CardSession | null;
  focusOnMount?: boolean;
};

/**
 * A card (or IRIS) payment on the provider's own page (Viva Smart Checkout): the shop only sends the customer there,
 * so card details never reach it; the provider sends them back to the receipt.
 */
export function HostedCardPayment({ receiptId, orderNumber, session, focusOnMount }: Props) {
  // Under checkout.card: the pages that show a card payment send that namespace to the browser.
  const t = useTranslations('checkout.card.hosted');
  const tCard = useTranslations('checkout.card');
  const graphql = useGraphQL();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Right after "Place order" the customer is on the way to pay: no second click.
    if (session?.hosted) {
      window.location.assign(session.payUrl);
      return;
    }
    if (!focusOnMount) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [session, focusOnMount]);

  const pay = async () => {
    setBusy(true);
    setFailure(false);
    try {
      // Every visit gets its own payment order: an older one may have expired on the provider's side.
      const { payOrder } = await graphql.send(PayOrderDocument, { receiptId });
      if (!payOrder.payment) throw new Error('no payment session');
      window.location.assign(payOrder.payment.payUrl);
    } catch {
      setFailure(true);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="hosted-payment" className="space-y-4 rounded-md border border-neutral-200 p-4">
      <h2
        id="hosted-payment"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-bold text-ink focus:outline-none"
      >
        {t('title', { number: orderNumber })}
      </h2>
      {(session?.testMode ?? true) && (
        <p className="rounded bg-amber-50 p-3 text-sm text-amber-900">{tCard('testMode')}</p>
      )}
      <p className="text-sm text-neutral-700">{t('intro')}</p>
      {failure && <FormAlert lines={[t('failed')]} />}
      <button
        type="button"
        onClick={() => void pay()}
        disabled={busy}
        aria-busy={busy}
        className={`inline-flex w-full items-center justify-center disabled:opacity-70 ${primaryButton}`}
      >
        {t('go')}
      </button>
    </section>
  );
}
