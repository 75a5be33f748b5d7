'use client';

import { useTranslations } from 'next-intl';
import { AddressFields } from '@/components/address/AddressFields';
import { FormField } from '@/components/ui/FormField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import type { Address } from '@/shared/address-rules';
import type { DeskOrderRef, RunDeskAction } from './desk-action-state';
import { DeskActionForm, type ProblemOf } from './DeskActionForm';

type Props = { order: DeskOrderRef; run: RunDeskAction };

/** The address fields' problems come back as `shippingAddress.<field>`; the inputs are `shipping.<field>`. */
const addressErrors = (problemOf: ProblemOf, address: Address) =>
  Object.fromEntries(Object.keys(address).map((field) => [`shipping.${field}`, problemOf(`shippingAddress.${field}`)]));

/** The parcel's address (with its phone) and the contact phone, before shipping; the country stays. */
export function EditContactForm({
  order,
  run,
  address,
  contactPhone,
}: Props & { address: Address; contactPhone: string }) {
  const t = useTranslations('orderDesk');
  return (
    <DeskActionForm action="edit-contact" order={order} run={run}>
      {({ problemOf, valueOf }) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <AddressFields
              prefix="shipping"
              errors={addressErrors(problemOf, address)}
              initial={Object.fromEntries(
                Object.entries(address).map(([field, value]) => [field, valueOf(`shipping.${field}`, value ?? '')]),
              )}
            />
          </div>
          <p className="text-sm text-neutral-600">{t('hints.countryLocked')}</p>
          <FormField
            label={t('fields.contactPhone')}
            name="contactPhone"
            type="tel"
            defaultValue={valueOf('contactPhone', contactPhone)}
            error={problemOf('contactPhone')}
            required
          />
        </>
      )}
    </DeskActionForm>
  );
}

/** A note for the staff only. */
export function NoteForm({ order, run }: Props) {
  const t = useTranslations('orderDesk');
  return (
    <DeskActionForm action="note" order={order} run={run}>
      {({ problemOf, valueOf }) => (
        <TextAreaField
          label={t('fields.body')}
          name="body"
          defaultValue={valueOf('body')}
          rows={3}
          maxLength={2000}
          error={problemOf('body')}
          required
        />
      )}
    </DeskActionForm>
  );
}
