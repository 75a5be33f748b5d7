import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { ProductDetail } from '@/server/domains/catalog';

/** Part number, maker, origin and the rest of what a mechanic checks before buying (spec §3 shown fields). */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const t = useTranslations('product');
  const tCatalog = useTranslations('catalog');
  const locale = useLocale();
  const weight = product.master.weightGrams;
  const rows: [string, ReactNode][] = [
    [tCatalog('partNumber'), product.mpn && <span className="font-mono">{product.mpn}</span>],
    [
      tCatalog('sku'),
      <span key="sku" className="font-mono">
        {product.sku}
      </span>,
    ],
    [
      t('manufacturer'),
      product.brand && (
        <Link href={`/brands/${product.brand.slug}`} className="text-brand hover:underline">
          {product.brand.name}
        </Link>
      ),
    ],
    [t('country'), product.country?.name],
    [t('condition'), product.condition?.name],
    [
      t('category'),
      product.category && (
        <Link href={`/product-category/${product.category.slug}`} className="text-brand hover:underline">
          {product.category.name}
        </Link>
      ),
    ],
    [
      t('weight'),
      weight !== null && t('weightKg', { kg: (weight / 1000).toLocaleString(locale, { maximumFractionDigits: 2 }) }),
    ],
    ...product.properties.map((property): [string, ReactNode] => [property.name, property.value]),
    [
      t('superseded'),
      product.supersededNumbers.length > 0 && <span className="font-mono">{product.supersededNumbers.join(', ')}</span>,
    ],
  ];
  return (
    <section aria-labelledby="product-details">
      <h2 id="product-details" className="mb-3 text-xl font-semibold">
        {t('details')}
      </h2>
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-neutral-600">{label}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
