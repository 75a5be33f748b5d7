import { ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { iconButtonClass } from './styles';

/** Spec §2: the cart toggle with its item count. The cart issue gives it the count and the drawer to open. */
export function CartToggle({ count = 0 }: { count?: number }) {
  const t = useTranslations('header');
  return (
    <button type="button" aria-label={t('cart', { count })} className={iconButtonClass}>
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span
        aria-hidden="true"
        className={`absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[0.6875rem] font-bold leading-none ${count > 0 ? 'bg-brand text-white' : 'bg-neutral-200 text-ink'}`}
      >
        {count > 99 ? '99+' : count}
      </span>
    </button>
  );
}
