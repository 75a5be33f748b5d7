import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldHint } from './FieldFrame';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'aria-describedby'> & {
  /** A stable id: the label points at it, and the hint's id is `${id}-hint`. */
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled select (a choice that cannot be wrong, so without an error line) with an optional hint. */
export function SelectField({ id, label, hint, children, ...select }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base text-ink"
        {...select}
      >
        {children}
      </select>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
    </div>
  );
}
