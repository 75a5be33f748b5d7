'use client';

import { useWelcome } from '@/stores/welcome';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { RegisterError } from '@/api-client/generated/graphql';
import { SignInError } from '@/hooks/oauth-client';
import { useAuth } from '@/hooks/useAuth';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { Link } from '@/i18n/navigation';
import { passwordRules } from '@/shared/account-rules';
import { EmailField, PasswordField } from './AccountFields';
import { useFieldMessages, type Field } from './field-messages';

type Mode = 'login' | 'register';
type Props = {
  mode: Mode;
  /** Registration creates the account first; the result says why it failed, or null. */
  createAccount?: (email: string, password: string) => Promise<RegisterError | null>;
};

/** The sign-in and registration form: messages of spec §5 under each field, the server's answer above the button. */
export function AuthForm({ mode, createAccount }: Props) {
  const t = useTranslations('auth');
  const messages = useFieldMessages();
  const errorMessage = useErrorMessage();
  const { signIn } = useAuth();
  const rememberRegistration = useWelcome((state) => state.registered);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await errorMessage.ready();
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found = { ...messages.email(email), ...messages.password(password, mode === 'register') };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const refused = createAccount ? await createAccount(email, password) : null;
      // A refused address or password is marked on its field, as the check in the browser marks it.
      if (refused === 'INVALID_EMAIL') setErrors({ email: t('validation.email') });
      else if (refused === 'WEAK_PASSWORD')
        setErrors({ password: errorMessage('WEAK_PASSWORD', { min: passwordRules.minLength }) });
      else if (refused) setFailure([errorMessage(refused)]);
      else {
        // A new account: the page it leads to welcomes the member and asks them to confirm the address.
        if (createAccount) rememberRegistration(email);
        await signIn(email, password);
      }
    } catch (error) {
      const code = error instanceof SignInError ? error.code : '';
      setFailure(
        code === 'invalid_grant'
          ? [t('errors.wrongCredentials')]
          : code === 'slow_down'
            ? [t('errors.throttled')]
            : [t('errors.generic'), t('errors.tryAgain')],
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <EmailField autoComplete={mode === 'login' ? 'username' : 'email'} error={errors.email} />
      <PasswordField label={t('fields.password')} isNew={mode === 'register'} error={errors.password} />
      {mode === 'login' && (
        <p className="-mt-2 text-right text-sm">
          <Link href="/auth/forgot-password" className="font-medium text-brand-dark underline">
            {t('forgot.link')}
          </Link>
        </p>
      )}
      {failure && <FormAlert lines={failure} />}
      <SubmitButton busy={busy} label={t(`${mode}.submit`)} busyLabel={t(`${mode}.submitting`)} />
    </form>
  );
}
