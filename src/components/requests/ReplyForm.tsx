'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { replySchema, requestLimits } from '@/shared/request-rules';

type Props = {
  /** Sends the reply; true when it was stored. */
  onSend: (body: string) => Promise<boolean>;
  labels: {
    title: string;
    label: string;
    submit: string;
    submitting: string;
    sent: string;
    failed: string;
    hint?: string;
  };
  /** Shown in the form above the reply box (the staff's ready replies, which fill it). */
  before?: ReactNode;
};

/** A reply box (the customer's on the request page, the staff's on theirs), checked with the server's rule. */
export function ReplyForm({ onSend, labels, before }: Props) {
  const t = useTranslations('contact.validation');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = replySchema.safeParse({ body: String(new FormData(form).get('body') ?? '') });
    setOutcome(null);
    if (!checked.success) {
      setError(
        t(checked.error.issues[0]?.message === 'tooLong' ? 'tooLong' : 'required', { max: requestLimits.reply }),
      );
      return;
    }
    setError(undefined);
    setBusy(true);
    const sent = await onSend(checked.data.body).catch(() => false);
    setBusy(false);
    setOutcome(sent ? 'sent' : 'failed');
    if (sent) form.reset();
  };

  return (
    <section aria-labelledby="reply-title" className="rounded-md border border-neutral-200 p-5">
      <h2 id="reply-title" className="mb-3 text-xl font-bold text-ink">
        {labels.title}
      </h2>
      <form noValidate onSubmit={submit} className="space-y-4">
        {before}
        <TextAreaField
          label={labels.label}
          name="body"
          required
          maxLength={requestLimits.reply}
          rows={4}
          error={error}
          hint={labels.hint}
        />
        {outcome === 'sent' && <FormAlert tone="success" lines={[labels.sent]} />}
        {outcome === 'failed' && <FormAlert lines={[labels.failed]} />}
        <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
      </form>
    </section>
  );
}
