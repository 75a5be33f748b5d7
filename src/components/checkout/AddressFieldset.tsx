'use client';

import { AddressFields } from '@/components/address/AddressFields';
import type { AddressInput } from '@/shared/address-rules';

type Props = {
  prefix: 'billing' | 'shipping';
  legend: string;
  errors: Record<string, string>;
  initial?: Partial<AddressInput>;
};

/** The address inputs of spec §3 named `billing.firstName` and so on, inside the checkout's one form. */
export function AddressFieldset({ prefix, legend, errors, initial }: Props) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-xl font-bold text-ink">{legend}</legend>
      <AddressFields prefix={prefix} errors={errors} initial={initial} />
    </fieldset>
  );
}
