import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import type { ProductSummary } from '@/server/domains/catalog';
import { getRelatedProducts, getSimilarProducts } from '@/server/storefront';
import type { Locale } from '@/shared/locales';

/**
 * Secondary recommendations: rendered behind Suspense and never allowed to fail the product page
 * (DESIGN.md habit 11); on an error the section is simply left out.
 */
export async function RelatedProducts({
  locale,
  productId,
  kind,
}: {
  locale: Locale;
  productId: number;
  kind: 'related' | 'similar';
}) {
  let products: ProductSummary[];
  try {
    products = await (kind === 'related'
      ? getRelatedProducts(locale, productId)
      : getSimilarProducts(locale, productId));
  } catch (error) {
    console.error(`${kind} products of ${productId} failed`, error);
    return null;
  }
  if (products.length === 0) return null;
  const t = await getTranslations('product');
  return (
    <section aria-labelledby={`${kind}-products`} className="mt-12">
      <h2 id={`${kind}-products`} className="mb-4 text-xl font-semibold">
        {t(kind)}
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
