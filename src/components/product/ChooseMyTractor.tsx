'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useHydrated } from '@/components/providers/Hydration';
import type { CompatibilityEntry } from '@/server/domains/catalog';
import { modelSlug } from '@/shared/catalogue-db';
import { useMyTractor } from '@/stores/myTractor';

/** Picks "my tractor" from the models a part fits, so the rest of the shop can be narrowed to it. */
export function ChooseMyTractor({ models }: { models: CompatibilityEntry[] }) {
  const t = useTranslations('myTractor');
  const id = useId();
  const stored = useMyTractor((state) => state.tractor?.key ?? '');
  const current = useHydrated() ? stored : '';
  const choices = models.filter((model) => model.parentKey);
  if (choices.length === 0) return null;
  const choose = (key: string) => {
    const model = choices.find((each) => each.key === key);
    if (!model) return useMyTractor.getState().forget();
    useMyTractor.getState().choose({
      key: model.key,
      brand: model.parentKey!,
      brandName: model.parentName ?? model.parentKey!,
      model: model.name,
      slug: modelSlug(model.parentKey!, model.key),
    });
  };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-semibold text-neutral-700">
        {t('chooseLabel')}
      </label>
      <select
        id={id}
        value={choices.some((model) => model.key === current) ? current : ''}
        onChange={(event) => choose(event.target.value)}
        className="min-h-10 max-w-full rounded-md border border-neutral-300 px-2"
      >
        <option value="">{t('chooseNone')}</option>
        {choices.map((model) => (
          <option key={model.key} value={model.key}>
            {model.parentName ? `${model.parentName} ${model.name}` : model.name}
          </option>
        ))}
      </select>
    </div>
  );
}
