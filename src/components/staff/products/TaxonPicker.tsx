'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import type { TaxonChoice } from '@/server/domains/catalog';

/** Folded for matching: lower case, no accents, no separators ("L1-185" finds "l1185"). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A searchable choice of several taxons (tractor models, engines, rotovators): the chosen ones as removable chips,
 * a search box, and the first matches (by name, model code or alias) to add.
 */
export function TaxonPicker({
  label,
  choices,
  value,
  onChange,
  error,
}: {
  label: string;
  choices: TaxonChoice[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const t = useTranslations('staffProducts.editor');
  const id = useId();
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(choices.map((choice) => [choice.id, choice])), [choices]);
  const folded = useMemo(
    () => choices.map((choice) => ({ choice, text: fold(`${choice.name} ${choice.hint ?? ''} ${choice.key}`) })),
    [choices],
  );
  const wanted = fold(query);
  const matches = wanted
    ? folded.filter((each) => each.text.includes(wanted) && !value.includes(each.choice.id)).slice(0, 8)
    : [];
  return (
    <fieldset className="min-w-0">
      <legend className="font-medium text-ink">{label}</legend>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label={t('chosen', { label })}>
        {value.map((taxonId) => (
          <li key={taxonId} className="flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-sm">
            {byId.get(taxonId)?.name ?? taxonId}
            <button
              type="button"
              onClick={() => onChange(value.filter((each) => each !== taxonId))}
              aria-label={t('remove', { name: byId.get(taxonId)?.name ?? String(taxonId) })}
              className="h-7 w-7 rounded-full hover:bg-neutral-300"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={id} className="sr-only">
        {t('find', { label })}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('findHint')}
        aria-invalid={Boolean(error)}
        className={`mt-2 h-11 w-full rounded-md border bg-white px-3 text-base ${error ? 'border-brand' : 'border-neutral-300'}`}
      />
      {matches.length > 0 && (
        <ul className="mt-1 divide-y divide-neutral-100 rounded-md border border-neutral-200 bg-white">
          {matches.map(({ choice }) => (
            <li key={choice.id}>
              <button
                type="button"
                onClick={() => {
                  onChange([...value, choice.id]);
                  setQuery('');
                }}
                className="min-h-11 w-full px-3 py-2 text-left hover:bg-neutral-50"
              >
                {choice.name}
                {choice.hint && <span className="ml-2 text-sm text-neutral-600">{choice.hint}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-1 text-sm font-medium text-brand-dark">{error}</p>}
    </fieldset>
  );
}
