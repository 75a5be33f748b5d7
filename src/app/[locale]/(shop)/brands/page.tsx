import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BrandGrid } from '@/components/catalog/BrandGrid';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import type { Brand } from '@/server/domains/catalog';
import { getBrands } from '@/server/storefront';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('pages.brands');
  return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, () => '/brands') };
}

const groups = ['tractor', 'parts', 'implement'] as const;

/** Brands grouped as tractor makers, parts makers and implement makers. */
export default async function BrandsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [t, brands] = await Promise.all([getTranslations('pages.brands'), getBrands(locale)]);
  const inGroup = (group: (typeof groups)[number]) =>
    brands.filter((brand: Brand) => (brand.kind ?? 'parts') === group);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={[{ label: t('title') }]} />
      <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
      <p className="mt-2 mb-6 text-neutral-600">{t('lead')}</p>
      {groups.map((group) =>
        inGroup(group).length === 0 ? null : (
          <section key={group} aria-labelledby={`brands-${group}`} className="mb-8">
            <h2 id={`brands-${group}`} className="mb-3 text-xl font-semibold">
              {t(group)}
            </h2>
            <BrandGrid brands={inGroup(group)} />
          </section>
        ),
      )}
    </div>
  );
}
