import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import type { ProductPage } from '@/server/domains/catalog';
import { fitmentFilters, listingPageSize, type ListingParams } from '@/shared/listing';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';

/** A page of products with its count, order and page links. */
export function ProductListing({ result, params, pathname }: { result: ProductPage; params: ListingParams; pathname: string }) {
  const t = useTranslations('catalog');
  const pages = Math.max(1, Math.ceil(result.total / listingPageSize));
  const query: Record<string, string> = {
    ...(params.sort !== 'relevance' ? { sort: params.sort } : {}),
    ...(params.search ? { search: params.search } : {}),
    ...Object.fromEntries(fitmentFilters.flatMap((filter) => (params[filter] ? [[filter, params[filter]]] : []))),
  };
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600" role="status">
          {t('resultsCount', { count: result.total })}
        </p>
        <Suspense>
          <SortSelect value={params.sort} />
        </Suspense>
      </div>
      <ProductGrid products={result.nodes} />
      <Pagination page={params.page} pages={pages} pathname={pathname} query={query} />
    </section>
  );
}
