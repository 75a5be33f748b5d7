'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { inviteAction } from '@/server/http/staff/team-actions';
import type { StaffFormState } from '@/server/http/staff/staff-forms';
import type { StaffRole } from '@/server/domains/staff';
import type { Locale } from '@/shared/locales';

/** An owner's invitation: an e-mail and a role, each role with what it may do. */
export function InviteForm({ locale, roles }: { locale: Locale; roles: readonly StaffRole[] }) {
  const t = useTranslations('staff');
  const errorMessage = useErrorMessage();
  const [state, action, sending] = useActionState<StaffFormState, FormData>(inviteAction.bind(null, locale), null);
  return (
    <form action={action} className="space-y-4" key={state?.done ? 'sent' : 'open'}>
      <FormField label={t('team.invite.email')} name="email" type="email" required defaultValue={state?.email} />
      <SelectField id="invite-role" name="role" label={t('team.invite.role')} defaultValue="warehouse">
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)} — {t(`team.roleHints.${role}`)}
          </option>
        ))}
      </SelectField>
      {state?.error && <FormAlert lines={[errorMessage(state.error)]} />}
      {state?.done && <FormAlert tone="success" lines={[t('team.invite.sent')]} />}
      <SubmitButton busy={sending} label={t('team.invite.submit')} busyLabel={t('team.invite.submitting')} />
    </form>
  );
}
