import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldBorder } from '@/components/auth/FormField';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { label: string; error?: string; hint?: string };

/** A labelled text area with its error and hint tied to it, framed as the shop's FormField. */
export function TextAreaField({ label, error, hint, rows = 5, ...textarea }: Props) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(attributes) => (
        <textarea
          {...attributes}
          rows={rows}
          className={`mt-1 w-full rounded-md border bg-white px-3 py-2 text-base text-ink focus:outline-none focus:ring-2 focus:ring-brand/30 ${fieldBorder(error)}`}
          {...textarea}
        />
      )}
    />
  );
}
