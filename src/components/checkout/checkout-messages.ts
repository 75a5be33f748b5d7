'use client';

import { useTranslations } from 'next-intl';

/** The message of a form problem (field path and reason from checkoutProblems): spec §5 texts where it has them. */
export function useCheckoutFieldMessage() {
  const t = useTranslations('checkout.errors');
  return (field: string, reason: string): string => {
    if (reason === 'required') return t('required');
    if (reason === 'email' || field === 'email') return t('email');
    if (reason === 'vatNumber' || field.endsWith('vatNumber')) return t('vatNumber');
    if (reason === 'postalCode' || field.endsWith('postalCode')) return t('postalCode');
    if (field.endsWith('hone')) return t('phone');
    if (field.endsWith('country')) return t('country');
    return t('invalid');
  };
}
