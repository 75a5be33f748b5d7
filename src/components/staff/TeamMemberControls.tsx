'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { secondaryButton } from '@/components/ui/button-styles';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { changeRoleAction, setDisabledAction } from '@/server/http/staff/team-actions';
import type { StaffFormState } from '@/server/http/staff/staff-forms';
import type { StaffRole } from '@/server/domains/staff';
import type { Locale } from '@/shared/locales';

type Props = {
  locale: Locale;
  member: { userId: number; email: string; role: StaffRole; version: number; disabled: boolean };
  roles: readonly StaffRole[];
};

/** A member's role and whether they may sign in, changed by an owner at the version the page showed. */
export function TeamMemberControls({ locale, member, roles }: Props) {
  const t = useTranslations('staff');
  const errorMessage = useErrorMessage();
  const selectId = useId();
  const { userId, version } = member;
  const [roleState, roleAction, savingRole] = useActionState<StaffFormState, FormData>(
    changeRoleAction.bind(null, locale, { userId, version }),
    null,
  );
  const [accessState, accessAction, savingAccess] = useActionState<StaffFormState, FormData>(
    setDisabledAction.bind(null, locale, { userId, version, disabled: !member.disabled }),
    null,
  );
  const error = roleState?.error ?? accessState?.error;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <form action={roleAction} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={selectId} className="sr-only">
              {t('team.role', { email: member.email })}
            </label>
            <select
              id={selectId}
              name="role"
              defaultValue={member.role}
              className="h-11 rounded-md border border-neutral-300 bg-white px-3 text-ink"
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={savingRole} className={`inline-flex items-center ${secondaryButton}`}>
            {t('team.saveRole')}
          </button>
        </form>
        <form action={accessAction}>
          <button type="submit" disabled={savingAccess} className={`inline-flex items-center ${secondaryButton}`}>
            {member.disabled ? t('team.enable') : t('team.disable')}
          </button>
        </form>
      </div>
      {error && <FormAlert lines={[errorMessage(error)]} />}
    </div>
  );
}
