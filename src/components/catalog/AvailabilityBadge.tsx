import { useTranslations } from 'next-intl';
import type { Availability } from '@/server/domains/catalog';

/** The part's availability in words, coloured with its dot by `.availability-badge-{availability}` (globals.css). */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const t = useTranslations('catalog.availability');
  return <span className={`availability-badge availability-badge-${availability}`}>{t(availability)}</span>;
}
