'use client';

import { useTranslations } from 'next-intl';

/** A client component for the messages test: it reads `cart`, which its page below forgets to send. */
export function UsesCart() {
  return <p>{useTranslations('cart')('title')}</p>;
}
