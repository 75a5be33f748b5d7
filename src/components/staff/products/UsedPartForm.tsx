'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import { listUsedPartAction } from '@/app/[locale]/staff/products/actions';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import type { EditorChoices } from '@/server/domains/catalog';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';
import { productProblems, type ProductFieldProblem } from '@/shared/product-editor-rules';
import { proposeUsedPart, usedPartSchema, type Named } from '@/shared/used-part-rules';
import { problemLookup } from './editor-form';
import { PhotoPicker } from './PhotoPicker';
import { TaxonPicker } from './TaxonPicker';
import { UploadList } from './UploadList';
import { usePhotoUploads } from './usePhotoUploads';
import { UsedPartTexts, type UsedTexts } from './UsedPartTexts';

type Props = {
  choices: EditorChoices;
  partTypes: Record<number, Named>;
  usedConditionId: number | null;
  /** Each condition's name in both languages, for the proposed texts. */
  conditionNames: Record<number, Named>;
};

/**
 * "List a used part" on one phone screen: photos from the camera, part number, part type, machines, condition,
 * price and shelf. Names and descriptions are proposed from those in both languages until staff edit them. The
 * part goes live (one unit, through the ledger), then its photos are sent with their progress.
 */
export function UsedPartForm({ choices, partTypes, usedConditionId, conditionNames }: Props) {
  const t = useTranslations('staffProducts.used');
  const tProblems = useTranslations('staffProducts.problems');
  const tErrors = useTranslations('errors');
  const locale = useLocale() as Locale;
  const [photos, setPhotos] = useState<File[]>([]);
  const [facts, setFacts] = useState({
    mpn: '',
    categoryId: 0,
    conditionId: usedConditionId ?? 0,
    price: '',
    shelfLocation: '',
  });
  const [modelIds, setModelIds] = useState<number[]>([]);
  const [edited, setEdited] = useState<UsedTexts | null>(null);
  const [problems, setProblems] = useState<ProductFieldProblem[]>([]);
  const [listed, setListed] = useState<{ slug: string; seconds: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const { uploads, send } = usePhotoUploads();
  // When the form was ready to fill in: the time shown once the part is live counts from here.
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  const problemOf = problemLookup(problems);
  const message = (field: string) => (problemOf(field) ? tProblems(problemOf(field) as 'required') : undefined);

  const category = choices.category.find((each) => each.id === facts.categoryId);
  const condition = choices.condition.find((each) => each.id === facts.conditionId);
  const proposed = proposeUsedPart({
    partType: partTypes[facts.categoryId] ?? { el: category?.name ?? '', en: category?.name ?? '' },
    models: modelIds.map((id) => choices.model.find((model) => model.id === id)?.name ?? ''),
    condition: conditionNames[facts.conditionId] ?? { el: condition?.name ?? '', en: condition?.name ?? '' },
    mpn: facts.mpn,
  });
  const texts = edited ?? proposed;

  function list(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const form = { ...facts, modelIds, el: texts.el, en: texts.en };
    const checked = usedPartSchema.safeParse(form);
    if (!checked.success) return setProblems(productProblems(checked.error));
    start(async () => {
      const result = await listUsedPartAction(locale, form);
      if (!result.ok) {
        setProblems('problems' in result.error ? result.error.problems : []);
        setFailure(tErrors(result.error.code));
        return;
      }
      setProblems([]);
      await send(result.id, photos);
      setListed({ slug: result.slugs[locale], seconds: (Date.now() - openedAt.current) / 1000 });
    });
  }

  if (listed)
    return (
      <div
        role="status"
        className="space-y-3 rounded-lg bg-green-50 p-4"
        data-listed-seconds={listed.seconds.toFixed(1)}
      >
        <p className="font-semibold text-green-900">{t('listed', { seconds: listed.seconds.toFixed(0) })}</p>
        <UploadList uploads={uploads} />
        <div className="flex flex-wrap gap-2">
          <a
            href={localizedPath(locale, `/product/${listed.slug}`)}
            className={`${secondaryButton} inline-flex items-center`}
          >
            {t('viewInShop')}
          </a>
          <a
            href={localizedPath(locale, '/staff/products/new?quick=used')}
            className={`${primaryButton} inline-flex items-center`}
          >
            {t('another')}
          </a>
        </div>
      </div>
    );

  return (
    <form onSubmit={list} noValidate className="space-y-4">
      <PhotoPicker onFiles={(files) => setPhotos((now) => [...now, ...files])} disabled={pending} />
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('photos', { count: photos.length })}>
          {photos.map((file, index) => (
            <li key={`${file.name}-${index}`} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of the camera's file */}
              <img src={URL.createObjectURL(file)} alt={file.name} className="h-20 w-20 rounded object-cover" />
              <button
                type="button"
                onClick={() => setPhotos((now) => now.filter((_, each) => each !== index))}
                aria-label={t('removePhoto', { name: file.name })}
                className="absolute -top-2 -right-2 h-8 w-8 rounded-full bg-white shadow"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField
        label={t('mpn')}
        name="mpn"
        autoCapitalize="characters"
        value={facts.mpn}
        onChange={(event) => setFacts({ ...facts, mpn: event.target.value })}
        error={message('mpn')}
      />
      <div>
        <SelectField
          id="used-category"
          label={t('partType')}
          value={facts.categoryId || ''}
          onChange={(event) => setFacts({ ...facts, categoryId: Number(event.target.value) })}
        >
          <option value="">—</option>
          {choices.category
            .filter((each) => each.parent)
            .map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
        </SelectField>
        {message('categoryId') && <p className="mt-1 text-sm font-medium text-brand-dark">{message('categoryId')}</p>}
      </div>
      <TaxonPicker
        label={t('models')}
        choices={choices.model}
        value={modelIds}
        onChange={setModelIds}
        error={message('modelIds')}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          id="used-condition"
          label={t('condition')}
          value={facts.conditionId || ''}
          onChange={(event) => setFacts({ ...facts, conditionId: Number(event.target.value) })}
        >
          {choices.condition.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('price')}
          name="price"
          inputMode="decimal"
          value={facts.price}
          onChange={(event) => setFacts({ ...facts, price: event.target.value })}
          error={message('price')}
        />
      </div>
      <FormField
        label={t('shelf')}
        name="shelfLocation"
        value={facts.shelfLocation}
        onChange={(event) => setFacts({ ...facts, shelfLocation: event.target.value })}
        error={message('shelfLocation')}
      />
      <UsedPartTexts texts={texts} onChange={setEdited} proposed={edited === null} message={message} />
      {failure && (
        <p role="alert" className="font-medium text-brand-dark">
          {failure}
        </p>
      )}
      <UploadList uploads={uploads} />
      <button type="submit" disabled={pending} className={`${primaryButton} w-full justify-center disabled:opacity-60`}>
        {pending ? t('listing') : t('list')}
      </button>
    </form>
  );
}
