import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryHeader } from '@/components/catalog/CategoryHeader';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import { Link } from '@/i18n/navigation';
import { getCategory, getProducts } from '@/server/storefront';
import { pageLocale } from '../../../page-locale';
import { categoryMetadata } from '../../category-metadata';
import { redirectOrNotFound } from '../../taxon-redirect';

type Props = { params: Promise<{ locale: string; id: string }> };

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(params, 'categories');
}

/** A category's landing page: its sub-categories and a first look at its parts. */
export default async function CategoryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const category = (await getCategory(locale, id)) ?? (await redirectOrNotFound(locale, 'category', 'categories', id));
  const [t, products] = await Promise.all([
    getTranslations('catalog'),
    getProducts(locale, { where: { category: category.slug }, first: 12 }),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CategoryHeader category={category} />
      <div className="mt-8 mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold">{t('allProducts')}</h2>
        <Link href={`/product-category/${category.slug}`} className="font-semibold text-brand hover:underline">
          {t('allInCategory', { name: category.name })} →
        </Link>
      </div>
      <ProductGrid products={products.nodes} />
    </div>
  );
}
