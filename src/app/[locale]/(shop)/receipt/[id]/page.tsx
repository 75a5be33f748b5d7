import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReceiptContent } from '@/components/orders/ReceiptContent';
import { pageLocale } from '../../../page-locale';

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
  await pageLocale(params);
  const { id } = await params;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <ReceiptContent receiptId={decodeURIComponent(id)} />
    </div>
  );
}
