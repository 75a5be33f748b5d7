import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseSearchState, searchAsTyped } from '@/components/search/search-params';
import { decodedSegment } from '@/shared/listing';
import { pageLocale } from '../../../../page-locale';
import { ProductSearch, productSearchMetadata } from '../../product-search';

// A search as typed (`/products?search=filtro`: its first page, no filter or order chosen): the proxy rewrites it
// here and notes it in the search log. Its page is rendered once and cached like a listing's, though by each process
// for itself and bounded (src/server/cache/cache-handler.mjs), since terms are endless.
type Props = { params: Promise<{ locale: string; term: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productSearchMetadata(params);
}

export default async function SearchViewPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Next hands the segment over as it is in the address, percent-encoded.
  const term = decodedSegment((await params).term);
  const state = parseSearchState({ search: term ?? undefined });
  if (!term || searchAsTyped(state) !== term) notFound();
  return <ProductSearch locale={locale} state={state} view />;
}
