'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { pushToDataLayer } from '@/components/consent/data-layer';
import { useCartChanges, type CartProblem } from '@/hooks/useCartChanges';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { useCartStore } from '@/stores/cart';
import { useWarmCartDrawer } from './LazyCartDrawer';

/** Adds a variant to the cart and opens the drawer; a refusal (spec §8) shows beside the button. */
export function AddToCartButton({
  variantId,
  available,
  size = 'lg',
}: {
  variantId: number;
  available: boolean;
  size?: 'lg' | 'sm';
}) {
  const t = useTranslations('addToCart');
  const errorMessage = useErrorMessage();
  const { add } = useCartChanges();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CartProblem | null>(null);
  const warmCartDrawer = useWarmCartDrawer();

  const onClick = async () => {
    setBusy(true);
    // The drawer opens once the part is in the cart: its code and texts load meanwhile.
    warmCartDrawer();
    const refused = await add(String(variantId));
    setBusy(false);
    setProblem(refused);
    if (refused) return;
    useCartStore.getState().setDrawerOpen(true);
    pushToDataLayer({ event: 'add_to_cart', ecommerce: { items: [{ item_id: String(variantId), quantity: 1 }] } });
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={onClick}
        disabled={busy || !available}
        aria-busy={busy}
        className={`inline-flex items-center justify-center gap-2 rounded-md bg-brand font-semibold text-white hover:bg-brand-dark disabled:opacity-60 ${size === 'lg' ? 'min-h-12 w-full px-6 text-lg sm:w-auto' : 'min-h-10 px-4'}`}
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-white border-t-transparent"
          />
        ) : (
          <Icon name="shopping-cart" className="size-5" />
        )}
        {busy ? t('adding') : t('add')}
      </button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-brand-dark">
          {errorMessage(problem)}
        </p>
      )}
    </div>
  );
}
