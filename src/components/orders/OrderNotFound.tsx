import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** Spec §8: the order-not-found page, with links to contact and to all orders. */
export function OrderNotFound() {
  const t = useTranslations('orders');
  return (
    <div className="rounded-md border border-neutral-200 p-6">
      <h1 className="text-2xl font-bold text-ink">{t('notFoundTitle')}</h1>
      <p className="mt-2 text-neutral-700">{t('notFound')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/epikoinonia" className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
          {t('contact')}
        </Link>
        <Link href="/orders" className="inline-flex min-h-11 items-center rounded-md border border-neutral-300 px-4 font-semibold text-ink hover:border-brand">
          {t('allOrders')}
        </Link>
      </div>
    </div>
  );
}
