/** One line of a totals list (`<dl>`): a label and its amount; `strong` for the grand total under a rule. */
export function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-neutral-200 pt-2 text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
