import { primaryButton } from './button-styles';

/** A form's full-width submit button; while busy it is disabled, spins and says what it is doing. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className={`inline-flex w-full items-center justify-center gap-2 disabled:opacity-70 ${primaryButton}`}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
        />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
