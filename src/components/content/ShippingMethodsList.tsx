import { getLocale, getTranslations } from 'next-intl/server';
import { currentConfig } from '@/server/settings-reader';
import { shippingMethodsOverview } from '@/server/domains/checkout';
import { lockerWeightLimit } from '@/server/domains/shipping';
import { isLocale } from '@/shared/locales';
import { formatKilograms, formatEuros } from './format';
import { MethodCard, MethodsSection } from './MethodsSection';
import { shippingMethodName } from '@/components/checkout/shipping-method-name';

/** The shipping methods the checkout offers, with the prices it charges, as the checkout reads them (the owner's settings). */
export async function ShippingMethodsList() {
  const [t, tCheckout, locale, settings] = await Promise.all([
    getTranslations('content.shipping'),
    getTranslations('checkout'),
    getLocale(),
    currentConfig(),
  ]);
  if (!isLocale(locale)) return null;
  const euros = (cents: number) => formatEuros(cents, locale);
  return (
    <MethodsSection id="shipping-methods-heading" heading={t('heading')} lead={t('lead')}>
      {shippingMethodsOverview(settings.checkout).map((method) => {
        // A locker takes no more than its compartments hold, whatever the method's own limit.
        const limits = [method.maxGrams, lockerWeightLimit(settings.shipping, method.code)].filter(
          (grams) => grams !== null,
        );
        const maxGrams = limits.length > 0 ? Math.min(...limits) : null;
        return (
          <MethodCard key={method.code} name={shippingMethodName(tCheckout, method.code)}>
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
                      ? t('upTo', {
                          base: euros(method.baseCents),
                          weight: formatKilograms(method.includedGrams, locale),
                          perKg: euros(method.perKgCents),
                        })
                      : t('perKg', { base: euros(method.baseCents), perKg: euros(method.perKgCents) })}
                {method.freeFromCents !== null && (
                  <span className="block font-semibold text-success" data-testid="free-shipping-threshold">
                    {t('freeFrom', { amount: euros(method.freeFromCents) })}
                  </span>
                )}
                {method.islandSurchargeCents !== null && (
                  <span className="block text-neutral-600">
                    {t('islands', { amount: euros(method.islandSurchargeCents) })}
                  </span>
                )}
              </dd>
              <dt className="font-semibold">{t('weightLabel')}</dt>
              <dd>{maxGrams === null ? t('noLimit') : formatKilograms(maxGrams, locale)}</dd>
            </dl>
          </MethodCard>
        );
      })}
    </MethodsSection>
  );
}
