'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { AddressFields } from '@/components/address/AddressFields';
import { secondaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { addressFields, addressSchema, type AddressField, type AddressInput } from '@/shared/address-rules';

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
  const errorMessage = useErrorMessage();
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const message = (field: string, reason: string) =>
    reason === 'required' || reason === 'REQUIRED'
      ? t('errors.required')
      : field === 'phone' || field === 'alternativePhone'
        ? t('errors.phone')
        : field === 'postalCode'
          ? t('errors.postalCode')
          : field === 'country'
            ? t('errors.country')
            : t('errors.invalid');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    await errorMessage.ready();
    const input = Object.fromEntries(
      addressFields.map((field) => [field, String(data.get(field) ?? '')]),
    ) as AddressInput;
    const checked = addressSchema.safeParse(input);
    if (!checked.success) {
      setProblems(
        Object.fromEntries(
          checked.error.issues.map((issue) => [
            issue.path[0],
            message(String(issue.path[0]), issue.code === 'too_small' ? 'required' : 'invalid'),
          ]),
        ),
      );
      return;
    }
    setBusy(true);
    try {
      const found = await onSave(input);
      setProblems(
        Object.fromEntries(
          found.map((problem) => [
            problem.field,
            problem.reason === 'TOO_MANY_ADDRESSES'
              ? errorMessage('TOO_MANY_ADDRESSES', { max: 20 })
              : message(problem.field, problem.reason),
          ]),
        ),
      );
    } catch {
      setProblems({ id: t('errors.invalid') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('formTitle')} className="mt-4 grid gap-4 sm:grid-cols-2">
      <AddressFields errors={problems} initial={initial} />
      {problems.id && (
        <div className="sm:col-span-2">
          <FormAlert lines={[problems.id]} />
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <div className="min-w-48 flex-1">
          <SubmitButton busy={busy} label={t('save')} busyLabel={t('saving')} />
        </div>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
