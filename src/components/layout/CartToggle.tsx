'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/providers/Hydration';
import { useCartStore } from '@/stores/cart';
import { iconButtonClass } from './styles';

/** Spec §2: the cart toggle with its item count (spec §3: data.quantity); it opens the cart drawer. */
export function CartToggle() {
  const t = useTranslations('header');
  const hydrated = useHydrated();
  const stored = useCartStore((state) => state.data.quantity);
  const stale = useCartStore((state) => state.stale);
  // Its message says an empty cart in words of its own (`=0`): no plural rules or number format, whose first use
  // loads the browser's locale data, while the page hydrates (issue #20).
  const count = hydrated ? stored : 0;
  return (
    <button
      type="button"
      aria-label={t('cart', { count })}
      aria-haspopup="dialog"
      aria-busy={stale}
      onClick={() => useCartStore.getState().setDrawerOpen(true)}
      className={iconButtonClass}
      data-testid="cart-toggle"
    >
      <Icon name="shopping-cart" className="size-6" />
      <span
        aria-hidden="true"
        data-testid="cart-badge"
        className={`cart-count ${count > 0 ? 'bg-brand text-white' : 'bg-neutral-200 text-ink'} ${stale ? 'opacity-60' : ''}`}
      >
        {count > 99 ? '99+' : count}
      </span>
    </button>
  );
}
