import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { CatalogueBrands } from '@/components/katalogos/CatalogueBrands';
import { getCatalogueIndex } from '@/server/storefront';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';

// The index's file name changes with every catalogue import.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('katalogos');
  return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, () => '/katalogos') };
}

/** The parts catalogue (spec §2 /katalogos): choose the maker, then the model, then a diagram section. */
export default async function KatalogosPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  const [t, published] = await Promise.all([getTranslations('katalogos'), getCatalogueIndex()]);
  return (
    <ClientMessages namespaces={['katalogos']}>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <Breadcrumbs crumbs={[{ label: t('title') }]} />
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 mb-6 max-w-3xl text-neutral-600">{t('lead')}</p>
        <h2 className="mb-3 text-xl font-semibold">{t('brandsHeading')}</h2>
        {published ? (
          <CatalogueBrands indexFile={published.file} />
        ) : (
          <p className="rounded-md bg-neutral-50 p-4">{t('empty')}</p>
        )}
      </div>
    </ClientMessages>
  );
}
