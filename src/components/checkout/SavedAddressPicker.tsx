'use client';

import { useTranslations } from 'next-intl';
import type { AddressFieldsFragment } from '@/graphql/generated/graphql';

/** A member's saved addresses offered for billing; choosing one fills the fields below (still editable). */
export function SavedAddressPicker({ addresses, value, onChange }: { addresses: AddressFieldsFragment[]; value: string; onChange: (id: string) => void }) {
  const t = useTranslations('checkout');
  if (addresses.length === 0) return null;
  return (
    <div>
      <label htmlFor="saved-address" className="block font-medium text-ink">
        {t('savedAddress')}
      </label>
      <select id="saved-address" value={value} onChange={(event) => onChange(event.target.value)} className="mt-1 h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base text-ink">
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {`${address.firstName} ${address.lastName}, ${address.address1}, ${address.city}`}
          </option>
        ))}
        <option value="new">{t('newAddress')}</option>
      </select>
    </div>
  );
}
