import { notFound, permanentRedirect } from 'next/navigation';
import { getTaxonRedirect } from '@/server/storefront';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

/**
 * A category's or brand's page whose slug no entry has now: a permanent redirect (301) to the address of the entry
 * that had it before a rename (or has it in the other language), as a product's old slug does; otherwise not found.
 */
export async function redirectOrNotFound(
  locale: Locale,
  kind: 'category' | 'brand',
  section: 'categories' | 'product-category' | 'brands',
  slug: string,
): Promise<never> {
  const to = await getTaxonRedirect(locale, kind, decodeURIComponent(slug));
  if (to) permanentRedirect(localizedPath(locale, `/${section}/${to}`));
  notFound();
}
