'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { slugOf } from '@/shared/product-slug';
import type { EditorForm, ProblemOf } from './editor-form';

type Text = EditorForm['el'];

/** Name, slug and description in one language; the slug is proposed from the name while it is left empty. */
export function TranslationFields({
  locale,
  value,
  onChange,
  problemOf,
  message,
}: {
  locale: 'el' | 'en';
  value: Text;
  onChange: (text: Text) => void;
  problemOf: ProblemOf;
  message: (reason: string | undefined) => string | undefined;
}) {
  const t = useTranslations('staffProducts.editor');
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-neutral-200 p-4" lang={locale}>
      <legend className="px-1 font-semibold">{t(`language.${locale}`)}</legend>
      <FormField
        label={t('name')}
        name={`${locale}.name`}
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        error={message(problemOf(`${locale}.name`))}
      />
      <FormField
        label={t('slug')}
        name={`${locale}.slug`}
        value={value.slug}
        placeholder={slugOf(value.name, locale)}
        hint={t('slugHint')}
        onChange={(event) => onChange({ ...value, slug: event.target.value })}
        error={message(problemOf(`${locale}.slug`))}
      />
      <TextAreaField
        label={t('description')}
        name={`${locale}.description`}
        rows={4}
        value={value.description}
        onChange={(event) => onChange({ ...value, description: event.target.value })}
        error={message(problemOf(`${locale}.description`))}
      />
    </fieldset>
  );
}
