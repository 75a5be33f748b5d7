import type { Metadata } from 'next';
import { parseSearchState } from '@/components/search/search-params';
import { pageLocale } from '../../page-locale';
import { ProductSearch, productSearchMetadata } from './product-search';

// A search narrowed or paged, or a listing narrowed further than one filter, comes from the query string: rendered
// per request from cached reads. The proxy rewrites a plain listing (no term, one filter at most) to its cached view
// (./[view]), and a search as typed to its term's (./search/[term]).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productSearchMetadata(params);
}

/** The product search (spec §2 /products?search=…). */
export default async function ProductsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <ProductSearch locale={locale} state={parseSearchState(await searchParams)} view={false} />;
}
