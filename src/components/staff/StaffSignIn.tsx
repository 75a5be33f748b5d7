'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import {
  staffCodeAction,
  staffPasswordAction,
  staffSetupAction,
  staffSignOutAction,
} from '@/server/http/staff/sign-in-actions';
import type { StaffFormState } from '@/server/http/staff/staff-forms';
import type { Locale } from '@/shared/locales';
import { RecoveryCodes } from './RecoveryCodes';

export type SignInStep = 'password' | 'code' | 'setup' | 'done';

type Props = {
  step: SignInStep;
  locale: Locale;
  /** The page to go back to after sign-in, as asked for (checked again on the server). */
  next: string;
  /** Where `done` leads. */
  continueHref: string;
  /** The authenticator's set-up: the QR code as an SVG data URL and the key to type by hand. */
  setup?: { qr: string; secret: string };
  expired?: boolean;
};

/**
 * /staff/login, every step in one place: the password, then the code (or the authenticator's set-up on the first
 * sign-in, which ends with the recovery codes shown once). One component for all steps, so that the recovery
 * codes the set-up answered stay on screen while the page behind them becomes "signed in".
 */
export function StaffSignIn({ step, locale, next, continueHref, setup, expired }: Props) {
  const t = useTranslations('staff.login');
  const errorMessage = useErrorMessage();
  const [passwordState, passwordAction, checkingPassword] = useActionState<StaffFormState, FormData>(
    staffPasswordAction.bind(null, locale, next),
    null,
  );
  const [codeState, codeAction, checkingCode] = useActionState<StaffFormState, FormData>(
    staffCodeAction.bind(null, locale, next),
    null,
  );
  const [setupState, setupAction, confirming] = useActionState<StaffFormState, FormData>(
    staffSetupAction.bind(null, locale),
    null,
  );
  const recoveryCodes = setupState?.recoveryCodes;
  // Signed in without codes to show (another tab signed in): straight on. A full page load, as with the link
  // below: the back office's frame (its navigation) is drawn for a signed-in member from the next page on.
  useEffect(() => {
    if (step === 'done' && !recoveryCodes) window.location.replace(continueHref);
  }, [step, recoveryCodes, continueHref]);

  if (recoveryCodes)
    return (
      <section className="space-y-4 rounded-md border border-neutral-200 bg-white p-6">
        <h1 className="text-2xl font-bold text-ink">{t('recoveryTitle')}</h1>
        <p className="text-neutral-700">{t('recoveryLead')}</p>
        <RecoveryCodes codes={recoveryCodes} label={t('recoveryList')} />
        <a href={continueHref} className={`flex w-full items-center justify-center ${primaryButton}`}>
          {t('continue')}
        </a>
      </section>
    );
  const alert = (state: StaffFormState) => state?.error && <FormAlert lines={[errorMessage(state.error)]} />;
  const startOver = (
    <form action={staffSignOutAction.bind(null, locale)}>
      <button type="submit" className={`inline-flex w-full items-center justify-center ${secondaryButton}`}>
        {t('startOver')}
      </button>
    </form>
  );

  if (step === 'done') return <p role="status">{t('signedIn')}</p>;
  if (step === 'setup' && setup)
    return (
      <section className="space-y-4 rounded-md border border-neutral-200 bg-white p-6">
        <h1 className="text-2xl font-bold text-ink">{t('setupTitle')}</h1>
        <p className="text-neutral-700">{t('setupLead')}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL made on the server */}
        <img src={setup.qr} alt={t('qrAlt')} width={200} height={200} className="mx-auto size-50 bg-white" />
        <div>
          <p id="totp-secret-label" className="text-sm text-neutral-700">
            {t('secret')}
          </p>
          <code aria-labelledby="totp-secret-label" className="mt-1 block font-mono text-lg break-all text-ink">
            {setup.secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </div>
        <form action={setupAction} className="space-y-4">
          <FormField label={t('setupCode')} name="code" required autoComplete="one-time-code" inputMode="numeric" />
          {alert(setupState)}
          <SubmitButton busy={confirming} label={t('setupSubmit')} busyLabel={t('setupSubmit')} />
        </form>
        {startOver}
      </section>
    );
  if (step === 'code')
    return (
      <section className="space-y-4 rounded-md border border-neutral-200 bg-white p-6">
        <h1 className="text-2xl font-bold text-ink">{t('codeTitle')}</h1>
        <p className="text-neutral-700">{t('codeLead')}</p>
        <form action={codeAction} className="space-y-4">
          <FormField label={t('code')} name="code" required autoComplete="one-time-code" autoFocus />
          {alert(codeState)}
          <SubmitButton busy={checkingCode} label={t('codeSubmit')} busyLabel={t('codeSubmit')} />
        </form>
        {startOver}
      </section>
    );
  return (
    <section className="space-y-4 rounded-md border border-neutral-200 bg-white p-6">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      {expired && !passwordState ? (
        <FormAlert lines={[t('expired')]} />
      ) : (
        <p className="text-neutral-700">{t('lead')}</p>
      )}
      <form action={passwordAction} className="space-y-4">
        <FormField
          label={t('email')}
          name="email"
          type="email"
          required
          autoComplete="username"
          defaultValue={passwordState?.email}
        />
        <FormField label={t('password')} name="password" type="password" required autoComplete="current-password" />
        {alert(passwordState)}
        <SubmitButton busy={checkingPassword} label={t('submit')} busyLabel={t('submitting')} />
      </form>
    </section>
  );
}
