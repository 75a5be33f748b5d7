import { useTranslations } from 'next-intl';
import type { ProductSummary } from '@/server/domains/catalog';
import { ProductCard } from './ProductCard';

/**
 * The listing's cards. `eagerFirst` cards load their picture at once, with priority: on a listing page the first
 * row's picture is the largest thing the phone paints (Lighthouse's LCP element; lazy, it waited for layout).
 */
export function ProductGrid({ products, eagerFirst = 0 }: { products: ProductSummary[]; eagerFirst?: number }) {
  const t = useTranslations('catalog');
  if (products.length === 0)
    return (
      <p className="rounded border border-dashed border-neutral-300 p-6 text-center text-neutral-600">{t('empty')}</p>
    );
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < eagerFirst} />
        </li>
      ))}
    </ul>
  );
}
