/** The server's answer above a form's button. */
export function FormAlert({ lines, tone = 'error' }: { lines: string[]; tone?: 'error' | 'success' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border p-3 text-sm text-ink ${tone === 'error' ? 'border-brand/40 bg-brand/5' : 'border-success/40 bg-success/5'}`}
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
