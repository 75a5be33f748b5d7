'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { useAuth } from '@/hooks/useAuth';
import { Link } from '@/i18n/navigation';
import { useAuthStore } from '@/stores/auth';
import type { ContactDetails } from '@/shared/shop-contact';
import { CheckoutForm } from './CheckoutForm';

/** Spec §1: check out as a guest ('Continue as guest') or sign in first and come back here. */
export function CheckoutGate({ shop }: { shop: Pick<ContactDetails, 'landline' | 'email'> }) {
  const t = useTranslations('checkout');
  const { hydrated, signedIn, user } = useAuth();
  const [guest, setGuest] = useState(false);
  // A phone order (issue #24): the shared cart of the link is placed instead of the browser's cart.
  const sharedCartToken = useSearchParams().get('shared');
  if (!hydrated) return <LoadingNote>{t('quoting')}</LoadingNote>;
  if (signedIn || guest)
    return (
      <>
        {signedIn && user && <p className="mb-6 text-neutral-700">{t('signedInAs', { email: user.email })}</p>}
        <CheckoutForm shop={shop} sharedCartToken={sharedCartToken} />
      </>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-md border border-neutral-200 p-6">
        <button
          type="button"
          onClick={() => setGuest(true)}
          className={`inline-flex w-full items-center justify-center ${primaryButton}`}
        >
          {t('guest')}
        </button>
      </div>
      <div className="rounded-md border border-neutral-200 p-6">
        <p className="mb-3 text-ink">{t('haveAccount')}</p>
        <Link
          href="/auth/login"
          onClick={() =>
            useAuthStore
              .getState()
              .setRedirect(sharedCartToken ? `/checkout?shared=${encodeURIComponent(sharedCartToken)}` : '/checkout')
          }
          className={`inline-flex w-full items-center justify-center ${secondaryButton}`}
        >
          {t('signIn')}
        </Link>
      </div>
    </div>
  );
}
