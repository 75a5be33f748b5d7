'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { FormAlert } from '@/components/ui/FormAlert';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { WithdrawFromOrderDocument, type OrderFieldsFragment } from '@/api-client/generated/graphql';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { Link } from '@/i18n/navigation';

type Props = {
  order: Pick<OrderFieldsFragment, 'receiptId' | 'number' | 'withdrawal'>;
  /** Loads the order again once the withdrawal is recorded. */
  onWithdrawn: () => Promise<unknown>;
};

/**
 * The consumer's withdrawal function (EU, from 19 June 2026): a clearly labelled control while the 14 days run, a
 * short confirmation step, then the acknowledgement (the e-mail goes out through the job queue).
 */
export function WithdrawalPanel({ order, onWithdrawn }: Props) {
  const t = useTranslations('withdrawal');
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const graphql = useGraphQL();
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const { withdrawal } = order;

  useEffect(() => {
    if (step === 'confirm') confirmHeading.current?.focus();
  }, [step]);

  if (!withdrawal.requestedAt && !withdrawal.available) return null;

  const withdraw = async () => {
    setStep('sending');
    setProblem(null);
    await errorMessage.ready();
    try {
      const { withdrawFromOrder } = await graphql.send(WithdrawFromOrderDocument, { receiptId: order.receiptId });
      if (withdrawFromOrder.error) setProblem(errorMessage(withdrawFromOrder.error));
      await onWithdrawn();
    } catch {
      setProblem(t('failed'));
    }
    setStep('idle');
  };

  return (
    <section
      aria-labelledby="withdrawal-title"
      className="rounded-md border border-neutral-300 p-4"
      data-testid="withdrawal"
    >
      <h2 id="withdrawal-title" className="mb-2 text-lg font-bold text-ink">
        {t('title')}
      </h2>
      {withdrawal.requestedAt ? (
        <p role="status" className="text-neutral-700" data-testid="withdrawal-requested">
          {t('requested', { date: format.dateTime(new Date(withdrawal.requestedAt), { dateStyle: 'long' }) })}
        </p>
      ) : step === 'idle' ? (
        <div className="space-y-3">
          <p className="text-neutral-700">
            {t('open', { deadline: format.dateTime(new Date(withdrawal.deadline), { dateStyle: 'long' }) })}{' '}
            <Link href="/oroi-proypotheseis#withdrawal" className="font-semibold text-brand underline">
              {t('termsLink')}
            </Link>
          </p>
          <button
            type="button"
            className={`inline-flex items-center ${secondaryButton}`}
            onClick={() => setStep('confirm')}
          >
            {t('button')}
          </button>
        </div>
      ) : (
        <div className="space-y-3 rounded-md bg-amber-50 p-3">
          <h3 ref={confirmHeading} tabIndex={-1} className="font-semibold text-ink outline-none">
            {t('confirmTitle')}
          </h3>
          <p className="text-neutral-800">{t('confirmText', { number: order.number })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`inline-flex items-center ${primaryButton}`}
              disabled={step === 'sending'}
              onClick={withdraw}
            >
              {t('confirm')}
            </button>
            <button
              type="button"
              className={`inline-flex items-center ${secondaryButton}`}
              disabled={step === 'sending'}
              onClick={() => setStep('idle')}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      {problem && (
        <div className="mt-3">
          <FormAlert lines={[problem]} />
        </div>
      )}
    </section>
  );
}
