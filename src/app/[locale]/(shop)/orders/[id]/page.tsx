import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { MemberOrderContent } from '@/components/orders/MemberOrderContent';
import { pageLocale } from '../../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('orders');
  return { title: t('orderTitle', { number: decodeURIComponent((await params).id) }), robots: { index: false } };
}

/** Spec §2 /orders/{id}, behind the auth middleware: one of the member's own orders. */
export default async function OrderPage({ params }: Props) {
  await pageLocale(params);
  const { id } = await params;
  return (
    <ClientMessages namespaces={['orders', 'checkout', 'withdrawal']}>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <RequireAuth fallback={<p aria-busy="true" />}>
          <QueryProvider>
            <MemberOrderContent number={decodeURIComponent(id)} />
          </QueryProvider>
        </RequireAuth>
      </div>
    </ClientMessages>
  );
}
