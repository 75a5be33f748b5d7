'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useHydrated } from '@/components/providers/Hydration';
import { formatMoney } from '@/shared/money';
import type { Locale } from '@/shared/locales';
import { consumerPrice } from '@/shared/vat';
import { usePriceDisplay } from '@/stores/priceDisplay';
import { useVatRules } from './VatRulesProvider';

/**
 * A price as EU price indication asks for it: excluding VAT (what mechanics and businesses compare) and the final
 * price a consumer pays, "€100.00 excl. VAT · €124.00 incl. VAT 24%", in the order the visitor chose. The VAT is the
 * checkout's for the visitor's country once known (the server renders the shop's own until the browser knows).
 */
export function PricePair({
  cents,
  currency,
  firstClassName = 'font-bold text-ink',
}: {
  cents: number;
  currency: string;
  firstClassName?: string;
}) {
  const t = useTranslations('vat');
  const locale = useLocale() as Locale;
  const rules = useVatRules();
  const hydrated = useHydrated();
  // Each value on its own: the whole state is a new object once the store has read the browser's storage, which
  // would redraw every price synchronously right after hydration.
  const storedFirst = usePriceDisplay((state) => state.first);
  const storedCountry = usePriceDisplay((state) => state.country);
  const first = hydrated ? storedFirst : 'business';
  const country = hydrated ? storedCountry : null;
  const net = (
    <span data-testid="price-excl" key="excl">
      <span className={first === 'business' ? firstClassName : 'text-ink'}>
        {formatMoney({ cents, currency }, locale)}
      </span>{' '}
      <small>{t('exclVat')}</small>
    </span>
  );
  if (!rules) return net;
  const consumer = consumerPrice(rules, cents, country);
  const gross = (
    <span data-testid="price-incl" key="incl">
      {consumer.ratePercent > 0 ? (
        <>
          <span className={first === 'consumer' ? firstClassName : 'text-ink'}>
            {formatMoney({ cents: consumer.grossCents, currency }, locale)}
          </span>{' '}
          <small>{t('inclVat', { rate: consumer.ratePercent })}</small>
        </>
      ) : (
        <small>{t('noVat')}</small>
      )}
    </span>
  );
  const [one, two] = first === 'consumer' && consumer.ratePercent > 0 ? [gross, net] : [net, gross];
  return (
    // The VAT notes (<small>) and the dot between the two take their look from `.price-pair` (globals.css).
    <span className="price-pair" data-testid="price-pair" data-first={first}>
      {one}
      <span aria-hidden="true">·</span>
      {two}
    </span>
  );
}
