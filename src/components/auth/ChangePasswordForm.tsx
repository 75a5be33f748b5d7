'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ChangePasswordDocument } from '@/api-client/generated/graphql';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { passwordRules } from '@/shared/account-rules';
import { useAuthStore } from '@/stores/auth';
import { PasswordField } from './AccountFields';
import { useFieldMessages } from './field-messages';

type Errors = { current?: string; password?: string };

/** My account: a new password, given the current one. */
export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const errorMessage = useErrorMessage();
  const messages = useFieldMessages();
  const graphql = useGraphQL();
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    await errorMessage.ready();
    const current = String(data.get('current') ?? '');
    const password = String(data.get('password') ?? '');
    const found: Errors = {
      current: current ? undefined : t('validation.required'),
      password: messages.password(password, true).password,
    };
    setErrors(found);
    setOutcome(null);
    if (found.current || found.password) return;
    setBusy(true);
    try {
      const { changePassword } = await graphql.send(
        ChangePasswordDocument,
        { current, password },
        { token: useAuthStore.getState().token },
      );
      if (changePassword.ok) {
        setOutcome('done');
        form.reset();
      } else if (changePassword.error === 'WRONG_PASSWORD') setErrors({ current: errorMessage('WRONG_PASSWORD') });
      else if (changePassword.error === 'WEAK_PASSWORD')
        setErrors({ password: errorMessage('WEAK_PASSWORD', { min: passwordRules.minLength }) });
      else setOutcome('failed');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="change-password" className="mt-8 rounded-md border border-neutral-200 p-6">
      <h2 id="change-password" className="mb-4 text-xl font-bold text-ink">
        {t('changePassword.title')}
      </h2>
      <form noValidate onSubmit={submit} className="space-y-5">
        <PasswordField label={t('changePassword.current')} name="current" isNew={false} error={errors.current} />
        <PasswordField label={t('changePassword.new')} isNew error={errors.password} />
        {outcome === 'done' && <FormAlert tone="success" lines={[t('changePassword.done')]} />}
        {outcome === 'failed' && <FormAlert lines={[t('errors.generic'), t('errors.tryAgain')]} />}
        <SubmitButton busy={busy} label={t('changePassword.submit')} busyLabel={t('changePassword.submitting')} />
      </form>
    </section>
  );
}
