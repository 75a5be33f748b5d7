'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { saveProductAction } from '@/app/[locale]/staff/products/actions';
import { primaryButton } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { useHydrated } from '@/components/providers/Hydration';
import { useRouter } from '@/i18n/navigation';
import type { EditorChoices, TaxonChoice } from '@/server/domains/catalog';
import { localizedPath } from '@/shared/paths';
import {
  productEditorSchema,
  productProblems,
  productStatusValues,
  type ProductFieldProblem,
} from '@/shared/product-editor-rules';
import type { Locale } from '@/shared/locales';
import { DetailsFields } from './DetailsFields';
import { problemLookup, type EditorForm } from './editor-form';
import { TaxonPicker } from './TaxonPicker';
import { TranslationFields } from './TranslationFields';
import { VariantRows } from './VariantRows';

type Props = {
  productId: number | null;
  initial: EditorForm;
  choices: EditorChoices;
  stock: Record<number, number>;
  /** The master variant (its part number is the product's): never removed. Null for a new product. */
  masterId?: number | null;
};

type Outcome = { kind: 'saved'; slug: string } | { kind: 'error'; code: string } | null;

/**
 * The product editor: every field, checked in the browser by the server's own schema (messages beside the fields,
 * in the staff member's language) and then by the server, which may add what only it knows (a slug or SKU taken,
 * someone else's save in between).
 */
