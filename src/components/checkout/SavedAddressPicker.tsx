'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/SelectField';
import type { AddressFieldsFragment } from '@/api-client/generated/graphql';

/** A member's saved addresses offered for billing; choosing one fills the fields below (still editable). */
export function SavedAddressPicker({
  addresses,
  value,
  onChange,
}: {
  addresses: AddressFieldsFragment[];
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useTranslations('checkout');
  if (addresses.length === 0) return null;
  return (
    <SelectField
      id="saved-address"
      label={t('savedAddress')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {addresses.map((address) => (
        <option key={address.id} value={address.id}>
          {`${address.firstName} ${address.lastName}, ${address.address1}, ${address.city}`}
        </option>
      ))}
      <option value="new">{t('newAddress')}</option>
    </SelectField>
  );
}
