'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { saveFeaturesAction } from '@/app/[locale]/staff/content/actions';
import { FeatureIcon } from '@/components/layout/FeatureIcon';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import { useHydrated } from '@/components/providers/Hydration';
import type { FeaturesDraft } from '@/server/domains/content';
import type { ContentFieldProblem } from '@/shared/content-page-rules';
import { featureIconNames } from '@/shared/feature-icons';
import { featuresEditorSchema, type FeatureItem } from '@/shared/features-rules';
import { contentProblems } from '@/shared/content-page-rules';
import type { Locale } from '@/shared/locales';

type Outcome = { kind: 'saved' } | { kind: 'error'; code: string } | null;

/** The features strip's items: icon, name per language, order (up and down), added and removed; one save for all. */
export function FeaturesEditor({ initial }: { initial: FeaturesDraft }) {
  const t = useTranslations('staffContent.features');
  const tProblems = useTranslations('staffContent.problems');
  const tErrors = useTranslations('errors');
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const [items, setItems] = useState<FeatureItem[]>(initial.items);
  const [version, setVersion] = useState(initial.version);
  const [problems, setProblems] = useState<ContentFieldProblem[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, start] = useTransition();
  const problemOf = (field: string) => {
    const reason = problems.find((problem) => problem.field === field)?.reason;
    return reason ? tProblems(reason) : undefined;
  };
  const change = (index: number, patch: Partial<FeatureItem>) =>
    setItems((now) => now.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: -1 | 1) =>
    setItems((now) => {
      const next = [...now];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  function save(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const form = { items, version };
    const checked = featuresEditorSchema.safeParse(form);
    if (!checked.success) {
      setProblems(contentProblems(checked.error));
      setOutcome({ kind: 'error', code: 'INVALID_INPUT' });
      return;
    }
    start(async () => {
      const result = await saveFeaturesAction(locale, form);
      if (!result.ok) {
        setProblems('problems' in result ? result.problems : []);
        setOutcome({ kind: 'error', code: result.error });
        return;
      }
      setProblems([]);
      setItems(result.draft.items);
      setVersion(result.draft.version);
      setOutcome({ kind: 'saved' });
    });
  }

  return (
    <form onSubmit={save} className="space-y-4" noValidate>
      <ol className="space-y-3">
        {items.map((item, index) => (
          <li key={item.slug || `new-${index}`} className="rounded-md border border-neutral-200 bg-white p-3">
            <fieldset className="grid min-w-0 gap-3 sm:grid-cols-[auto_1fr_1fr] sm:items-end">
              <legend className="sr-only">{t('item', { number: index + 1 })}</legend>
              <div className="flex items-end gap-2">
                <span className="mb-3 text-ink">
                  <FeatureIcon name={item.icon} className="size-6" />
                </span>
                <SelectField
                  id={`feature-${index}-icon`}
                  label={t('icon', { number: index + 1 })}
                  value={item.icon}
                  onChange={(event) => change(index, { icon: event.target.value as FeatureItem['icon'] })}
                >
                  {featureIconNames.map((name) => (
                    <option key={name} value={name}>
                      {t(`icons.${name}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <FormField
                label={t('name', { number: index + 1, language: t('language.el') })}
                lang="el"
                value={item.el}
                maxLength={80}
                onChange={(event) => change(index, { el: event.target.value })}
                error={problemOf(`items.${index}.el`)}
              />
              <FormField
                label={t('name', { number: index + 1, language: t('language.en') })}
                lang="en"
                value={item.en}
                maxLength={80}
                onChange={(event) => change(index, { en: event.target.value })}
                error={problemOf(`items.${index}.en`)}
              />
            </fieldset>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t('up', { number: index + 1 })}
                className={`inline-flex items-center disabled:opacity-40 ${secondaryButton}`}
              >
                <ArrowUp aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('down', { number: index + 1 })}
                className={`inline-flex items-center disabled:opacity-40 ${secondaryButton}`}
              >
                <ArrowDown aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => setItems((now) => now.filter((_, at) => at !== index))}
                className={`inline-flex items-center ${secondaryButton}`}
              >
                {t('remove', { number: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {problemOf('items') && <p className="text-sm text-brand-dark">{problemOf('items')}</p>}
      <button
        type="button"
        disabled={items.length >= 12}
        onClick={() => setItems((now) => [...now, { slug: '', icon: 'wrench', el: '', en: '' }])}
        className={`inline-flex items-center ${secondaryButton}`}
      >
        {t('add')}
      </button>
      {outcome?.kind === 'error' && (
        <FormAlert
          lines={[outcome.code === 'INVALID_INPUT' ? t('fixFields') : tErrors(outcome.code as 'VERSION_CONFLICT')]}
        />
      )}
      {outcome?.kind === 'saved' && <FormAlert tone="success" lines={[t('saved')]} />}
      <button
        type="submit"
        disabled={!hydrated || pending}
        aria-busy={pending}
        className={`flex w-full items-center justify-center sm:w-auto ${primaryButton}`}
      >
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
