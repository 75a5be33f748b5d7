'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { acceptInviteAction } from '@/server/http/staff/sign-in-actions';
import type { StaffFormState } from '@/server/http/staff/staff-forms';
import type { Locale } from '@/shared/locales';

type Props = { locale: Locale; token: string; email: string | null; minPasswordLength: number };

/** Accepting a link: an existing shop account's password, or a new account's. */
export function JoinForm({ locale, token, email, minPasswordLength }: Props) {
  const t = useTranslations('staff.join');
  const errorMessage = useErrorMessage();
  const [account, setAccount] = useState<'existing' | 'new'>('existing');
  const [state, action, joining] = useActionState<StaffFormState, FormData>(
    acceptInviteAction.bind(null, locale, token),
    null,
  );
  return (
    <form action={action} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="font-medium text-ink">{t('account')}</legend>
        {(['existing', 'new'] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name="account"
              value={choice}
              // Uncontrolled: the form is reset after each answer, back to the choice that was sent.
              defaultChecked={(state?.account ?? 'existing') === choice}
              onChange={() => setAccount(choice)}
              className="size-5 accent-brand"
            />
            {t(choice)}
          </label>
        ))}
      </fieldset>
      {email ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <FormField
          label={t('email')}
          name="email"
          type="email"
          required
          autoComplete="username"
          defaultValue={state?.email}
        />
      )}
      <FormField
        label={t('password')}
        name="password"
        type="password"
        required
        autoComplete={account === 'new' ? 'new-password' : 'current-password'}
        hint={account === 'new' ? t('passwordHint', { min: minPasswordLength }) : undefined}
      />
      {state?.error && <FormAlert lines={[errorMessage(state.error, { min: minPasswordLength })]} />}
      <SubmitButton busy={joining} label={t('submit')} busyLabel={t('submitting')} />
    </form>
  );
}
