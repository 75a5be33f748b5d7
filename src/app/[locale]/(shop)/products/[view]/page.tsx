import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseSearchState, searchStateView, taxonFacets } from '@/components/search/search-params';
import { viewParams } from '@/shared/listing';
import { pageLocale } from '../../../page-locale';
import { knownOrNotFound } from '../../listing-view';
import { ProductSearch, productSearchMetadata } from '../product-search';

// The parts listing without a search, with one filter at most (its pages and orders, one brand's or tractor model's
// parts): the proxy rewrites `/products?page=2` to its view (`searchStateView`), rendered once and cached like a
// product page. A view naming a brand, category, condition or machine the shop lacks is not found.
type Props = { params: Promise<{ locale: string; view: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productSearchMetadata(params);
}

export default async function ProductsViewPage({ params }: Props) {
  const locale = await pageLocale(params);
  const query = viewParams((await params).view, (each) => searchStateView(parseSearchState(each)) ?? '');
  if (!query) notFound();
  const state = parseSearchState(query);
  await knownOrNotFound(locale, [
    ...taxonFacets.flatMap((facet) => state.filters[facet].map((slug) => [facet, slug] as const)),
    ...(state.engine ? [['engine', state.engine] as const] : []),
    ...(state.rotovator ? [['rotovator', state.rotovator] as const] : []),
  ]);
  return <ProductSearch locale={locale} state={state} view />;
}
