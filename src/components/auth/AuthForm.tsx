'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { SignInError } from '@/hooks/oauth-client';
import { useAuth } from '@/hooks/useAuth';
import { passwordRules } from '@/shared/account-rules';

type Mode = 'login' | 'register';
type Field = 'email' | 'password';
type Props = {
  mode: Mode;
  /** Registration creates the account first; the result says why it failed, or null. */
  createAccount?: (email: string, password: string) => Promise<'emailTaken' | 'email' | 'passwordLength' | null>;
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in and registration form: messages of spec §5 under each field, the server's answer above the button. */
export function AuthForm({ mode, createAccount }: Props) {
  const t = useTranslations('auth');
  const { signIn } = useAuth();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), password: useId(), rules: useId(), failure: useId() };

  const validate = (email: string, password: string) => {
    const found: Partial<Record<Field, string>> = {};
    if (!email) found.email = t('validation.required');
    else if (!emailPattern.test(email)) found.email = t('validation.email');
    if (!password) found.password = t('validation.required');
    else if (mode === 'register' && password.length < passwordRules.minLength) found.password = t('validation.passwordLength', { min: passwordRules.minLength });
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found = validate(email, password);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const refused = createAccount ? await createAccount(email, password) : null;
      if (refused === 'emailTaken') setFailure([t('errors.emailTaken')]);
      else if (refused) setErrors({ [refused === 'email' ? 'email' : 'password']: t(`validation.${refused}`, { min: passwordRules.minLength }) });
      else await signIn(email, password);
    } catch (error) {
      const code = error instanceof SignInError ? error.code : '';
      setFailure(code === 'invalid_grant' ? [t('errors.wrongCredentials')] : code === 'slow_down' ? [t('errors.throttled')] : [t('errors.generic'), t('errors.tryAgain')]);
    } finally {
      setBusy(false);
    }
  };

  const fieldClass = (field: Field) =>
    `mt-1 h-11 w-full rounded-md border bg-white px-3 text-base text-ink focus:outline-none focus:ring-2 focus:ring-brand/30 ${errors[field] ? 'border-brand' : 'border-neutral-300 focus:border-brand'}`;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-describedby={failure ? ids.failure : undefined}>
      <div>
        <label htmlFor={ids.email} className="block font-medium text-ink">
          {t('fields.email')}
        </label>
        <input id={ids.email} name="email" type="email" autoComplete={mode === 'login' ? 'username' : 'email'} inputMode="email" aria-invalid={Boolean(errors.email)} aria-describedby={errors.email ? `${ids.email}-error` : undefined} className={fieldClass('email')} />
        {errors.email && (
          <p id={`${ids.email}-error`} className="mt-1 text-sm font-medium text-brand-dark">
            {errors.email}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.password} className="block font-medium text-ink">
          {t('fields.password')}
        </label>
        <input
          id={ids.password}
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          maxLength={passwordRules.maxLength}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={[errors.password ? `${ids.password}-error` : '', mode === 'register' ? ids.rules : ''].filter(Boolean).join(' ') || undefined}
          className={fieldClass('password')}
        />
        {errors.password && (
          <p id={`${ids.password}-error`} className="mt-1 text-sm font-medium text-brand-dark">
            {errors.password}
          </p>
        )}
        {mode === 'register' && (
          <p id={ids.rules} className="mt-1 text-sm text-neutral-600">
            {t('passwordRules', { min: passwordRules.minLength })}
          </p>
        )}
      </div>
      {failure && (
        <div id={ids.failure} role="alert" className="rounded-md border border-brand/40 bg-brand/5 p-3 text-sm text-ink">
          {failure.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <button type="submit" disabled={busy} className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
        {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {busy ? t(`${mode}.submitting`) : t(`${mode}.submit`)}
      </button>
    </form>
  );
}
