'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormField } from '@/components/auth/FormField';
import { requiredAddressFields, type AddressField, type AddressInput } from '@/shared/address-rules';
import { shippingCountries } from '@/shared/countries';
import { localeTags, type Locale } from '@/shared/locales';


type Props = { prefix: 'billing' | 'shipping'; legend: string; errors: Record<string, string>; initial?: Partial<AddressInput> };

/** The address inputs of spec §3 named `billing.firstName` and so on, inside the checkout's one form. */
export function AddressFieldset({ prefix, legend, errors, initial = {} }: Props) {
  const t = useTranslations('auth.addresses');
  const locale = useLocale() as Locale;
  const countryNames = new Intl.DisplayNames([localeTags[locale]], { type: 'region' });
  const field = (name: Exclude<AddressField, 'country'>, type = 'text', autoComplete?: string) => (
    <FormField
      label={t(`fields.${name}`)}
      name={`${prefix}.${name}`}
      type={type}
      autoComplete={autoComplete ? `${prefix === 'shipping' ? 'shipping' : 'billing'} ${autoComplete}` : 'off'}
      defaultValue={initial[name] ?? ''}
      required={requiredAddressFields.includes(name)}
      error={errors[`${prefix}.${name}`]}
    />
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-xl font-bold text-ink">{legend}</legend>
      {field('firstName', 'text', 'given-name')}
      {field('lastName', 'text', 'family-name')}
      <div className="sm:col-span-2">{field('company', 'text', 'organization')}</div>
      <div className="sm:col-span-2">{field('address1', 'text', 'address-line1')}</div>
      <div className="sm:col-span-2">{field('address2', 'text', 'address-line2')}</div>
      {field('floor')}
      {field('doorbell')}
      {field('phone', 'tel', 'tel')}
      {field('alternativePhone', 'tel')}
      <div>
        <label htmlFor={`${prefix}-country`} className="block font-medium text-ink">
          {t('fields.country')}
        </label>
        <select id={`${prefix}-country`} name={`${prefix}.country`} defaultValue={initial.country ?? 'GR'} autoComplete="country" className="mt-1 h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base text-ink">
          {shippingCountries.map((code) => (
            <option key={code} value={code}>
              {countryNames.of(code)}
            </option>
          ))}
        </select>
      </div>
      {field('region', 'text', 'address-level1')}
      {field('city', 'text', 'address-level2')}
      {field('postalCode', 'text', 'postal-code')}
    </fieldset>
  );
}
