'use client';

import { useTranslations } from 'next-intl';
import type { ImportedEntity } from '@/server/domains/catalog';

export type ImportProblemView = { file: string; line?: number; column?: string; message: string };
export type ImportReportView =
  | { summary: Record<ImportedEntity, { created: number; updated: number; unchanged: number }>; stockMoved: number }
  | { problems: ImportProblemView[] };

const entities: ImportedEntity[] = ['brands', 'categories', 'models', 'engines', 'rotovators', 'products', 'diagrams', 'features', 'pages']; // prettier-ignore

/** A dry run's or an import's answer: every problem with file, line and column, or what was (would be) written. */
export function ImportReport({ report }: { report: ImportReportView }) {
  const t = useTranslations('staffImport');
  if ('problems' in report)
    return (
      <div className="space-y-2">
        <p role="alert" className="font-semibold text-brand-dark">
          {t('problems', { count: report.problems.length })}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left">
            <thead className="border-b border-neutral-300 text-sm text-neutral-600">
              <tr>
                <th className="p-2">{t('problemColumns.file')}</th>
                <th className="p-2">{t('problemColumns.line')}</th>
                <th className="p-2">{t('problemColumns.column')}</th>
                <th className="p-2">{t('problemColumns.message')}</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.slice(0, 1000).map((problem, index) => (
                <tr key={index} className="border-b border-neutral-200 align-top">
                  <td className="p-2 whitespace-nowrap">{problem.file}</td>
                  <td className="p-2 tabular-nums">{problem.line ?? ''}</td>
                  <td className="p-2">{problem.column ?? ''}</td>
                  <td className="p-2 break-words">{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    );
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[24rem] text-left">
          <thead className="border-b border-neutral-300 text-sm text-neutral-600">
            <tr>
              <th className="p-2">{t('tally.entity')}</th>
              <th className="p-2 text-right">{t('tally.created')}</th>
              <th className="p-2 text-right">{t('tally.updated')}</th>
              <th className="p-2 text-right">{t('tally.unchanged')}</th>
            </tr>
          </thead>
          <tbody>
            {entities.map((entity) => (
              <tr key={entity} className="border-b border-neutral-200">
                <th scope="row" className="p-2 font-medium">
                  {t(`entities.${entity}`)}
                </th>
                <td className="p-2 text-right tabular-nums">{report.summary[entity].created}</td>
                <td className="p-2 text-right tabular-nums">{report.summary[entity].updated}</td>
                <td className="p-2 text-right tabular-nums">{report.summary[entity].unchanged}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t('stockMoved', { count: report.stockMoved })}</p>
    </div>
  );
}
