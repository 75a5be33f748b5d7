'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { PayOrderDocument } from '@/api-client/generated/graphql';
import { useRouter } from '@/i18n/navigation';
import { cardErrors, type CardFields } from './card-checks';
import { HostedCardPayment } from './HostedCardPayment';

export type CardSession = { payUrl: string; maxInstallments: number; testMode: boolean; hosted: boolean };
type Props = {
  receiptId: string;
  orderNumber: string;
  amount: string;
  session: CardSession | null;
  installments: { min: number; max: number };
  /** Where an approved payment leads; without it, to the receipt. */
  onPaid?: () => void;
  /** Brings the form into view and focus when it appears (it replaces the taller checkout form). */
  focusOnMount?: boolean;
  /** The provider takes the card on its own page: the customer is sent there instead of seeing a card form. */
  hosted?: boolean;
};
type GatewayAnswer = {
  status: 'approved' | 'declined' | 'challenge' | 'invalid' | 'unknown-session' | 'unavailable';
  challengeUrl?: string;
};

/** The card payment of an unpaid order: on the provider's own page when it has one, else the shop's card form. */
export function CardPayment(props: Props) {
  return props.hosted || props.session?.hosted ? (
    <HostedCardPayment
      receiptId={props.receiptId}
      orderNumber={props.orderNumber}
      session={props.session}
      focusOnMount={props.focusOnMount}
    />
  ) : (
    <CardForm {...props} />
  );
}

/**
 * The card form of spec §5. The card data is posted straight to the gateway's endpoint (never to the shop's API);
 * the shop learns the outcome from the gateway. A declined card leaves the order unpaid and offers another try.
 */
function CardForm({ receiptId, orderNumber, amount, session: first, installments, onPaid, focusOnMount }: Props) {
  const t = useTranslations('checkout.card');
  const graphql = useGraphQL();
  const router = useRouter();
  const [session, setSession] = useState(first);
  const [errors, setErrors] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // After "Place order" the page keeps the scroll position of the taller checkout form: on a phone the customer
  // would see the footer. The heading, not the first field, takes the focus, so no keyboard covers the form.
  useEffect(() => {
    if (!focusOnMount) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  const freshSession = async (): Promise<CardSession | null> => {
    const { payOrder } = await graphql.send(PayOrderDocument, { receiptId });
    return payOrder.payment ?? null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const card = Object.fromEntries(
      ['holder', 'number', 'expiryMonth', 'expiryYear', 'cvv'].map((name) => [name, String(data.get(name) ?? '')]),
    ) as CardFields;
    const problems = cardErrors(card);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, error]) => [field, t(`errors.${error}`)])));
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      // A session that already refused a card cannot take another: ask the shop for a new one first.
      const open = session ?? (await freshSession());
      if (!open) throw new Error('no payment session');
      const response = await fetch(open.payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...card, installments: Number(data.get('installments') ?? 1) }),
      });
      const answer = (await response.json().catch(() => ({ status: 'unavailable' }))) as GatewayAnswer;
      if (answer.status === 'approved') return onPaid ? onPaid() : router.replace(`/receipt/${receiptId}`);
      if (answer.status === 'challenge' && answer.challengeUrl) return window.location.assign(answer.challengeUrl);
      setSession(null);
      // Spec §8: details the gateway cannot read are 'not valid'; a card the bank refused says so and what to do;
      // anything else is the system error.
      setFailure(
        t(
          answer.status === 'declined'
            ? 'errors.declined'
            : answer.status === 'invalid'
              ? 'errors.invalidDetails'
              : 'errors.system',
        ),
      );
    } catch {
      setSession(null);
      setFailure(t('errors.system'));
    }
    setBusy(false);
  };

  const max = session?.maxInstallments ?? installments.max;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('title')}
      className="space-y-4 rounded-md border border-neutral-200 p-4"
    >
      <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-ink focus:outline-none">
        {t('retry', { number: orderNumber })}
      </h2>
      {(session?.testMode ?? true) && <p className="rounded bg-amber-50 p-3 text-sm text-amber-900">{t('testMode')}</p>}
      <FormField label={t('holder')} name="holder" autoComplete="cc-name" required error={errors.holder} />
      <FormField
        label={t('number')}
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        error={errors.number}
      />
      <div className="grid grid-cols-3 gap-3">
        <FormField
          label={t('expiryMonth')}
          name="expiryMonth"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={2}
          required
          error={errors.expiryMonth}
        />
        <FormField
          label={t('expiryYear')}
          name="expiryYear"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YYYY"
          maxLength={4}
          required
          error={errors.expiryYear}
        />
        <FormField
          label={t('cvv')}
          name="cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          error={errors.cvv}
        />
      </div>
      {max > 1 && (
        <SelectField
          id="card-installments"
          label={t('installments')}
          name="installments"
          defaultValue="1"
          hint={t('installmentsHint', { min: installments.min, max })}
        >
          <option value="1">{t('single')}</option>
          {Array.from({ length: max - 1 }, (_, index) => index + 2).map((count) => (
            <option key={count} value={count}>
              {t('count', { count })}
            </option>
          ))}
        </SelectField>
      )}
      {failure && <FormAlert lines={[failure]} />}
      <SubmitButton busy={busy} label={t('pay', { amount })} busyLabel={t('paying')} />
    </form>
  );
}
