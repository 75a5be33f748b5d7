import { SearchForm } from '@/components/layout/SearchForm';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryGrid } from '@/components/catalog/CategoryGrid';
import { getCategories } from '@/server/storefront';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  return { alternates: alternatesFor(locale, () => '/') };
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [t, categories] = await Promise.all([getTranslations('home'), getCategories(locale)]);
  return (
    <ClientMessages namespaces={['searchBox']}>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <section className="mb-10">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('heading')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-neutral-600">{t('lead')}</p>
          {/* On a phone the header has no search box (it is in the menu): the home page offers it at once. */}
          <SearchForm className="mt-5 md:hidden" />
        </section>
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="mb-4 text-2xl font-semibold">
            {t('categoriesHeading')}
          </h2>
          <CategoryGrid categories={categories} />
        </section>
      </div>
    </ClientMessages>
  );
}
