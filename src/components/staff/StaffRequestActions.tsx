'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { ReplyForm } from '@/components/requests/ReplyForm';
import { FormAlert } from '@/components/ui/FormAlert';
import { secondaryButton } from '@/components/ui/button-styles';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { replyToRequestAction, requestStatusAction } from '@/server/http/staff/request-actions';
import type { StaffFormState } from '@/server/http/staff/staff-forms';
import type { Locale } from '@/shared/locales';
import { CannedReplySelect, type CannedReply } from './requests/CannedReplySelect';

type Props = {
  locale: Locale;
  publicId: string;
  status: string;
  /** Ready replies in the request's language; `languageName` is that language, named in the page's. */
  canned: { replies: CannedReply[]; languageName: string };
};

/** A request's status change and the staff's reply box with its ready replies, through the back office's Server Actions. */
export function StaffRequestActions({ locale, publicId, status, canned }: Props) {
  const t = useTranslations('staffRequests');
  const errorMessage = useErrorMessage();
  const resolved = status === 'resolved';
  const [state, changeStatus, changing] = useActionState<StaffFormState, FormData>(
    requestStatusAction.bind(null, locale, publicId, resolved ? 'pending' : 'resolved'),
    null,
  );
  return (
    <>
      <form action={changeStatus} className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={changing}
          aria-busy={changing}
          className={`inline-flex items-center disabled:opacity-70 ${secondaryButton}`}
        >
          {changing ? t('changing') : resolved ? t('reopen') : t('resolve')}
        </button>
        {state?.error && <FormAlert lines={[errorMessage(state.error)]} />}
      </form>
      <ReplyForm
        labels={{
          title: t('replyTitle'),
          label: t('replyLabel'),
          hint: t('replyHint'),
          submit: t('replySubmit'),
          submitting: t('replySubmitting'),
          sent: t('replySent'),
          failed: t('failed'),
        }}
        before={
          <CannedReplySelect
            replies={canned.replies}
            labels={{
              label: t('canned.label'),
              choose: t('canned.choose'),
              hint: t('canned.hint', { language: canned.languageName }),
            }}
          />
        }
        onSend={(body) => replyToRequestAction(locale, publicId, body)}
      />
    </>
  );
}
