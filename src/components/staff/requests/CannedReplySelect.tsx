'use client';

import type { ChangeEvent } from 'react';
import { SelectField } from '@/components/ui/SelectField';

export type CannedReply = { key: string; label: string; text: string };

type Props = { replies: CannedReply[]; labels: { label: string; choose: string; hint: string } };

/**
 * A ready reply, chosen by its name in the member's language, fills the reply box of the same form with its text
 * in the request's language; the member edits it (the price, say) before sending.
 */
export function CannedReplySelect({ replies, labels }: Props) {
  const fill = (event: ChangeEvent<HTMLSelectElement>) => {
    const reply = replies.find((each) => each.key === event.currentTarget.value);
    const box = event.currentTarget.form?.elements.namedItem('body');
    if (!reply || !(box instanceof HTMLTextAreaElement)) return;
    box.value = reply.text;
    box.focus();
  };
  return (
    <SelectField id="request-canned" label={labels.label} hint={labels.hint} defaultValue="" onChange={fill}>
      <option value="">{labels.choose}</option>
      {replies.map((reply) => (
        <option key={reply.key} value={reply.key}>
          {reply.label}
        </option>
      ))}
    </SelectField>
  );
}
