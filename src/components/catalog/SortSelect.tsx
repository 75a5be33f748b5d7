'use client';

import { useTranslations } from 'next-intl';
import { startLoading } from '@/components/loading/loading-events';
import { usePathname, useRouter } from '@/i18n/navigation';
import { listingOrders, type ListingOrder } from '@/shared/listing-orders';

/** Changing the order starts again at page 1; the URL keeps the choice so it can be shared. */
export function SortSelect({ value }: { value: ListingOrder }) {
  const t = useTranslations('catalog.sort');
  const router = useRouter();
  const pathname = usePathname();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-neutral-600">{t('label')}</span>
      <select
        value={value}
        className="rounded border border-neutral-300 bg-white px-2 py-1.5 text-sm focus:border-brand focus:outline-none"
        onChange={(event) => {
          // Read when chosen, not while rendering: a listing is rendered once for all its visitors (its view).
          const next = new URLSearchParams(window.location.search);
          next.set('sort', event.target.value);
          next.delete('page');
          // The loading bar cannot see programmatic navigation.
          startLoading();
          router.push(`${pathname}?${next.toString()}`);
        }}
      >
        {listingOrders.map((order) => (
          <option key={order} value={order}>
            {t(order)}
          </option>
        ))}
      </select>
    </label>
  );
}
