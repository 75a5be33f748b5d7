import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, controlClass, type FieldProps } from './FieldFrame';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & FieldProps;

/** A labelled text area with its error and hint tied to it, framed as the shop's FormField. */
export function TextAreaField({ label, error, hint, rows = 5, ...textarea }: Props) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(attributes) => (
        <textarea {...attributes} rows={rows} className={`py-2 ${controlClass(error)}`} {...textarea} />
      )}
    />
  );
}
