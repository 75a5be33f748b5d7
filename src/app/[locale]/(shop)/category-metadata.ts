import type { Metadata } from 'next';
import { getCategory } from '@/server/storefront';
import { alternatesFor } from '@/shared/paths';
import { metaDescription } from '@/shared/text';
import { pageLocale } from '../page-locale';

/** Title, description and alternates of a category's page at `/{section}/{slug}`; nothing for an unknown category. */
export async function categoryMetadata(
  params: Promise<{ locale: string; id: string }>,
  section: 'categories' | 'product-category',
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const category = await getCategory(locale, (await params).id);
  if (!category) return {};
  return {
    title: category.name,
    description: metaDescription(category.excerpt ?? category.name),
    alternates: alternatesFor(locale, () => `/${section}/${category.slug}`),
  };
}
