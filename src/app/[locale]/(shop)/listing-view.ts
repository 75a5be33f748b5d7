import { notFound } from 'next/navigation';
import { findTaxon, getProducts } from '@/server/storefront';
import { fitmentFilters, fitmentWhere, listingOfView, listingPageSize, type ListingParams } from '@/shared/listing';
import type { Locale } from '@/shared/locales';
import type { TaxonomyKind } from '@/server/domains/catalog';

/**
 * The listing a brand's or category's view names (`[view]`, absent on its first page); not found when the view is
 * not the canonical one or narrows to a tractor model, engine or rotovator the shop does not have. Every view is
 * cached, so only real listings may have one.
 */
export async function listingOrNotFound(locale: Locale, view: string | undefined): Promise<ListingParams> {
  const listing = listingOfView(view);
  if (!listing) notFound();
  await knownOrNotFound(
    locale,
    fitmentFilters.flatMap((kind) => (listing[kind] ? [[kind, listing[kind]] as const] : [])),
  );
  return listing;
}

/** The listing's page of a brand's or category's parts, in its order and fitment; past the last page, not found. */
export async function listedProducts(
  locale: Locale,
  taxon: { brand: string } | { category: string },
  listing: ListingParams,
) {
  const result = await getProducts(locale, {
    where: { ...taxon, ...fitmentWhere(listing) },
    order: listing.sort,
    first: listingPageSize,
    skip: (listing.page - 1) * listingPageSize,
  });
  pageInRangeOrNotFound(listing.page, result.total);
  return result;
}

/** Not found unless the shop has each of these brands, categories, conditions, models, engines or rotovators. */
export async function knownOrNotFound(locale: Locale, taxa: (readonly [TaxonomyKind, string])[]): Promise<void> {
  const found = await Promise.all(taxa.map(([kind, slug]) => findTaxon(locale, kind, slug)));
  if (found.includes(null)) notFound();
}

/** A page past a listing's last is not found, for the same reason: an endless run of empty pages is no listing. */
export function pageInRangeOrNotFound(page: number, total: number): void {
  if (page > 1 && (page - 1) * listingPageSize >= total) notFound();
}
