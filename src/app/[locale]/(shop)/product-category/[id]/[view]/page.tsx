import type { Metadata } from 'next';
import { CategoryHeader } from '@/components/catalog/CategoryHeader';
import { ProductListing } from '@/components/catalog/ProductListing';
import { getCategory } from '@/server/storefront';
import { pageLocale } from '../../../../page-locale';
import { categoryMetadata } from '../../../category-metadata';
import { listedProducts, listingOrNotFound } from '../../../listing-view';
import { redirectOrNotFound } from '../../../taxon-redirect';

// Another page, order or fitment of the category's parts: the proxy rewrites `/product-category/x?page=2` to its
// view (`listingView`), rendered once and cached like a product page. `../page.tsx` is its first page.
type Props = { params: Promise<{ locale: string; id: string; view?: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(params, 'product-category');
}

/** Every active part of a category and its sub-categories, page by page. */
export default async function ProductCategoryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, view } = await params;
  const category =
    (await getCategory(locale, id)) ?? (await redirectOrNotFound(locale, 'category', 'product-category', id));
  const listing = await listingOrNotFound(locale, view);
  const result = await listedProducts(locale, { category: category.slug }, listing);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CategoryHeader category={category} withCount={false} />
      <div className="mt-6">
        <ProductListing result={result} params={listing} pathname={`/product-category/${category.slug}`} />
      </div>
    </div>
  );
}
