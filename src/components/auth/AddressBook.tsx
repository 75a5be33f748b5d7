'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { primaryButton } from '@/components/ui/button-styles';
import {
  DeleteAddressDocument,
  SaveAddressDocument,
  type AddressFieldsFragment,
  type AddressInput,
} from '@/api-client/generated/graphql';
import { useSavedAddresses } from '@/hooks/useSavedAddresses';
import { useAuthStore } from '@/stores/auth';
import { AddressForm } from './AddressForm';

/** My account: the saved addresses, to add, change and delete (the checkout offers them). */
export function AddressBook() {
  const t = useTranslations('auth.addresses');
  const graphql = useGraphQL();
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  const [editing, setEditing] = useState<AddressFieldsFragment | 'new' | null>(null);
  const { addresses: list, isPending, queryKey } = useSavedAddresses();

  const save = async (input: AddressInput) => {
    const id = editing !== 'new' && editing ? editing.id : undefined;
    const { saveAddress } = await graphql.send(SaveAddressDocument, { id, input }, { token });
    if (saveAddress.problems.length === 0) {
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey });
    }
    return saveAddress.problems;
  };
  const remove = async (id: string) => {
    await graphql.send(DeleteAddressDocument, { id }, { token });
    await queryClient.invalidateQueries({ queryKey });
  };

  return (
    <section aria-labelledby="saved-addresses" className="mt-8 rounded-md border border-neutral-200 p-6">
      <h2 id="saved-addresses" className="mb-4 text-xl font-bold text-ink">
        {t('title')}
      </h2>
      {isPending ? (
        <p role="status">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="text-neutral-600">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.map((address) => {
            const name = `${address.firstName} ${address.lastName}`;
            return (
              <li key={address.id} className="rounded-md border border-neutral-200 p-4">
                <address className="text-ink not-italic">
                  <strong>{name}</strong>
                  {address.company && <span className="block">{address.company}</span>}
                  <span className="block">
                    {[address.address1, address.address2, address.floor].filter(Boolean).join(', ')}
                  </span>
                  <span className="block">{`${address.postalCode} ${address.city}, ${address.country}`}</span>
                  <span className="block">{address.phone}</span>
                </address>
                <div className="mt-3 flex gap-2">
                  <button
                    type="button"
                    aria-label={t('editLabel', { name })}
                    onClick={() => setEditing(address)}
                    className="min-h-11 rounded-md border border-neutral-300 px-3 text-sm font-semibold hover:border-brand"
                  >
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    aria-label={t('deleteLabel', { name })}
                    onClick={() => void remove(address.id)}
                    className="min-h-11 rounded-md border border-neutral-300 px-3 text-sm font-semibold text-brand-dark hover:border-brand"
                  >
                    {t('delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? undefined : editing}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" onClick={() => setEditing('new')} className={`mt-4 ${primaryButton}`}>
          {t('add')}
        </button>
      )}
    </section>
  );
}
