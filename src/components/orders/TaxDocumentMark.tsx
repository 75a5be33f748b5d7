import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { documentOfOrder } from '@/server/domains/tax-documents';
import type { Queryable } from '@/server/db';

/**
 * The order's receipt or invoice as the tax authority knows it: its number in its series, the MARK myDATA gave it and
 * the QR code of its address at AADE; while it is being transmitted, a line saying so. Nothing before it is issued.
 */
export async function TaxDocumentMark({ db, receiptId }: { db: Queryable; receiptId: string }) {
  const document = await documentOfOrder(db, receiptId);
  if (!document) return null;
  const t = await getTranslations('orders.taxDocument');
  const type = t(`types.${document.invoiceType.replace('.', '_') as '11_1'}`);
  const qr = document.qrUrl ? await QRCode.toString(document.qrUrl, { type: 'svg', margin: 1 }) : null;
  return (
    <section aria-labelledby="tax-document" className="mt-8 rounded-md border border-neutral-200 p-4">
      <h2 id="tax-document" className="text-lg font-bold text-ink">
        {t('heading')}
      </h2>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 text-ink">
          <p>{t('document', { type, series: document.series, number: document.number })}</p>
          {document.mark ? (
            <p className="mt-1">
              {t('mark')}:{' '}
              <span className="font-mono font-semibold break-all" data-testid="mydata-mark">
                {document.mark}
              </span>
            </p>
          ) : (
            <p className="mt-1 text-neutral-700">{t('pending')}</p>
          )}
        </div>
        {qr && document.qrUrl && (
          <a href={document.qrUrl} className="block size-32 shrink-0" rel="noreferrer">
            {/* The SVG is written by the qrcode package from the address myDATA returned, never from user input. */}
            <span role="img" aria-label={t('qr')} className="block size-32" dangerouslySetInnerHTML={{ __html: qr }} />
          </a>
        )}
      </div>
    </section>
  );
}
