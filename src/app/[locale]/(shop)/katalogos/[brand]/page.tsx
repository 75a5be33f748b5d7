import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { CatalogueModels } from '@/components/katalogos/CatalogueModels';
import { getCatalogueBrand } from '@/server/storefront';
import { katalogosPath } from '@/shared/catalogue-db';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; brand: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const found = await getCatalogueBrand((await params).brand);
  // An unknown one is the not-found page, title included (metadata {} let the browser show the home title).
  if (!found) notFound();
  const t = await getTranslations('katalogos');
  return {
    title: t('brandTitle', { brand: found.brand.name }),
    description: t('brandDescription', { brand: found.brand.name, count: found.brand.models }),
    alternates: alternatesFor(locale, () => katalogosPath(found.brand.key)),
  };
}

/** A maker's tractor models, searchable by name and aliases. */
export default async function KatalogosBrandPage({ params }: Props) {
  await pageLocale(params);
  const [t, found] = await Promise.all([getTranslations('katalogos'), getCatalogueBrand((await params).brand)]);
  if (!found) notFound();
  return (
    <ClientMessages namespaces={['katalogos']}>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <Breadcrumbs crumbs={[{ label: t('title'), href: katalogosPath() }, { label: found.brand.name }]} />
        <h1 className="text-3xl font-bold text-ink">{t('brandTitle', { brand: found.brand.name })}</h1>
        <p className="mt-2 mb-6 text-neutral-600">{t('brandLead')}</p>
        <CatalogueModels brandFile={found.brand.file} />
      </div>
    </ClientMessages>
  );
}
