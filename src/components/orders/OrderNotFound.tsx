import { useTranslations } from 'next-intl';
import { NotFoundPanel } from '@/components/layout/NotFoundPanel';

/** Spec §8: the order-not-found page, with links to contact and to all orders. */
export function OrderNotFound() {
  const t = useTranslations('orders');
  return (
    <NotFoundPanel
      title={t('notFoundTitle')}
      text={t('notFound')}
      primary={{ href: '/epikoinonia', label: t('contact') }}
      secondary={{ href: '/orders', label: t('allOrders') }}
    />
  );
}
