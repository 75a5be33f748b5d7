import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseSearchState, searchStateView } from '@/components/search/search-params';
import { viewParams } from '@/shared/listing';
import { pageLocale } from '../../../page-locale';
import { ProductSearch, productSearchMetadata } from '../product-search';

// The parts listing without a search or filter (its pages, orders, one tractor model's parts): the proxy rewrites
// `/products?page=2` to its view (`listingView`), rendered once and cached like a product page.
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
  return <ProductSearch locale={locale} state={parseSearchState(query)} view />;
}
