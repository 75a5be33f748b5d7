import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { OrderList } from '@/components/orders/OrderList';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('auth.ordersPage');
  return { title: t('title'), alternates: alternatesFor(locale, () => '/orders'), robots: { index: false } };
}

/** Spec §2 /orders, behind the auth middleware: the member's orders. */
export default async function OrdersPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('auth.ordersPage');
  return (
    <ClientMessages namespaces={['orders']}>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 mb-8 text-neutral-600">{t('lead')}</p>
        <RequireAuth fallback={<p aria-busy="true" />}>
          <QueryProvider>
            <OrderList />
          </QueryProvider>
        </RequireAuth>
      </div>
    </ClientMessages>
  );
}
