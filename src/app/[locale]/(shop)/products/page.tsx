import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { ProductListing } from '@/components/catalog/ProductListing';
import { findTaxon, getProducts } from '@/server/storefront';
import { fitmentFilters, listingPageSize, parseListingParams } from '@/shared/listing';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

// The page and sort order come from the query string: rendered per request from cached reads.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('pages.products');
  return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, () => '/products') };
}

/** All active products, those matching ?search=, or those that fit one tractor, engine or rotovator; page by page. */
export default async function ProductsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const listing = parseListingParams(await searchParams);
  const fitment = fitmentFilters.find((filter) => listing[filter]);
  const fits = fitment ? await findTaxon(locale, fitment, listing[fitment]!) : null;
  if (fitment && !fits) notFound();
  const where = { term: listing.search, ...(fitment ? { [fitment]: listing[fitment] } : {}) };
  const [t, result] = await Promise.all([
    getTranslations('pages.products'),
    getProducts(locale, { where, order: listing.sort, first: listingPageSize, skip: (listing.page - 1) * listingPageSize }),
  ]);
  const fitsName = fits ? [fits.parentName, fits.name].filter(Boolean).join(' ') : null;
  const heading = listing.search ? t('searchFor', { term: listing.search }) : fitsName ? t('fits', { name: fitsName }) : t('title');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={fitsName || listing.search ? [{ label: t('title'), href: '/products' }, { label: heading }] : [{ label: t('title') }]} />
      <h1 className="text-3xl font-bold text-ink">{heading}</h1>
      <p className="mb-6 mt-2 text-neutral-600">{t('lead')}</p>
      <ProductListing result={result} params={listing} pathname="/products" />
    </div>
  );
}
