import { getFormatter, getTranslations } from 'next-intl/server';
import type { TaxDocumentSummary } from '@/server/domains/tax-documents';
import { formatMoney } from '@/shared/money';
import type { Locale } from '@/shared/locales';

/** Receipts and invoices myDATA has not given a MARK yet: waiting for a retry, or refused (with myDATA's error). */
export async function UntransmittedDocuments({
  locale,
  documents,
}: {
  locale: Locale;
  documents: TaxDocumentSummary[];
}) {
  const [t, format] = await Promise.all([getTranslations('staff.jobs'), getFormatter()]);
  if (documents.length === 0)
    return <p className="rounded-md border border-neutral-200 p-6 text-ink">{t('documentsNone')}</p>;
  return (
    <ul aria-label={t('documents')} className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
      {documents.map((document) => (
        <li key={document.id} className="space-y-1 p-4">
          <p className="font-semibold text-ink">
            {t(`types.${document.invoiceType.replace('.', '_') as '11_1'}`)} {document.series} {document.number} ·{' '}
            {formatMoney({ cents: document.grossCents, currency: 'EUR' }, locale)}
          </p>
          <p className="text-sm text-neutral-700">
            {t(`states.${document.state as 'pending'}`)} ·{' '}
            {format.dateTime(new Date(document.issueDate), { dateStyle: 'medium' })}
          </p>
          {document.lastError && <p className="font-mono text-sm break-words text-red-800">{document.lastError}</p>}
        </li>
      ))}
    </ul>
  );
}
