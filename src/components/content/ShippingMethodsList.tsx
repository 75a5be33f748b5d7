import { getLocale, getTranslations } from 'next-intl/server';
import { config } from '@/server/config';
import { shippingMethodsOverview } from '@/server/domains/checkout';
import { isLocale } from '@/shared/locales';
import { formatKilograms, formatEuros } from './format';

/** The shipping methods the checkout offers, with the prices it charges, straight from the configuration. */
export async function ShippingMethodsList() {
  const [t, tCheckout, locale] = await Promise.all([getTranslations('content.shipping'), getTranslations('checkout'), getLocale()]);
  if (!isLocale(locale)) return null;
  const euros = (cents: number) => formatEuros(cents, locale);
  return (
    <section aria-labelledby="shipping-methods-heading" className="mt-10 border-t border-neutral-200 pt-8">
      <h2 id="shipping-methods-heading" className="mb-2 text-2xl font-semibold text-ink">
        {t('heading')}
      </h2>
      <p className="mb-4 text-neutral-600">{t('lead')}</p>
      <ul className="flex flex-col gap-4">
        {shippingMethodsOverview(config().checkout).map((method) => (
          <li key={method.code} className="rounded border border-neutral-200 p-4">
            <h3 className="mb-2 text-lg font-semibold text-ink">{tCheckout.has(`methods.${method.code}`) ? tCheckout(`methods.${method.code}`) : method.code}</h3>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">{t('zoneLabel')}</dt>
              <dd>{t(`zones.${method.zone}`)}</dd>
              <dt className="font-semibold">{t('costLabel')}</dt>
              <dd>
                {method.baseCents === 0 && method.perKgCents === 0
                  ? t('free')
                  : method.perKgCents === 0
                    ? euros(method.baseCents)
                    : method.includedGrams > 0
                      ? t('upTo', { base: euros(method.baseCents), weight: formatKilograms(method.includedGrams, locale), perKg: euros(method.perKgCents) })
                      : t('perKg', { base: euros(method.baseCents), perKg: euros(method.perKgCents) })}
                {method.islandSurchargeCents !== null && <span className="block text-neutral-600">{t('islands', { amount: euros(method.islandSurchargeCents) })}</span>}
              </dd>
              <dt className="font-semibold">{t('weightLabel')}</dt>
              <dd>{method.maxGrams === null ? t('noLimit') : formatKilograms(method.maxGrams, locale)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
