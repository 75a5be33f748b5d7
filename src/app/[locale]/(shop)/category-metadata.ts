import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCategory } from '@/server/storefront';
import { alternatesFor } from '@/shared/paths';
import { metaDescription } from '@/shared/text';
import { pageLocale } from '../page-locale';

/** Title, description and alternates of a category's page at `/{section}/{slug}`; an unknown category is not found. */
export async function categoryMetadata(
  params: Promise<{ locale: string; id: string }>,
  section: 'categories' | 'product-category',
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const category = await getCategory(locale, (await params).id);
  // An unknown one is the not-found page, title included (metadata {} let the browser show the home title).
  if (!category) notFound();
  return {
    title: category.name,
    description: metaDescription(category.excerpt ?? category.name),
    alternates: alternatesFor(locale, () => `/${section}/${category.slug}`),
  };
}
