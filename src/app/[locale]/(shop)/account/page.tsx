import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountSummary } from '@/components/auth/AccountSummary';
import { AddressBook } from '@/components/auth/AddressBook';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { MyRequests } from '@/components/requests/MyRequests';
import { alternatesFor } from '@/shared/paths';
import { pageLocale } from '../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('auth.account');
  return { title: t('title'), alternates: alternatesFor(locale, () => '/account'), robots: { index: false } };
}

/** My account: a page with the auth middleware (anonymous visitors go to login and come back here). */
export default async function AccountPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('auth.account');
  return (
    <ClientMessages namespaces={['auth', 'request', 'staffRequests']}>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 mb-8 text-neutral-600">{t('lead')}</p>
        <RequireAuth fallback={<p className="text-neutral-600" aria-busy="true" />}>
          <AccountSummary />
          <QueryProvider>
            <AddressBook />
          </QueryProvider>
          <QueryProvider>
            <MyRequests />
          </QueryProvider>
          <ChangePasswordForm />
        </RequireAuth>
      </div>
    </ClientMessages>
  );
}
