'use client';

type Option = { code: string; label: string; price: string; note?: string };

/** A radio group of shipping or payment methods with their prices; the server decides which exist. */
export function MethodChoice({
  name,
  legend,
  options,
  value,
  onChange,
  empty,
}: {
  name: string;
  legend: string;
  options: Option[];
  value: string | null;
  onChange: (code: string) => void;
  empty: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-xl font-bold text-ink">{legend}</legend>
      {options.length === 0 && (
        <p role="alert" className="rounded-md border border-brand/40 bg-brand/5 p-3 text-sm text-ink">
          {empty}
        </p>
      )}
      {options.map((option) => (
        <label
          key={option.code}
          className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 ${value === option.code ? 'border-brand bg-brand/5' : 'border-neutral-300'}`}
        >
          <input
            type="radio"
            name={name}
            value={option.code}
            checked={value === option.code}
            onChange={() => onChange(option.code)}
            className="mt-1 size-4 accent-brand"
          />
          <span className="flex-1">
            <span className="font-semibold text-ink">{option.label}</span>
            {option.note && <span className="block text-sm text-neutral-600">{option.note}</span>}
          </span>
          <span className="font-semibold text-ink">{option.price}</span>
        </label>
      ))}
    </fieldset>
  );
}
