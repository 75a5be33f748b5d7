'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { secondaryButton } from '@/components/ui/button-styles';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { retryJobAction } from '@/server/http/staff/job-actions';
import type { StaffFormState } from '@/server/http/staff/staff-forms';
import type { Locale } from '@/shared/locales';

/** Runs a failed job again; says so once queued, or why not. */
export function RetryJobButton({ locale, jobId, label }: { locale: Locale; jobId: number; label: string }) {
  const t = useTranslations('staff.jobs');
  const errorMessage = useErrorMessage();
  const [state, action, pending] = useActionState<StaffFormState>(retryJobAction.bind(null, locale, jobId), null);
  return (
    <form action={action} className="space-y-2">
      <button
        type="submit"
        disabled={pending}
        aria-label={label}
        className={`inline-flex items-center ${secondaryButton}`}
      >
        {t('retry')}
      </button>
      {state?.error && <FormAlert lines={[errorMessage(state.error)]} />}
      {state?.done && (
        <p role="status" className="text-sm text-ink">
          {t('retried')}
        </p>
      )}
    </form>
  );
}
