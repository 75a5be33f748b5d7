'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { ResetPasswordDocument } from '@/graphql/generated/graphql';
import { Link } from '@/i18n/navigation';
import { passwordRules } from '@/shared/account-rules';
import { FormAlert, FormField, SubmitButton } from './FormField';
import { useFieldMessages } from './field-messages';

type Outcome = 'done' | 'invalidLink' | 'failed' | null;

/** Sets a new password with the token of the reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const messages = useFieldMessages();
  const graphql = useGraphQL();
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'invalidLink');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const found = messages.password(password, true).password;
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      const { resetPassword } = await graphql.send(ResetPasswordDocument, { token, password });
      if (resetPassword.error === 'WEAK_PASSWORD') setError(t('validation.passwordLength', { min: passwordRules.minLength }));
      else setOutcome(resetPassword.ok ? 'done' : 'invalidLink');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  if (outcome === 'done' || outcome === 'invalidLink')
    return (
      <div className="space-y-4">
        <FormAlert tone={outcome === 'done' ? 'success' : 'error'} lines={[t(`reset.${outcome}`)]} />
        <Link href={outcome === 'done' ? '/auth/login' : '/auth/forgot-password'} className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
          {outcome === 'done' ? t('reset.toLogin') : t('reset.askAgain')}
        </Link>
      </div>
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label={t('fields.password')} name="password" type="password" autoComplete="new-password" maxLength={passwordRules.maxLength} error={error} hint={t('passwordRules', { min: passwordRules.minLength })} />
      {outcome === 'failed' && <FormAlert lines={[t('errors.generic'), t('errors.tryAgain')]} />}
      <SubmitButton busy={busy} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
    </form>
  );
}
