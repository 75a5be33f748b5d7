import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type FieldProps = { label: string; error?: string; hint?: string };

/**
 * A form control's frame: its label, and its error (spec §5 messages) and hint tied to it for screen readers.
 * `control` receives the id and the `aria-*` attributes to put on the input, select or text area.
 */
export function FieldFrame({ label, error, hint, control }: FieldProps & { control: (attributes: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      {control({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
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

/** The border of a control with or without an error. */
export const fieldBorder = (error?: string) => (error ? 'border-brand' : 'border-neutral-300 focus:border-brand');

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & FieldProps;

/** A labelled input with its error and an optional hint. */
export function FormField({ label, error, hint, ...input }: Props) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(attributes) => (
        <input
          {...attributes}
          className={`mt-1 h-11 w-full rounded-md border bg-white px-3 text-base text-ink focus:outline-none focus:ring-2 focus:ring-brand/30 ${fieldBorder(error)}`}
          {...input}
        />
      )}
    />
  );
}

/** The server's answer above a form's button. */
export function FormAlert({ lines, tone = 'error' }: { lines: string[]; tone?: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border p-3 text-sm text-ink ${tone === 'error' ? 'border-brand/40 bg-brand/5' : 'border-success/40 bg-success/5'}`}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
      {busy ? busyLabel : label}
    </button>
  );
}
