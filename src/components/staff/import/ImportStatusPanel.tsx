'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { ImportFormState } from '@/app/[locale]/staff/import/actions';
import type { CatalogueImportState } from '@/server/domains/import-desk';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';
import { ImportReport, type ImportReportView } from './ImportReport';

export type ImportStatusView = {
  id: number;
  state: CatalogueImportState;
  report: unknown;
  seconds: number | null;
  progress: { done: number; total: number } | null;
};

type Props = {
  locale: Locale;
  initial: ImportStatusView;
  apply: (state: ImportFormState, form: FormData) => Promise<ImportFormState>;
  refreshCatalogue: (locale: Locale) => Promise<void>;
};

const running = (state: CatalogueImportState) => state === 'checking' || state === 'applying';

/**
 * An upload's page: while its dry run or import runs, the rows done of the total, asked of the server every second;
 * then the problems (nothing imported) or the counts, with "Apply" after a good dry run and the report after the import.
 */
export function ImportStatusPanel({ locale, initial, apply, refreshCatalogue }: Props) {
  const t = useTranslations('staffImport');
  const tErrors = useTranslations('errors');
  const [status, setStatus] = useState(initial);
  const [applyState, applyAction, applying] = useActionState(apply, { status: 'idle' });

  useEffect(() => {
    if (!running(status.state)) return;
    const timer = setTimeout(async () => {
      const response = await fetch(localizedPath(locale, `/staff/import/${status.id}/status`), { cache: 'no-store' });
      if (!response.ok) return;
      const next = (await response.json()) as ImportStatusView;
      if (next.state === 'applied') await refreshCatalogue(locale);
      setStatus(next);
    }, 1000);
    return () => clearTimeout(timer);
  }, [status, locale, refreshCatalogue]);

  const { progress } = status;
  return (
    <div className="space-y-4">
      {running(status.state) && (
        <div className="space-y-2" aria-live="polite">
          <p>{progress ? t('progress', { done: progress.done, total: progress.total }) : t('queued')}</p>
          <progress
            className="h-4 w-full"
            max={progress?.total || 1}
            value={progress?.done ?? 0}
            aria-label={t('title')}
          />
        </div>
      )}
      {status.state === 'failed' && <FormAlert lines={[t('failed')]} />}
      {status.state === 'checked' && <p className="font-semibold">{t('dryRun')}</p>}
      {status.state === 'applied' && (
        <FormAlert tone="success" lines={[t('succeeded', { seconds: status.seconds ?? 0 })]} />
      )}
      {status.report !== null && !running(status.state) && <ImportReport report={status.report as ImportReportView} />}
      {status.state === 'checked' && (
        <form action={applyAction} className="max-w-sm space-y-2">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="importId" value={status.id} />
          {applyState.status === 'error' && <FormAlert lines={[tErrors(applyState.code)]} />}
          <SubmitButton busy={applying} label={t('apply')} busyLabel={t('applying')} />
        </form>
      )}
    </div>
  );
}
