import { useTranslations } from 'next-intl';
import type { Availability } from '@/server/domains/catalog';

/** Text colours readable on white (WCAG AA); the dot before the text (globals.css) keeps the spec's success green. */
const textColour: Record<Availability, string> = {
  available: 'text-success-text',
  backorder: 'text-amber-700',
  unavailable: 'text-neutral-600',
};

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const t = useTranslations('catalog.availability');
  return <span className={`availability-badge ${textColour[availability]}`}>{t(availability)}</span>;
}
