'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { saveTaxonAction } from '@/app/[locale]/staff/taxonomies/actions';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { controlClass, FieldFrame } from '@/components/ui/FieldFrame';
import { useHydrated } from '@/components/providers/Hydration';
import type { TaxonRow } from '@/server/domains/catalog';
import type { Locale } from '@/shared/locales';
import {
  isFitmentKind,
  taxonFormSchema,
  taxonProblems,
  type EditableTaxonomyKind,
  type TaxonFieldProblem,
} from '@/shared/taxon-desk-rules';
import { taxonName } from './taxon-name';

type Fields = {
  elExcerpt: string;
  enExcerpt: string;
  elName: string;
  elSlug: string;
  enName: string;
  enSlug: string;
  aliases: string;
  years: string;
  hp: string;
  /** The parent's id, or '' for the top level. */
  parentId: string;
};

const fieldsOf = (row: TaxonRow | null): Fields => ({
  elExcerpt: row?.el.excerpt ?? '',
  enExcerpt: row?.en.excerpt ?? '',
  elName: row?.el.name ?? '',
  elSlug: row?.el.slug ?? '',
  enName: row?.en.name ?? '',
  enSlug: row?.en.slug ?? '',
  aliases: row?.aliases.join(', ') ?? '',
  years: row?.years ?? '',
  hp: row?.hp === null || row?.hp === undefined ? '' : String(row.hp),
  parentId: row?.parentId ? String(row.parentId) : '',
});

/** Where an entry may go: any of its kind but itself and the entries below it (that would make a loop). */
function parentChoices(rows: TaxonRow[], row: TaxonRow | null): TaxonRow[] {
  if (!row) return rows;
  const at = rows.indexOf(row);
  const end = rows.findIndex((each, index) => index > at && each.depth <= row.depth);
  return [...rows.slice(0, at), ...(end === -1 ? [] : rows.slice(end))];
}

/**
 * A new entry (`row` null) or the rename of one: both languages' names and addresses, and a model's (engine's,
 * rotovator's) other names, years and horsepower. Checked with the server's schema before sending; the server's
 * problems shown by field. The version it was opened with goes along: a save after someone else's is refused.
 */
export function TaxonForm({
  kind,
  row,
  rows,
  onDone,
}: {
  kind: EditableTaxonomyKind;
  row: TaxonRow | null;
  /** The kind's whole list, as a tree read top down: the choices of where the entry sits. */
  rows: TaxonRow[];
  onDone: (saved: boolean) => void;
}) {
  const t = useTranslations('staffTaxonomies');
  const tErrors = useTranslations('errors');
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(row));
  const [problems, setProblems] = useState<TaxonFieldProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const problemOf = (field: string) => {
    const reason = problems.find((problem) => problem.field === field)?.reason;
    return reason ? t(`problems.${reason}` as 'problems.invalid') : undefined;
  };
  const input = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setFields((now) => ({ ...now, [name]: event.target.value })),
  });

  function save(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const form = {
      kind,
      version: row?.version ?? null,
      parentId: fields.parentId === '' ? null : Number(fields.parentId),
      // Sent for every kind, so that a rename keeps an excerpt the import brought; only categories show it.
      el: { name: fields.elName, slug: fields.elSlug, excerpt: fields.elExcerpt },
      en: { name: fields.enName, slug: fields.enSlug, excerpt: fields.enExcerpt },
      ...(isFitmentKind(kind) ? { aliases: fields.aliases, years: fields.years, hp: fields.hp } : {}),
    };
    const checked = taxonFormSchema.safeParse(form);
    if (!checked.success) {
      setProblems(taxonProblems(checked.error));
      return;
    }
    start(async () => {
      const result = await saveTaxonAction(locale, row?.id ?? null, form);
      if (result.ok) return onDone(true);
      setProblems('problems' in result.error ? result.error.problems : []);
      if (!('problems' in result.error)) setFailure(tErrors(result.error.code));
    });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3 rounded-md border border-neutral-300 bg-neutral-50 p-3">
      <div className="grid min-w-0 gap-3 sm:grid-cols-2">
        {kind !== 'brand' && (
          <div className="sm:col-span-2">
            <FieldFrame
              label={t('fields.parent')}
              error={problemOf('parentId')}
              control={(attributes) => (
                <select
                  {...attributes}
                  value={fields.parentId}
                  onChange={(event) => setFields((now) => ({ ...now, parentId: event.target.value }))}
                  className={`h-11 ${controlClass(problemOf('parentId'))}`}
                >
                  <option value="">{t('fields.topLevel')}</option>
                  {parentChoices(rows, row).map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {'\u2003'.repeat(choice.depth)}
                      {taxonName(choice, locale)}
                    </option>
                  ))}
                </select>
              )}
            />
          </div>
        )}
        <FormField
          label={t('fields.elName')}
          lang="el"
          maxLength={200}
          error={problemOf('el.name')}
          {...input('elName')}
        />
        <FormField
          label={t('fields.enName')}
          lang="en"
          maxLength={200}
          error={problemOf('en.name')}
          {...input('enName')}
        />
        <FormField
          label={t('fields.elSlug')}
          hint={t('fields.slugHint')}
          maxLength={100}
          error={problemOf('el.slug')}
          {...input('elSlug')}
        />
        <FormField
          label={t('fields.enSlug')}
          hint={t('fields.slugHint')}
          maxLength={100}
          error={problemOf('en.slug')}
          {...input('enSlug')}
        />
        {kind === 'category' && (
          <>
            <FormField
              label={t('fields.elExcerpt')}
              lang="el"
              maxLength={500}
              error={problemOf('el.excerpt')}
              {...input('elExcerpt')}
            />
            <FormField
              label={t('fields.enExcerpt')}
              lang="en"
              maxLength={500}
              error={problemOf('en.excerpt')}
              {...input('enExcerpt')}
            />
          </>
        )}
        {isFitmentKind(kind) && (
          <>
            <FormField label={t('fields.aliases')} maxLength={500} error={problemOf('aliases')} {...input('aliases')} />
            <FormField label={t('fields.years')} maxLength={20} error={problemOf('years')} {...input('years')} />
            <FormField
              label={t('fields.hp')}
              inputMode="numeric"
              maxLength={4}
              error={problemOf('hp')}
              {...input('hp')}
            />
          </>
        )}
      </div>
      {failure && <FormAlert lines={[failure]} />}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={!hydrated || pending} aria-busy={pending} className={primaryButton}>
          {pending ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={() => onDone(false)} className={secondaryButton}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
