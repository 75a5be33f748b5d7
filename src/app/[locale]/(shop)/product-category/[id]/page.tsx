import type { Metadata } from 'next';
import { CategoryHeader } from '@/components/catalog/CategoryHeader';
import { ProductListing } from '@/components/catalog/ProductListing';
import { getCategory, getProducts } from '@/server/storefront';
import { fitmentWhere, listingPageSize, parseListingParams } from '@/shared/listing';
import { pageLocale } from '../../../page-locale';
import { categoryMetadata } from '../../category-metadata';
import { redirectOrNotFound } from '../../taxon-redirect';

// The page and sort order come from the query string: rendered per request from cached reads.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(params, 'product-category');
}

/** Every active part of a category and its sub-categories, page by page. */
export default async function ProductCategoryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const category =
    (await getCategory(locale, id)) ?? (await redirectOrNotFound(locale, 'category', 'product-category', id));
  const listing = parseListingParams(await searchParams);
  const result = await getProducts(locale, {
    where: { category: category.slug, ...fitmentWhere(listing) },
    order: listing.sort,
    first: listingPageSize,
    skip: (listing.page - 1) * listingPageSize,
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CategoryHeader category={category} withCount={false} />
      <div className="mt-6">
        <ProductListing result={result} params={listing} pathname={`/product-category/${category.slug}`} />
      </div>
    </div>
  );
}
