import { getLocale, getTranslations } from 'next-intl/server';
import { config } from '@/server/config';
import { paymentMethodsOverview, type PaymentMethodOverview } from '@/server/domains/checkout';
import { cardProvider } from '@/server/payments';
import { isLocale, type Locale } from '@/shared/locales';
import { formatEuros } from './format';

/** The payment methods the checkout offers, with their fees, account and installments, from the configuration. */
export async function PaymentMethodsList() {
  const [t, tCheckout, locale] = await Promise.all([getTranslations('content.payment'), getTranslations('checkout'), getLocale()]);
  if (!isLocale(locale)) return null;
  const settings = config();
  return (
    <section aria-labelledby="payment-methods-heading" className="mt-10 border-t border-neutral-200 pt-8">
      <h2 id="payment-methods-heading" className="mb-2 text-2xl font-semibold text-ink">
        {t('heading')}
      </h2>
      <p className="mb-4 text-neutral-600">{t('lead')}</p>
      <ul className="flex flex-col gap-4">
        {paymentMethodsOverview(settings.checkout, cardProvider(settings) !== null).map((method) => (
          <li key={method.code} className="rounded border border-neutral-200 p-4">
            <h3 className="mb-2 text-lg font-semibold text-ink">{tCheckout(`payments.${method.code}`)}</h3>
            <MethodTerms method={method} locale={locale} t={t} />
          </li>
        ))}
      </ul>
    </section>
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
            <dd className="break-all font-mono">{method.iban}</dd>
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
                <li key={tier.minTotalCents}>{t('installments', { max: tier.max, amount: formatEuros(tier.minTotalCents, locale) })}</li>
              ))}
            </ul>
          )}
        </>
      );
  }
}
