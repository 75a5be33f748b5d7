'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/providers/Hydration';
import { Link } from '@/i18n/navigation';
import { katalogosPath } from '@/shared/catalogue-db';
import { useMyTractor } from '@/stores/myTractor';
import { focusRing, iconButtonClass } from './styles';

/**
 * The visitor's tractor: its catalogue page when chosen, the catalogue to choose one otherwise. In the header an
 * icon (with the model's name on large screens); in the mobile menu a line with its label.
 */
export function MyTractorControl({ inMenu = false }: { inMenu?: boolean }) {
  const t = useTranslations('myTractor.header');
  const stored = useMyTractor((state) => state.tractor);
  const tractor = useHydrated() ? stored : null;
  const label = tractor ? t('chosen', { brand: tractor.brandName, model: tractor.model }) : t('choose');
  const href = tractor ? katalogosPath(tractor.brand, tractor.slug) : katalogosPath();
  const icon = <Icon name="tractor" className={`size-6 ${tractor ? 'text-brand' : ''}`} />;
  if (inMenu)
    return (
      <Link
        href={href}
        className={`-mx-2 flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold hover:bg-neutral-100 ${focusRing}`}
      >
        {icon}
        {label}
      </Link>
    );
  return (
    <Link
      href={href}
      aria-label={label}
      title={label}
      data-testid="my-tractor"
      className={`${iconButtonClass} my-tractor-button`}
    >
      {icon}
      <span aria-hidden="true" className="my-tractor-name">
        {tractor ? tractor.model : t('chooseShort')}
      </span>
    </Link>
  );
}
