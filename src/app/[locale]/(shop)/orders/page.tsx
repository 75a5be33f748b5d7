import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { Link } from '@/i18n/navigation';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('auth.ordersPage');
  return { title: t('title'), alternates: alternatesFor(locale, () => '/orders'), robots: { index: false } };
}

/**
 * Spec §2 /orders, behind the auth middleware. The shop takes no orders yet (checkout is the next issue), so a
 * member's list is empty; the checkout issue fills it.
 */
export default async function OrdersPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('auth.ordersPage');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
      <p className="mb-8 mt-2 text-neutral-600">{t('lead')}</p>
      <RequireAuth fallback={<p aria-busy="true" />}>
        <div className="rounded-md border border-neutral-200 p-6">
          <p className="text-ink">{t('none')}</p>
          <Link href="/products" className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
            {t('browse')}
          </Link>
        </div>
      </RequireAuth>
    </div>
  );
}
