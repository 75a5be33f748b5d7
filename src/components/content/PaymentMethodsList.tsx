import { getLocale, getTranslations } from 'next-intl/server';
import { config } from '@/server/config';
import { paymentMethodsOverview, type PaymentMethodOverview } from '@/server/domains/checkout';
import { cardPaymentsOn } from '@/server/domains/payments';
import { isLocale, type Locale } from '@/shared/locales';
import { formatEuros } from './format';
import { MethodCard, MethodsSection } from './MethodsSection';

/** The payment methods the checkout offers, with their fees, account and installments, from the configuration. */
export async function PaymentMethodsList() {
  const [t, tCheckout, locale] = await Promise.all([
    getTranslations('content.payment'),
    getTranslations('checkout'),
    getLocale(),
  ]);
  if (!isLocale(locale)) return null;
  const settings = config();
  return (
    <MethodsSection id="payment-methods-heading" heading={t('heading')} lead={t('lead')}>
      {paymentMethodsOverview(settings.checkout, cardPaymentsOn(settings)).map((method) => (
        <MethodCard key={method.code} name={tCheckout(`payments.${method.code}`)}>
          <MethodTerms method={method} locale={locale} t={t} />
        </MethodCard>
      ))}
    </MethodsSection>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'content.payment'>>>;

function MethodTerms({ method, locale, t }: { method: PaymentMethodOverview; locale: Locale; t: Translate }) {
  switch (method.code) {
    case 'cash-on-delivery':
      return <p>{t('cashOnDelivery', { fee: formatEuros(method.feeCents, locale) })}</p>;
    case 'bank-transfer':
      return (
        <>
          <dl className="mb-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t('beneficiary')}</dt>
            <dd>{method.beneficiary}</dd>
            <dt className="font-semibold">{t('bank')}</dt>
            <dd>{method.bank}</dd>
            <dt className="font-semibold">{t('iban')}</dt>
            <dd className="font-mono break-all">{method.iban}</dd>
          </dl>
          <p className="text-neutral-600">{t('bankReference')}</p>
        </>
      );
    case 'card':
      return (
        <>
          <p>{t('card')}</p>
          {method.installments.length > 0 && (
            <ul className="mt-1 list-disc pl-6">
              {method.installments.map((tier) => (
                <li key={tier.minTotalCents}>
                  {t('installments', { max: tier.max, amount: formatEuros(tier.minTotalCents, locale) })}
                </li>
              ))}
            </ul>
          )}
        </>
      );
  }
}
