import { useTranslations } from 'next-intl';
import type { Availability } from '@/server/domains/catalog';

const styles: Record<Availability, string> = {
  available: 'text-success',
  backorder: 'text-amber-700',
  unavailable: 'text-neutral-500',
};

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const t = useTranslations('catalog.availability');
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-semibold ${styles[availability]}`}>
      <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-current" />
      {t(availability)}
    </span>
  );
}
