import { useTranslations } from 'next-intl';
import { PricePair } from '@/components/vat/PricePair';
import type { MoneyView } from '@/server/domains/catalog';

/**
 * The price excluding VAT (spec §1) beside the consumer's price including it (EU price indication), with the
 * original price struck through when on sale.
 */
export function Price({
  price,
  salePrice,
  size = 'md',
}: {
  price: MoneyView;
  salePrice: MoneyView | null;
  size?: 'md' | 'lg';
}) {
  const t = useTranslations('catalog');
  const large = size === 'lg';
  const current = salePrice ?? price;
  return (
    <p className="price-line" data-testid="price">
      {salePrice && <span className="sr-only">{t('now')}: </span>}
      <PricePair
        cents={current.amount}
        currency={current.currency}
        firstClassName={`font-bold ${salePrice ? 'text-brand' : 'text-ink'} ${large ? 'text-3xl' : 'text-lg'}`}
      />
      {salePrice && (
        <s className="text-sm text-neutral-500">
          <span className="sr-only">{t('was')}: </span>
          {price.formatted}
        </s>
      )}
    </p>
  );
}
