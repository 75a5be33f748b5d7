'use client';

import { useTranslations } from 'next-intl';
import { useCatalogueFile } from '@/hooks/useCatalogueFile';
import { Link } from '@/i18n/navigation';
import { katalogosPath, type CatalogueIndex } from '@/shared/catalogue-db';
import { CatalogueLoadState } from './CatalogueLoadState';

/** Step one of the parts catalogue: the tractor makers, from the catalogue database's small index. */
export function CatalogueBrands({ indexFile }: { indexFile: string }) {
  const t = useTranslations('katalogos');
  const { data, isPending, isError } = useCatalogueFile<CatalogueIndex>(indexFile);
  if (!data) return <CatalogueLoadState pending={isPending} failed={isError} />;
  return (
    <ul
      className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
      aria-label={t('brandsHeading')}
    >
      {data.brands.map((brand) => (
        <li key={brand.key}>
          <Link
            href={katalogosPath(brand.key)}
            className="flex h-full flex-col rounded-lg border border-neutral-200 bg-white p-4 shadow-sm hover:border-brand focus-visible:border-brand"
          >
            <span className="text-lg font-semibold text-ink">{brand.name}</span>
            <span className="text-sm text-neutral-600">{t('modelsCount', { count: brand.models })}</span>
            {brand.diagramModels > 0 && (
              <span className="mt-1 text-sm font-medium text-success-text">
                {t('diagramModels', { count: brand.diagramModels })}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
