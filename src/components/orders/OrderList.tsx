'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useGraphQL } from '@/components/providers/DataProvider';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { MyOrdersDocument } from '@/api-client/generated/graphql';
import { Link } from '@/i18n/navigation';
import { useAuthStore } from '@/stores/auth';

/** /orders: the member's orders, newest first, each linking to its page. */
export function OrderList() {
  const t = useTranslations('orders');
  const format = useFormatter();
  const graphql = useGraphQL();
  const token = useAuthStore((state) => state.token);
  const query = useQuery({
    queryKey: ['orders', token],
    queryFn: ({ signal }) => graphql.send(MyOrdersDocument, {}, { token, signal }),
    staleTime: 0,
  });
  if (query.isPending) return <LoadingNote>{t('loading')}</LoadingNote>;
  const orders = query.data?.orders ?? [];
  if (orders.length === 0) return <EmptyState message={t('none')} action={{ href: '/products', label: t('browse') }} />;
  return (
    <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200" aria-label={t('title')}>
      {orders.map((order) => (
        <li key={order.number}>
          <Link
            href={`/orders/${order.number}`}
            aria-label={t('view', { number: order.number })}
            className="grid gap-1 p-4 hover:bg-neutral-50 sm:grid-cols-[8rem_1fr_auto_auto] sm:items-center sm:gap-4"
          >
            <span className="font-mono font-semibold text-ink">{order.number}</span>
            <span className="text-neutral-700">
              {format.dateTime(new Date(order.createdAt), { dateStyle: 'medium' })} ·{' '}
              {t('items', { count: order.itemCount })}
            </span>
            <span className="text-neutral-700">{t(`states.${order.state as 'pending'}`)}</span>
            <span className="font-bold text-ink">{order.total.formatted}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
