'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import { passwordRules } from '@/shared/account-rules';

/** The e-mail input of the account forms; `username` where it signs in (for password managers). */
export function EmailField({ error, autoComplete = 'email' }: { error?: string; autoComplete?: 'email' | 'username' }) {
  const t = useTranslations('auth');
  return (
    <FormField
      label={t('fields.email')}
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      error={error}
    />
  );
}

/** A password input; a new password says its rules under it and is marked for password managers to suggest one. */
export function PasswordField({
  label,
  name = 'password',
  isNew,
  error,
}: {
  label: string;
  name?: string;
  isNew: boolean;
  error?: string;
}) {
  const t = useTranslations('auth');
  return (
    <FormField
      label={label}
      name={name}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      maxLength={passwordRules.maxLength}
      error={error}
      hint={isNew ? t('passwordRules', { min: passwordRules.minLength }) : undefined}
    />
  );
}
