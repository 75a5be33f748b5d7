import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FitsMyTractorFilter } from '@/components/search/FitsMyTractorFilter';
import type { ProductPage } from '@/server/domains/catalog';
import { fitmentFilters, listingPageSize, type ListingParams } from '@/shared/listing';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';
import { PriceAudienceSwitch } from '@/components/vat/PriceAudienceSwitch';
import { ClientMessages } from '@/i18n/ClientMessages';

type Props = {
  result: ProductPage;
  params: Pick<ListingParams, 'page' | 'sort'> & Partial<ListingParams>;
  pathname: string;
  /** The other query parameters page links keep; by default the order, search and fitment of `params`. */
  query?: Record<string, string>;
  /** Shown instead of the grid when nothing matches. */
  empty?: ReactNode;
  /** The tractor models the listing is narrowed to; by default the `model` of `params`. */
  models?: string[];
};

/** A page of products with its count, order and page links. */
export function ProductListing({
  result,
  params,
  pathname,
  query = listingQuery(params),
  empty,
  models = params.model ? [params.model] : [],
}: Props) {
  const t = useTranslations('catalog');
  const pages = Math.max(1, Math.ceil(result.total / listingPageSize));
  return (
    <ClientMessages namespaces={['catalog.sort']}>
      {/* The cards' headings are h3: the listing names itself for the outline between the page's h1 and them. */}
      <section aria-labelledby="listing-heading">
        <h2 id="listing-heading" className="sr-only">
          {t('listingHeading')}
        </h2>
        <FitsMyTractorFilter pathname={pathname} query={query} models={models} />
        <div className="listing-toolbar">
          <p className="text-sm text-neutral-600" role="status">
            {t('resultsCount', { count: result.total })}
          </p>
          <SortSelect value={params.sort} />
          <PriceAudienceSwitch className="w-full justify-end" />
        </div>
        {result.nodes.length === 0 && empty ? empty : <ProductGrid products={result.nodes} eagerFirst={2} />}
        <Pagination page={params.page} pages={pages} pathname={pathname} query={query} />
      </section>
    </ClientMessages>
  );
}

function listingQuery(params: Partial<ListingParams>): Record<string, string> {
  return {
    ...(params.sort && params.sort !== 'relevance' ? { sort: params.sort } : {}),
    ...(params.search ? { search: params.search } : {}),
    ...Object.fromEntries(fitmentFilters.flatMap((filter) => (params[filter] ? [[filter, params[filter]]] : []))),
  };
}
