'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/providers/Hydration';
import { usePriceDisplay, type PriceAudience } from '@/stores/priceDisplay';

const audiences: PriceAudience[] = ['business', 'consumer'];

/** The visitor's choice of which price comes first, remembered in this browser. */
export function PriceAudienceSwitch({ className = '' }: { className?: string }) {
  const t = useTranslations('vat');
  const hydrated = useHydrated();
  const stored = usePriceDisplay((state) => state.first);
  const setFirst = usePriceDisplay((state) => state.setFirst);
  const first = hydrated ? stored : 'business';
  return (
    <div role="group" aria-label={t('switchLabel')} className={`flex flex-wrap items-center gap-2 ${className}`}>
      <span className="text-sm text-neutral-600">{t('switchLabel')}:</span>
      {audiences.map((audience) => (
        <button
          key={audience}
          type="button"
          aria-pressed={first === audience}
          onClick={() => setFirst(audience)}
          className="audience-button"
        >
          {t(audience)}
        </button>
      ))}
    </div>
  );
}
