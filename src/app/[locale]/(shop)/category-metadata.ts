import type { Metadata } from 'next';
import { getCategory } from '@/server/storefront';
import { alternatesFor } from '@/shared/paths';
import { metaDescription } from '@/shared/text';
import { pageLocale } from '../page-locale';
import { redirectOrNotFound } from './taxon-redirect';

/** Title, description and alternates of a category's page at `/{section}/{slug}`; an unknown category is not found. */
export async function categoryMetadata(
  params: Promise<{ locale: string; id: string }>,
  section: 'categories' | 'product-category',
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  // An old address redirects; an unknown one is the not-found page, title included (metadata {} let the browser
  // show the home title).
  const category = (await getCategory(locale, id)) ?? (await redirectOrNotFound(locale, 'category', section, id));
  return {
    title: category.name,
    description: metaDescription(category.excerpt ?? category.name),
    alternates: alternatesFor(locale, () => `/${section}/${category.slug}`),
  };
}
