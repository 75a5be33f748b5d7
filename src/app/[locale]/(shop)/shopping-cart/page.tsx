import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BrowserCart, ShoppingCartContent } from '@/components/shared-cart/ShoppingCartContent';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('cart');
  return { title: t('title'), alternates: alternatesFor(locale, () => '/shopping-cart'), robots: { index: false } };
}

export default async function ShoppingCartPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('cart');
  return (
    <ClientMessages namespaces={['cart', 'sharedCart']}>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold text-ink">{t('title')}</h1>
        <QueryProvider>
          {/* The search parameters are read in the browser: the page itself stays static, built with the browser's cart. */}
          <Suspense fallback={<BrowserCart />}>
            <ShoppingCartContent />
          </Suspense>
        </QueryProvider>
      </div>
    </ClientMessages>
  );
}
