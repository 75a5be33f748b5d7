'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import type { EditorChoices } from '@/server/domains/catalog';
import { countryCodes } from '@/shared/countries';
import type { EditorForm } from './editor-form';

const input = 'mt-1 h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base';

/** Country of origin, warranty options and the text properties (a value in each language). */
export function DetailsFields({
  form,
  choices,
  onChange,
}: {
  form: EditorForm;
  choices: EditorChoices;
  onChange: (patch: Partial<EditorForm>) => void;
}) {
  const t = useTranslations('staffProducts.editor');
  const locale = useLocale();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return [...countryCodes]
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
  const properties = form.properties ?? [];
  const valueOf = (propertyId: number) =>
    properties.find((each) => each.propertyId === propertyId) ?? { propertyId, el: '', en: '' };
  const setProperty = (propertyId: number, patch: { el?: string; en?: string }) =>
    onChange({
      properties: [
        ...properties.filter((each) => each.propertyId !== propertyId),
        { ...valueOf(propertyId), ...patch },
      ],
    });
  const warranties = form.warrantyIds ?? [];
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-neutral-200 p-4">
      <legend className="px-1 font-semibold">{t('details')}</legend>
      <SelectField
        id="editor-country"
        label={t('country')}
        value={form.country ?? ''}
        onChange={(event) => onChange({ country: event.target.value })}
      >
        <option value="">—</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <div>
        <p className="font-medium text-ink">{t('warranties')}</p>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {choices.warranties.map((warranty) => (
            <label key={warranty.id} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={warranties.includes(warranty.id)}
                onChange={(event) =>
                  onChange({
                    warrantyIds: event.target.checked
                      ? [...warranties, warranty.id]
                      : warranties.filter((id) => id !== warranty.id),
                  })
                }
              />
              {warranty.name}
            </label>
          ))}
        </div>
      </div>
      {choices.properties.map((property) => (
        <div key={property.id} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <label className="block">
            <span className="font-medium">{property.name} (ελ)</span>
            <input
              lang="el"
              value={valueOf(property.id).el}
              onChange={(event) => setProperty(property.id, { el: event.target.value })}
              className={input}
            />
          </label>
          <label className="block">
            <span className="font-medium">{property.name} (en)</span>
            <input
              lang="en"
              value={valueOf(property.id).en}
              onChange={(event) => setProperty(property.id, { en: event.target.value })}
              className={input}
            />
          </label>
        </div>
      ))}
    </fieldset>
  );
}
