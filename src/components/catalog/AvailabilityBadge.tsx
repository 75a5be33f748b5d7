import { useTranslations } from 'next-intl';
import type { Availability } from '@/server/domains/catalog';

/** Text colours readable on white (WCAG AA); the dot keeps the spec's success green. */
const styles: Record<Availability, { text: string; dot: string }> = {
  available: { text: 'text-success-text', dot: 'bg-success' },
  backorder: { text: 'text-amber-700', dot: 'bg-current' },
  unavailable: { text: 'text-neutral-600', dot: 'bg-current' },
};

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const t = useTranslations('catalog.availability');
  return (
    <span className={`availability-badge ${styles[availability].text}`}>
      <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${styles[availability].dot}`} />
      {t(availability)}
    </span>
  );
}
