import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { CategoryGrid } from '@/components/catalog/CategoryGrid';
import { getCategories } from '@/server/storefront';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('pages.categories');
  return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, () => '/categories') };
}

export default async function CategoriesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [t, categories] = await Promise.all([getTranslations('pages.categories'), getCategories(locale)]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={[{ label: t('title') }]} />
      <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
      <p className="mt-2 mb-6 text-neutral-600">{t('lead')}</p>
      <CategoryGrid categories={categories} />
    </div>
  );
}
