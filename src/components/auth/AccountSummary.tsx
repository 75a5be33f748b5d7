'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/hooks/useAuth';
import { SignOutButton } from './SessionSwitch';

/** Who is signed in (the User query of spec §7, with the access token), and the way out. */
export function AccountSummary() {
  const t = useTranslations('auth');
  const { user } = useAuth();
  return (
    <section className="rounded-md border border-neutral-200 p-6">
      <p className="text-sm text-neutral-600">{t('account.email')}</p>
      <p className="mt-1 min-h-7 text-lg font-semibold break-words text-ink" data-testid="account-email">
        {user?.email}
      </p>
      {user?.staff && (
        <p className="mt-2 inline-block rounded bg-ink px-2 py-0.5 text-sm text-white">{t('account.staff')}</p>
      )}
      <SignOutButton className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md border border-brand px-4 font-semibold text-brand hover:bg-brand hover:text-white">
        <Icon name="log-out" className="size-5" />
        {t('signOut')}
      </SignOutButton>
    </section>
  );
}