export function ProductEditor({ productId, initial, choices, stock, masterId = null }: Props) {
  const t = useTranslations('staffProducts.editor');
  const tProblems = useTranslations('staffProducts.problems');
  const tErrors = useTranslations('errors');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [form, setForm] = useState<EditorForm>(initial);
  const [removed, setRemoved] = useState<EditorForm['variants']>([]);
  const [problems, setProblems] = useState<ProductFieldProblem[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, start] = useTransition();
  // Before hydration a click would submit the bare form and lose the edits.
  const hydrated = useHydrated();
  const problemOf = problemLookup(problems);
  const message = (reason: string | undefined) => (reason ? tProblems(reason as 'required') : undefined);
  const patch = (change: Partial<EditorForm>) => setForm((now) => ({ ...now, ...change }));

  function save(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const checked = productEditorSchema.safeParse(form);
    if (!checked.success) {
      setProblems(productProblems(checked.error));
      setOutcome({ kind: 'error', code: 'INVALID_INPUT' });
      return;
    }
    start(async () => {
      const result = await saveProductAction(locale, productId, form);
      if (!result.ok) {
        setProblems('problems' in result.error ? result.error.problems : []);
        setOutcome({ kind: 'error', code: result.error.code });
        return;
      }
      setProblems([]);
      if (productId === null) {
        router.push(`/staff/products/${result.id}?saved=1`);
        return;
      }
      setRemoved([]);
      setForm((now) => ({
        ...now,
        // The variants added have their ids now: a second save changes them instead of adding them again.
        variants: now.variants.map((variant, index) => ({ ...variant, id: result.variantIds[index] ?? variant.id })),
        version: result.version,
        el: { ...now.el, slug: result.slugs.el },
        en: { ...now.en, slug: result.slugs.en },
      }));
      setOutcome({ kind: 'saved', slug: result.slugs[locale] });
      router.refresh();
    });
  }

  const single = (name: 'brandId' | 'categoryId' | 'conditionId', list: TaxonChoice[]) => (
    <div>
      <SelectField
        id={`editor-${name}`}
        label={t(name)}
        value={form[name] ?? ''}
        onChange={(event) => patch({ [name]: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">—</option>
        {list.map((taxon) => (
          <option key={taxon.id} value={taxon.id}>
            {taxon.parent ? `${taxon.parent} › ${taxon.name}` : taxon.name}
          </option>
        ))}
      </SelectField>
      {problemOf(name) && <p className="mt-1 text-sm font-medium text-brand-dark">{message(problemOf(name))}</p>}
    </div>
  );

  return (
    <form onSubmit={save} noValidate className="space-y-5">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <TranslationFields
          locale="el"
          value={form.el}
          onChange={(el) => patch({ el })}
          problemOf={problemOf}
          message={message}
        />
        <TranslationFields
          locale="en"
          value={form.en}
          onChange={(en) => patch({ en })}
          problemOf={problemOf}
          message={message}
        />
      </div>
      <fieldset className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-neutral-200 p-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 font-semibold">{t('catalogue')}</legend>
        <SelectField
          id="editor-status"
          label={t('status')}
          value={form.status}
          onChange={(event) => patch({ status: event.target.value as EditorForm['status'] })}
        >
          {productStatusValues.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        {single('conditionId', choices.condition)}
        {single('brandId', choices.brand)}
        {single(
          'categoryId',
          choices.category.filter((taxon) => taxon.parent),
        )}
        <FormField
          label={t('mpn')}
          name="mpn"
          value={form.mpn ?? ''}
          onChange={(event) => patch({ mpn: event.target.value })}
          error={message(problemOf('mpn'))}
        />
        <FormField
          label={t('shelfLocation')}
          name="shelfLocation"
          value={form.shelfLocation ?? ''}
          onChange={(event) => patch({ shelfLocation: event.target.value })}
          error={message(problemOf('shelfLocation'))}
        />
        <div className="sm:col-span-2 lg:col-span-3">
          <TextAreaField
            label={t('superseded')}
            hint={t('supersededHint')}
            rows={2}
            name="superseded"
            value={(form.superseded ?? []).join('\n')}
            onChange={(event) =>
              patch({
                superseded: event.target.value
                  .split(/[\n,]/)
                  .map((each) => each.trim())
                  .filter(Boolean),
              })
            }
            error={message(problems.find((problem) => problem.field.startsWith('superseded'))?.reason)}
          />
        </div>
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-1 gap-4 rounded-lg border border-neutral-200 p-4 lg:grid-cols-3">
        <legend className="px-1 font-semibold">{t('fitments')}</legend>
        <TaxonPicker
          label={t('models')}
          choices={choices.model}
          value={form.modelIds ?? []}
          onChange={(modelIds) => patch({ modelIds })}
          error={message(problemOf('modelIds'))}
        />
        <TaxonPicker
          label={t('engines')}
          choices={choices.engine}
          value={form.engineIds ?? []}
          onChange={(engineIds) => patch({ engineIds })}
          error={message(problemOf('engineIds'))}
        />
        <TaxonPicker
          label={t('rotovators')}
          choices={choices.rotovator}
          value={form.rotovatorIds ?? []}
          onChange={(rotovatorIds) => patch({ rotovatorIds })}
          error={message(problemOf('rotovatorIds'))}
        />
      </fieldset>
      <VariantRows
        variants={form.variants}
        removed={removed}
        masterId={masterId}
        stock={stock}
        onChange={(variants, marked) => {
          patch({ variants });
          setRemoved(marked);
        }}
        problemOf={problemOf}
        message={message}
      />
      <DetailsFields form={form} choices={choices} onChange={patch} />
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-neutral-200 bg-white/95 py-3">
        <button type="submit" disabled={pending || !hydrated} className={`${primaryButton} disabled:opacity-60`}>
          {pending ? t('saving') : t('save')}
        </button>
        {outcome?.kind === 'saved' && (
          <p role="status" className="text-green-800">
            {t('saved')}{' '}
            <a
              href={localizedPath(locale, `/product/${outcome.slug}`)}
              target="_blank"
              rel="noopener"
              className="underline"
            >
              {t('viewInShop')}
            </a>
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p role="alert" className="font-medium text-brand-dark">
            {outcome.code === 'INVALID_INPUT' ? t('fixFields') : tErrors(outcome.code as 'VERSION_CONFLICT')}
          </p>
        )}
      </div>
    </form>
  );
}
