'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { ImportFormState } from '@/app/[locale]/staff/import/actions';
import type { Locale } from '@/shared/locales';

type Props = { locale: Locale; run: (state: ImportFormState, form: FormData) => Promise<ImportFormState> };

/** Chooses the catalogue's CSV files (several at once) and sends them for their dry run. */
export function ImportUploadForm({ locale, run }: Props) {
  const t = useTranslations('staffImport');
  const tErrors = useTranslations('errors');
  const [state, formAction, pending] = useActionState(run, { status: 'idle' });
  return (
    <form action={formAction} className="space-y-3">
      <input type="hidden" name="locale" value={locale} />
      <label className="block">
        <span className="block font-medium text-ink">{t('files')}</span>
        <input
          type="file"
          name="files"
          multiple
          required
          accept=".csv,text/csv"
          aria-describedby="import-files-hint"
          className="mt-1 block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-4 file:font-semibold"
        />
      </label>
      <p id="import-files-hint" className="text-sm break-words text-neutral-600">
        {t('filesHint')}
      </p>
      {state.status === 'error' && <FormAlert lines={[tErrors(state.code)]} />}
      <SubmitButton busy={pending} label={t('check')} busyLabel={t('checking')} />
    </form>
  );
}
