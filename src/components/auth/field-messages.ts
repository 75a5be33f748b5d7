'use client';

import { useTranslations } from 'next-intl';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { passwordRules } from '@/shared/account-rules';

export type Field = 'email' | 'password';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks of the account forms before anything is sent, with the messages of spec §5 ('Required' on auth forms). */
export function useFieldMessages() {
  const t = useTranslations('auth.validation');
  const errorMessage = useErrorMessage();
  return {
    email: (email: string): Partial<Record<Field, string>> =>
      !email ? { email: t('required') } : !emailPattern.test(email) ? { email: t('email') } : {},
    password: (password: string, isNew: boolean): Partial<Record<Field, string>> =>
      !password
        ? { password: t('required') }
        : isNew && password.length < passwordRules.minLength
          ? { password: errorMessage('WEAK_PASSWORD', { min: passwordRules.minLength }) }
          : {},
  };
}
