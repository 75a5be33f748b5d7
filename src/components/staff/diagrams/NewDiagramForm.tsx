'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { createDiagramAction } from '@/app/[locale]/staff/diagrams/actions';
import { primaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { useRouter } from '@/i18n/navigation';
import { SelectField } from '@/components/ui/SelectField';
import type { SectionChoice } from '@/server/domains/catalog';
import { diagramDrawingRules } from '@/shared/diagram-desk-rules';
import type { Locale } from '@/shared/locales';
import { useRefusalLines } from './useDiagramNotices';

const newSection = '';

/** A new diagram: the model, a section the catalogue knows (or a new one, named in both languages) and the drawing. */
export function NewDiagramForm({
  models,
  sections,
}: {
  models: { id: number; label: string }[];
  sections: SectionChoice[];
}) {
  const t = useTranslations('staffDiagrams');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const refusalLines = useRefusalLines();
  const [section, setSection] = useState(sections[0]?.code ?? newSection);
  const [lines, setLines] = useState<string[]>([]);
  const [pending, start] = useTransition();
  const chosen = sections.find((each) => each.code === section);

  function submit(form: FormData) {
    if (chosen) {
      form.set('code', chosen.code);
      form.set('titleEl', chosen.el.title);
      form.set('titleEn', chosen.en.title);
    }
    start(async () => {
      const result = await createDiagramAction(locale, form);
      if (result.ok) router.push(`/staff/diagrams/${result.id}`);
      else setLines(refusalLines(result));
    });
  }

  return (
    <form action={submit} className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4">
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField id="diagram-model" name="modelTaxonId" label={t('model')} required defaultValue="">
          <option value="" disabled>
            {t('chooseModel')}
          </option>
          {models.map((model) => (
            <option key={model.id} value={model.id}>
              {model.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="diagram-section"
          label={t('section')}
          value={section}
          onChange={(event) => setSection(event.target.value)}
        >
          {sections.map((each) => (
            <option key={each.code} value={each.code}>
              {each.code} {each[locale].title}
            </option>
          ))}
          <option value={newSection}>{t('newSection')}</option>
        </SelectField>
      </div>
      {!chosen && (
        <div className="grid gap-4 md:grid-cols-3">
          <FormField name="code" label={t('code')} hint={t('codeHint')} required maxLength={12} autoComplete="off" />
          <FormField name="titleEl" label={t('titleEl')} required maxLength={120} lang="el" />
          <FormField name="titleEn" label={t('titleEn')} required maxLength={120} lang="en" />
        </div>
      )}
      <FormField
        type="file"
        name="drawing"
        label={t('drawing')}
        hint={t('drawingHint')}
        accept={diagramDrawingRules.accept}
        required
      />
      {lines.length > 0 && <FormAlert lines={lines} />}
      <button type="submit" disabled={pending} className={`${primaryButton} w-full sm:w-auto`}>
        {pending ? t('creating') : t('create')}
      </button>
    </form>
  );
}
