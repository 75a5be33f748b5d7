'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { primaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ResetPasswordDocument } from '@/api-client/generated/graphql';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { Link } from '@/i18n/navigation';
import { passwordRules } from '@/shared/account-rules';
import { PasswordField } from './AccountFields';
import { useFieldMessages } from './field-messages';

type Outcome = 'done' | 'invalidLink' | 'failed' | null;

/** Sets a new password with the token of the reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const errorMessage = useErrorMessage();
  const messages = useFieldMessages();
  const graphql = useGraphQL();
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'invalidLink');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    await errorMessage.ready();
    const found = messages.password(password, true).password;
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      const { resetPassword } = await graphql.send(ResetPasswordDocument, { token, password });
      if (resetPassword.error === 'WEAK_PASSWORD')
        setError(errorMessage('WEAK_PASSWORD', { min: passwordRules.minLength }));
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
        <FormAlert
          tone={outcome === 'done' ? 'success' : 'error'}
          lines={[outcome === 'done' ? t('reset.done') : errorMessage('INVALID_LINK')]}
        />
        <Link
          href={outcome === 'done' ? '/auth/login' : '/auth/forgot-password'}
          className={`inline-flex items-center ${primaryButton}`}
        >
          {outcome === 'done' ? t('reset.toLogin') : t('reset.askAgain')}
        </Link>
      </div>
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <PasswordField label={t('fields.password')} isNew error={error} />
      {outcome === 'failed' && <FormAlert lines={[t('errors.generic'), t('errors.tryAgain')]} />}
      <SubmitButton busy={busy} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
    </form>
  );
}
