import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReceiptContent } from '@/components/orders/ReceiptContent';
import { TaxDocumentMark } from '@/components/orders/TaxDocumentMark';
import { orderByReceipt } from '@/server/domains/orders';
import { pageContext } from '@/server/request-context';
import { pageLocale } from '../../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

/** Read at every visit: a payment or a shipment must show at once. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('orders');
  // The link is a secret: never indexed, never sent on as a referrer.
  return {
    title: t('receiptTitle', { number: '' }).trim(),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** Spec §2 /receipt/{id}: the order of an unguessable receipt link, for guests and members alike. */
export default async function ReceiptPage({ params }: Props) {
  const locale = await pageLocale(params);
  const receiptId = decodeURIComponent((await params).id);
  // Search engines and monitoring read the status: an unknown link is a 404, not a page saying so.
  const ctx = await pageContext(locale);
  if (!(await orderByReceipt(ctx, receiptId))) notFound();
  return (
    <ClientMessages namespaces={['orders', 'checkout', 'withdrawal']}>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <QueryProvider>
          <ReceiptContent receiptId={receiptId} />
        </QueryProvider>
        <TaxDocumentMark db={ctx.db} receiptId={receiptId} />
      </div>
    </ClientMessages>
  );
}
