import { useTranslations } from 'next-intl';
import type { ProductSummary } from '@/server/domains/catalog';
import { ProductCard } from './ProductCard';

export function ProductGrid({ products }: { products: ProductSummary[] }) {
  const t = useTranslations('catalog');
  if (products.length === 0)
    return (
      <p className="rounded border border-dashed border-neutral-300 p-6 text-center text-neutral-600">{t('empty')}</p>
    );
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
