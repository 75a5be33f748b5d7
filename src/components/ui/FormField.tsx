import type { InputHTMLAttributes } from 'react';
import { FieldFrame, controlClass, type FieldProps } from './FieldFrame';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & FieldProps;

/** A labelled input with its error and an optional hint. */
export function FormField({ label, error, hint, ...input }: Props) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(attributes) => <input {...attributes} className={`h-11 ${controlClass(error)}`} {...input} />}
    />
  );
}
