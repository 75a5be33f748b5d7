import { useId, type TextareaHTMLAttributes } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { label: string; error?: string; hint?: string };

/** A labelled text area with its error and hint tied to it, styled as the shop's FormField. */
export function TextAreaField({ label, error, hint, rows = 5, ...textarea }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        className={`mt-1 w-full rounded-md border bg-white px-3 py-2 text-base text-ink focus:outline-none focus:ring-2 focus:ring-brand/30 ${error ? 'border-brand' : 'border-neutral-300 focus:border-brand'}`}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-dark">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
    </div>
  );
}
