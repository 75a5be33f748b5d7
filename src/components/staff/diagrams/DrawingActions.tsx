'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { deleteDiagramAction, replaceDrawingAction } from '@/app/[locale]/staff/diagrams/actions';
import { secondaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { useRouter } from '@/i18n/navigation';
import { diagramDrawingRules } from '@/shared/diagram-desk-rules';
import type { Locale } from '@/shared/locales';
import { useRefusalLines } from './useDiagramNotices';

/** A new drawing in place of the diagram's, and deleting the diagram; both under the version the page loaded. */
export function DrawingActions({ id, version }: { id: number; version: number }) {
  const t = useTranslations('staffDiagrams');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const refusalLines = useRefusalLines();
  const [lines, setLines] = useState<string[]>([]);
  const [pending, start] = useTransition();

  function replace(form: FormData) {
    form.set('version', String(version));
    start(async () => {
      const result = await replaceDrawingAction(locale, id, form);
      if (result.ok) router.refresh();
      else setLines(refusalLines(result));
    });
  }

  function remove() {
    if (!window.confirm(t('confirmDelete'))) return;
    start(async () => {
      const result = await deleteDiagramAction(locale, id, version);
      if (result.ok) router.push('/staff/diagrams');
      else setLines(refusalLines(result));
    });
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <form action={replace} className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-ink">{t('replaceTitle')}</h2>
        <FormField
          type="file"
          name="drawing"
          label={t('drawing')}
          hint={`${t('replaceHint')} ${t('drawingHint')}`}
          accept={diagramDrawingRules.accept}
          required
        />
        <button type="submit" disabled={pending} className={secondaryButton}>
          {t('replace')}
        </button>
      </form>
      <div className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-ink">{t('deleteTitle')}</h2>
        <button type="button" disabled={pending} onClick={remove} className={secondaryButton}>
          {t('delete')}
        </button>
      </div>
      {lines.length > 0 && (
        <div className="md:col-span-2">
          <FormAlert lines={lines} />
        </div>
      )}
    </div>
  );
}
