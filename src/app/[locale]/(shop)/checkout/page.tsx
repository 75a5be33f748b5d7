import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CheckoutGate } from '@/components/checkout/CheckoutGate';
import { currentConfig } from '@/server/settings-reader';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('checkout');
  return { title: t('title'), alternates: alternatesFor(locale, () => '/checkout'), robots: { index: false } };
}

export default async function CheckoutPage({ params }: Props) {
  await pageLocale(params);
  const [t, { contact }] = await Promise.all([getTranslations('checkout'), currentConfig()]);
  return (
    <ClientMessages namespaces={['checkout', 'cart', 'sharedCart', 'auth.addresses']}>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 mb-6 text-neutral-600">{t('lead')}</p>
        {/* A phone order's shared cart is named in the address, read in the browser. */}
        <Suspense>
          <QueryProvider>
            <CheckoutGate shop={{ landline: contact.landline, email: contact.email }} />
          </QueryProvider>
        </Suspense>
      </div>
    </ClientMessages>
  );
}
