'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import { TextAreaField } from '@/components/ui/TextAreaField';

export type UsedTexts = { el: { name: string; description: string }; en: { name: string; description: string } };

/** The proposed names and descriptions in both languages; once staff change one, their words are kept. */
export function UsedPartTexts({
  texts,
  onChange,
  proposed,
  message,
}: {
  texts: UsedTexts;
  onChange: (texts: UsedTexts) => void;
  proposed: boolean;
  message: (field: string) => string | undefined;
}) {
  const t = useTranslations('staffProducts.used');
  const set = (locale: 'el' | 'en', field: 'name' | 'description', value: string) =>
    onChange({ ...texts, [locale]: { ...texts[locale], [field]: value } });
  return (
    <details className="rounded-lg border border-neutral-200 p-3" open={!proposed}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium">
        {t('texts')}: <span className="font-normal text-neutral-700">{texts.el.name || '—'}</span>
      </summary>
      <div className="space-y-3">
        {(['el', 'en'] as const).map((locale) => (
          <div key={locale} lang={locale} className="space-y-2">
            <FormField
              label={t(`name.${locale}`)}
              name={`${locale}.name`}
              value={texts[locale].name}
              onChange={(event) => set(locale, 'name', event.target.value)}
              error={message(`${locale}.name`)}
            />
            <TextAreaField
              label={t(`description.${locale}`)}
              name={`${locale}.description`}
              rows={3}
              value={texts[locale].description}
              onChange={(event) => set(locale, 'description', event.target.value)}
              error={message(`${locale}.description`)}
            />
          </div>
        ))}
      </div>
    </details>
  );
}
