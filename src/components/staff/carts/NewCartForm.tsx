'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { createSharedCartAction } from '@/server/http/staff/shared-cart-actions';
import type { StaffFormState } from '@/server/http/staff/staff-forms';
import { localeDetails, locales, type Locale } from '@/shared/locales';

/** A new phone order's cart: the customer's language (for the link's e-mail and page); the rest on its page. */
export function NewCartForm({ locale }: { locale: Locale }) {
  const t = useTranslations('staffCarts');
  const errorMessage = useErrorMessage();
  const [state, act, busy] = useActionState<StaffFormState, FormData>(createSharedCartAction, null);
  return (
    <form action={act} className="max-w-md space-y-4">
      <input type="hidden" name="locale" value={locale} />
      <SelectField id="customer-locale" label={t('customerLanguage')} name="customerLocale" defaultValue={locale}>
        {locales.map((each) => (
          <option key={each} value={each}>
            {localeDetails[each].name}
          </option>
        ))}
      </SelectField>
      {state?.error && <FormAlert lines={[errorMessage(state.error)]} />}
      <SubmitButton busy={busy} label={t('create')} busyLabel={t('create')} />
    </form>
  );
}
