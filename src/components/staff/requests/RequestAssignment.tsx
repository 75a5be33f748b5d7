'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { SelectField } from '@/components/ui/SelectField';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { assignRequestAction } from '@/server/http/staff/request-actions';
import type { StaffFormState } from '@/server/http/staff/staff-forms';
import type { Locale } from '@/shared/locales';

type Member = { userId: number; email: string };
type Props = {
  locale: Locale;
  publicId: string;
  assignee: Member | null;
  members: Member[];
  myUserId: number;
};

/** Who answers the request: hand it to a member, take it yourself, or give it back (each audited on the server). */
export function RequestAssignment({ locale, publicId, assignee, members, myUserId }: Props) {
  const t = useTranslations('staffRequests');
  const errorMessage = useErrorMessage();
  const [state, assign, busy] = useActionState<StaffFormState, FormData>(
    assignRequestAction.bind(null, locale, publicId, assignee?.userId ?? null),
    null,
  );
  const nameOf = (member: Member) => (member.userId === myUserId ? t('me', { email: member.email }) : member.email);
  return (
    <section aria-labelledby="request-assignment" className="space-y-3 rounded-md border border-neutral-200 p-5">
      <h2 id="request-assignment" className="text-xl font-bold text-ink">
        {t('assignTitle')}
      </h2>
      <p className="break-words text-ink" role="status">
        {assignee ? t('assignedTo', { email: nameOf(assignee) }) : t('nobodyAssigned')}
      </p>
      <form action={assign} className="space-y-2">
        <SelectField
          id="request-assign-to"
          name="to"
          label={t('assignLabel')}
          defaultValue={assignee?.userId ?? myUserId}
        >
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {nameOf(member)}
            </option>
          ))}
        </SelectField>
        <button
          type="submit"
          disabled={busy}
          className={`${primaryButton} inline-flex items-center disabled:opacity-70`}
        >
          {t('assignSubmit')}
        </button>
      </form>
      <div className="flex flex-wrap gap-2">
        {assignee?.userId !== myUserId && (
          <form action={assign}>
            <input type="hidden" name="to" value={myUserId} />
            <button
              type="submit"
              disabled={busy}
              className={`${secondaryButton} inline-flex items-center disabled:opacity-70`}
            >
              {t('assignToMe')}
            </button>
          </form>
        )}
        {assignee && (
          <form action={assign}>
            <input type="hidden" name="to" value="" />
            <button
              type="submit"
              disabled={busy}
              className={`${secondaryButton} inline-flex items-center disabled:opacity-70`}
            >
              {t('unassign')}
            </button>
          </form>
        )}
      </div>
      {state?.error && <FormAlert lines={[errorMessage(state.error)]} />}
    </section>
  );
}
