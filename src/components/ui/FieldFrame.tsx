import { useId, type ReactNode } from 'react';

export type FieldProps = { label: string; error?: string; hint?: string };

/**
 * A form control's frame: its label, and its error (spec §5 messages) and hint tied to it for screen readers.
 * `control` receives the id and the `aria-*` attributes to put on the input, select or text area.
 */
export function FieldFrame({
  label,
  error,
  hint,
  control,
}: FieldProps & {
  control: (attributes: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
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
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
    </div>
  );
}

/** The hint under a control, tied to it by `aria-describedby`. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-neutral-600">
      {children}
    </p>
  );
}

/** The look of a text control (input, text area), its border red with an error; the caller adds its height. */
export const controlClass = (error?: string) =>
  `mt-1 w-full rounded-md border bg-white px-3 text-base text-ink focus:ring-2 focus:ring-brand/30 focus:outline-none ${error ? 'border-brand' : 'border-neutral-300 focus:border-brand'}`;
