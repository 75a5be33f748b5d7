/** The recovery codes, in two columns of monospaced text that prints and copies cleanly. */
export function RecoveryCodes({ codes, label }: { codes: string[]; label: string }) {
  return (
    <ol
      aria-label={label}
      className="grid grid-cols-2 gap-2 rounded-md bg-neutral-100 p-4 font-mono text-base text-ink"
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ol>
  );
}
