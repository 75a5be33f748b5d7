'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useGraphQL } from '@/components/providers/DataProvider';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { LockersDocument } from '@/api-client/generated/graphql';
import { useErrorMessage } from '@/hooks/useErrorMessage';

const alertStyle = 'rounded-md border border-brand/40 bg-brand/5 p-3 text-sm text-ink';

/**
 * The BOX NOW lockers nearest the delivery postal code, as radios named `lockerId` (the form reads the checked one,
 * so a locker that left the list with a new postal code is never sent unseen). A parcel over the locker limits gets
 * the reason instead of the list.
 */
export function LockerPicker({
  postalCode,
  refusal,
  error,
}: {
  postalCode: string;
  refusal: 'PARCEL_TOO_LARGE' | null;
  error?: string;
}) {
  const t = useTranslations('checkout.lockers');
  const errorMessage = useErrorMessage();
  const graphql = useGraphQL();
  const typed = postalCode.replace(/\D/g, '');
  const list = useQuery({
    queryKey: ['lockers', typed],
    queryFn: async ({ signal }) => (await graphql.send(LockersDocument, { postalCode: typed }, { signal })).lockers,
    enabled: typed.length >= 3 && !refusal,
    staleTime: 5 * 60_000,
  });
  const lockers = list.data?.lockers ?? [];
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error && !refusal ? 'locker-lead locker-error' : 'locker-lead'}
      data-testid="locker-picker"
    >
      <legend className="mb-1 text-lg font-bold text-ink">{t('legend')}</legend>
      <p id="locker-lead" className="text-sm text-neutral-600">
        {t('lead')}
      </p>
      {refusal ? (
        <p role="alert" className={alertStyle}>
          {errorMessage(refusal)}
        </p>
      ) : typed.length < 3 ? (
        <p className="text-sm text-ink">{t('typePostalCode')}</p>
      ) : list.isPending ? (
        <LoadingNote className="text-sm">{t('loading')}</LoadingNote>
      ) : list.isError || list.data?.error ? (
        <p role="alert" className={alertStyle}>
          {t('unavailable')}
        </p>
      ) : lockers.length === 0 ? (
        <p className="text-sm text-ink">{t('none')}</p>
      ) : (
        <div className="grid gap-2">
          {lockers.map((locker) => (
            <label
              key={locker.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-neutral-300 p-3 has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:outline-2 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
                name="lockerId"
                value={locker.id}
                required
                className="mt-1 size-4 shrink-0 accent-brand"
              />
              <span className="min-w-0 flex-1 break-words">
                <span className="block font-semibold text-ink">{locker.name}</span>
                <span className="block text-sm text-neutral-600">
                  {locker.address}, {locker.postalCode}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && !refusal && (
        <p id="locker-error" role="alert" className="text-sm font-semibold text-brand">
          {error}
        </p>
      )}
    </fieldset>
  );
}
