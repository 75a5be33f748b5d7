import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { CatalogueModelView } from '@/components/katalogos/CatalogueModelView';
import { MyTractorButton } from '@/components/katalogos/MyTractorButton';
import { Link } from '@/i18n/navigation';
import { getCatalogueModel, getCatalogueModelFile } from '@/server/storefront';
import { firstViewOf, katalogosPath } from '@/shared/catalogue-db';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; brand: string; model: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function modelOf(params: Props['params']) {
  const { brand, model } = await params;
  return getCatalogueModel(brand, model);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const found = await modelOf(params);
  // An unknown one is the not-found page, title included (metadata {} let the browser show the home title).
  if (!found) notFound();
  const t = await getTranslations('katalogos');
  const name = `${found.brand.name} ${found.model.model}`;
  return {
    title: t('modelTitle', { name }),
    description: t('modelDescription', { name, sections: found.model.sections, parts: found.model.parts }),
    alternates: alternatesFor(locale, () => katalogosPath(found.brand.key, found.model.slug)),
  };
}

/** A tractor model's page: its facts, "this is my tractor", and its exploded diagrams with their parts. */
export default async function KatalogosModelPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [t, found, query] = await Promise.all([getTranslations('katalogos'), modelOf(params), searchParams]);
  if (!found) notFound();
  const { brand, model } = found;
  const name = `${brand.name} ${model.model}`;
  const section = typeof query.section === 'string' ? query.section : null;
  const file = model.file ? await getCatalogueModelFile(model.file) : null;
  return (
    <ClientMessages namespaces={['katalogos', 'catalog', 'addToCart', 'myTractor']}>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <Breadcrumbs
          crumbs={[
            { label: t('title'), href: katalogosPath() },
            { label: brand.name, href: katalogosPath(brand.key) },
            { label: model.model },
          ]}
        />
        <h1 className="text-3xl font-bold text-ink">{t('modelTitle', { name })}</h1>
        <p className="mt-2 text-neutral-600">
          {[
            model.years,
            model.hp && t('hp', { hp: model.hp }),
            model.engine && t('engine', { engine: model.engine }),
            model.aliases.length > 0 && t('aliases', { aliases: model.aliases.join(', ') }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className="my-4 flex flex-wrap items-center gap-3">
          <MyTractorButton
            tractor={{ key: model.key, brand: brand.key, brandName: brand.name, model: model.model, slug: model.slug }}
          />
          <Link
            href={{ pathname: '/products', query: { model: model.key } }}
            className="font-semibold text-brand-dark hover:underline"
          >
            {t('allFittingParts', { count: model.parts })}
          </Link>
        </div>
        <CatalogueModelView model={model} section={section} firstView={file && firstViewOf(file, section)} />
      </div>
    </ClientMessages>
  );
}
