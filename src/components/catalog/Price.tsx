import { useTranslations } from 'next-intl';
import type { MoneyView } from '@/server/domains/catalog';

/** Price excluding VAT, with the original price struck through when on sale (spec §1: prices exclude VAT). */
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
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      {salePrice ? (
        <>
          <span className={`font-bold text-brand ${large ? 'text-3xl' : 'text-lg'}`}>
            <span className="sr-only">{t('now')}: </span>
            {salePrice.formatted}
          </span>
          <s className="text-sm text-neutral-500">
            <span className="sr-only">{t('was')}: </span>
            {price.formatted}
          </s>
        </>
      ) : (
        <span className={`font-bold text-ink ${large ? 'text-3xl' : 'text-lg'}`}>{price.formatted}</span>
      )}
      <span className="text-xs text-neutral-500">{t('exclVat')}</span>
    </p>
  );
}
