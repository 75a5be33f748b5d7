import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { ProductListing } from '@/components/catalog/ProductListing';
import { getBrand } from '@/server/storefront';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../../../page-locale';
import { listedProducts, listingOrNotFound } from '../../../listing-view';
import { redirectOrNotFound } from '../../../taxon-redirect';

// Another page, order or fitment of the brand's parts: the proxy rewrites `/brands/kubota?page=2` to its view
// (`listingView`), rendered once and cached like a product page. `../page.tsx` is its first page.
type Props = { params: Promise<{ locale: string; id: string; view?: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  // An old address redirects; an unknown one is the not-found page, title included (metadata {} let the browser
  // show the home title).
  const brand = (await getBrand(locale, id)) ?? (await redirectOrNotFound(locale, 'brand', 'brands', id));
  const t = await getTranslations('pages.brand');
  return {
    title: brand.name,
    description: t('lead', { name: brand.name }),
    alternates: alternatesFor(locale, () => `/brands/${brand.slug}`),
  };
}

/** A brand and its parts, page by page. */
export default async function BrandPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, view } = await params;
  const brand = (await getBrand(locale, id)) ?? (await redirectOrNotFound(locale, 'brand', 'brands', id));
  const listing = await listingOrNotFound(locale, view);
  const [t, tBrand, result] = await Promise.all([
    getTranslations('pages.brands'),
    getTranslations('pages.brand'),
    listedProducts(locale, { brand: brand.slug }, listing),
  ]);
  const country = brand.country ? new Intl.DisplayNames([locale], { type: 'region' }).of(brand.country) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={[{ label: t('title'), href: '/brands' }, { label: brand.name }]} />
      <h1 className="text-3xl font-bold text-ink">{brand.name}</h1>
      <p className="mt-2 mb-6 text-neutral-600">
        {tBrand('lead', { name: brand.name })}
        {country && <span className="ml-2 text-sm">({t('madeIn', { country })})</span>}
      </p>
      <ProductListing result={result} params={listing} pathname={`/brands/${brand.slug}`} />
    </div>
  );
}
