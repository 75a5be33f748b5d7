'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { Link } from '@/i18n/navigation';
import { useAuthStore } from '@/stores/auth';
import { CheckoutForm } from './CheckoutForm';

/** Spec §1: check out as a guest ('Continue as guest') or sign in first and come back here. */
export function CheckoutGate() {
  const t = useTranslations('checkout');
  const { hydrated, signedIn, user } = useAuth();
  const [guest, setGuest] = useState(false);
  if (!hydrated) return <p aria-busy="true" className="text-neutral-600">{t('quoting')}</p>;
  if (signedIn || guest)
    return (
      <>
        {signedIn && user && <p className="mb-6 text-neutral-700">{t('signedInAs', { email: user.email })}</p>}
        <CheckoutForm />
      </>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-md border border-neutral-200 p-6">
        <button type="button" onClick={() => setGuest(true)} className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
          {t('guest')}
        </button>
      </div>
      <div className="rounded-md border border-neutral-200 p-6">
        <p className="mb-3 text-ink">{t('haveAccount')}</p>
        <Link href="/auth/login" onClick={() => useAuthStore.getState().setRedirect('/checkout')} className="inline-flex min-h-11 w-full items-center justify-center rounded-md border border-neutral-300 px-4 font-semibold text-ink hover:border-brand">
          {t('signIn')}
        </Link>
      </div>
    </div>
  );
}
