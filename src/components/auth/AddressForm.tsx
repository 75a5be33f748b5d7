'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { addressFields, addressSchema, requiredAddressFields, type AddressField, type AddressInput } from '@/shared/address-rules';
import { shippingCountries } from '@/shared/countries';
import { localeTags, type Locale } from '@/shared/locales';
import { FormAlert, FormField, SubmitButton } from './FormField';


type Problems = Partial<Record<AddressField | 'id', string>>;
type Props = {
  initial?: Partial<AddressInput>;
  /** Saves and answers the server's problems by field (empty when saved). */
  onSave: (input: AddressInput) => Promise<{ field: string; reason: string }[]>;
  onCancel: () => void;
};

/** An address with the checkout's fields, checked in the browser with the server's own rules before sending. */
export function AddressForm({ initial = { country: 'GR' }, onSave, onCancel }: Props) {
  const t = useTranslations('auth.addresses');
  const locale = useLocale() as Locale;
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const countryNames = new Intl.DisplayNames([localeTags[locale]], { type: 'region' });

  const message = (field: string, reason: string) =>
    reason === 'required' || reason === 'REQUIRED' ? t('errors.required') : field === 'phone' || field === 'alternativePhone' ? t('errors.phone') : field === 'postalCode' ? t('errors.postalCode') : field === 'country' ? t('errors.country') : t('errors.invalid');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = Object.fromEntries(addressFields.map((field) => [field, String(data.get(field) ?? '')])) as AddressInput;
    const checked = addressSchema.safeParse(input);
    if (!checked.success) {
      setProblems(Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], message(String(issue.path[0]), issue.code === 'too_small' ? 'required' : 'invalid')])));
      return;
    }
    setBusy(true);
    try {
      const found = await onSave(input);
      setProblems(Object.fromEntries(found.map((problem) => [problem.field, problem.reason === 'TOO_MANY' ? t('errors.tooMany', { max: 20 }) : message(problem.field, problem.reason)])));
    } catch {
      setProblems({ id: t('errors.invalid') });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Exclude<AddressField, 'country'>, type = 'text', autoComplete?: string) => (
    <FormField key={name} label={t(`fields.${name}`)} name={name} type={type} autoComplete={autoComplete} defaultValue={initial[name] ?? ''} required={requiredAddressFields.includes(name)} error={problems[name]} />
  );
  return (
    <form noValidate onSubmit={submit} aria-label={t('formTitle')} className="mt-4 grid gap-4 sm:grid-cols-2">
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
        <label htmlFor="address-country" className="block font-medium text-ink">
          {t('fields.country')}
        </label>
        <select id="address-country" name="country" defaultValue={initial.country ?? 'GR'} autoComplete="country" className="mt-1 h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base text-ink">
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
      {problems.id && (
        <div className="sm:col-span-2">
          <FormAlert lines={[problems.id]} />
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <div className="min-w-48 flex-1">
          <SubmitButton busy={busy} label={t('save')} busyLabel={t('saving')} />
        </div>
        <button type="button" onClick={onCancel} className="min-h-11 rounded-md border border-neutral-300 px-4 font-semibold text-ink hover:border-brand">
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
