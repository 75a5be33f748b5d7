'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useCatalogueFile } from '@/hooks/useCatalogueFile';
import { Link } from '@/i18n/navigation';
import { katalogosPath, type CatalogueBrandFile } from '@/shared/catalogue-db';
import { query } from '@/shared/json-query';
import { CatalogueLoadState } from './CatalogueLoadState';

/** Step two: a maker's tractor models, searched locally by name and aliases (L1185 finds L1-185). */
export function CatalogueModels({ brandFile }: { brandFile: string }) {
  const t = useTranslations('katalogos');
  const inputId = useId();
  const [text, setText] = useState('');
  const { data, isPending, isError } = useCatalogueFile<CatalogueBrandFile>(brandFile);
  if (!data) return <CatalogueLoadState pending={isPending} failed={isError} />;
  const models = query(data.models)
    .search(text, { fields: ['model', 'aliases', 'engine'] })
    .find();
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block font-semibold text-ink">
        {t('searchLabel')}
      </label>
      <div className="relative mb-4 max-w-md">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          className="min-h-12 w-full rounded-md border border-neutral-300 pr-3 pl-10 focus:border-brand focus:outline-none"
        />
      </div>
      <p role="status" className="mb-3 text-sm text-neutral-600">
        {t('modelsFound', { count: models.length })}
      </p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {models.map((model) => (
          <li key={model.key}>
            <Link
              href={katalogosPath(model.brand, model.slug)}
              className="flex h-full flex-col rounded-lg border border-neutral-200 bg-white p-4 shadow-sm hover:border-brand focus-visible:border-brand"
            >
              <span className="text-lg font-semibold text-ink">
                {data.brand.name} {model.model}
              </span>
              {model.aliases.length > 0 && (
                <span className="text-xs break-words text-neutral-500">{model.aliases.join(', ')}</span>
              )}
              <span className="mt-1 text-sm text-neutral-600">
                {[model.years, model.hp && t('hp', { hp: model.hp }), model.engine].filter(Boolean).join(' · ')}
              </span>
              <span className="mt-2 text-sm font-medium text-ink">
                {model.sections > 0 ? t('sectionsCount', { count: model.sections }) : t('noDiagramsShort')} ·{' '}
                {t('partsCount', { count: model.parts })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
