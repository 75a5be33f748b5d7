'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import { requiredAddressFields, type AddressField } from '@/shared/address-fields';
import type { AddressInput } from '@/shared/address-rules';
import { shippingCountries } from '@/shared/countries';
import { localeTags, type Locale } from '@/shared/locales';

type Props = {
  /**
   * The checkout's two addresses share one form, so their inputs are named `billing.firstName` and so on, with the
   * browser's `billing`/`shipping` autofill sections; the address book's form names them plainly.
   */
  prefix?: 'billing' | 'shipping';
  /** Messages by input name. */
  errors: Partial<Record<string, string>>;
  initial?: Partial<AddressInput>;
};

/** The inputs of an address (spec §3), laid out for a two-column grid the caller provides. */
export function AddressFields({ prefix, errors, initial = {} }: Props) {
  const t = useTranslations('auth.addresses');
  const locale = useLocale() as Locale;
  const countryNames = new Intl.DisplayNames([localeTags[locale]], { type: 'region' });
  const nameOf = (field: AddressField) => (prefix ? `${prefix}.${field}` : field);
  const field = (name: Exclude<AddressField, 'country'>, type = 'text', autoComplete?: string) => (
    <FormField
      label={t(`fields.${name}`)}
      name={nameOf(name)}
      type={type}
      autoComplete={prefix ? (autoComplete ? `${prefix} ${autoComplete}` : 'off') : autoComplete}
      defaultValue={initial[name] ?? ''}
      required={requiredAddressFields.includes(name)}
      error={errors[nameOf(name)]}
    />
  );
  return (
    <>
      {field('firstName', 'text', 'given-name')}
      {field('lastName', 'text', 'family-name')}
      <div className="sm:col-span-2">{field('company', 'text', 'organization')}</div>
      <div className="sm:col-span-2">{field('address1', 'text', 'address-line1')}</div>
      <div className="sm:col-span-2">{field('address2', 'text', 'address-line2')}</div>
      {field('floor')}
      {field('doorbell')}
      {field('phone', 'tel', 'tel')}
      {field('alternativePhone', 'tel')}
      <SelectField
        id={prefix ? `${prefix}-country` : 'address-country'}
        label={t('fields.country')}
        name={nameOf('country')}
        defaultValue={initial.country ?? 'GR'}
        autoComplete="country"
      >
        {shippingCountries.map((code) => (
          <option key={code} value={code}>
            {countryNames.of(code)}
          </option>
        ))}
      </SelectField>
      {field('region', 'text', 'address-level1')}
      {field('city', 'text', 'address-level2')}
      {field('postalCode', 'text', 'postal-code')}
    </>
  );
}
