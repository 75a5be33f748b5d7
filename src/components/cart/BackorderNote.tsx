'use client';

import { useTranslations } from 'next-intl';

type Backorder = { shipNow: number; later: number; days: number };

/**
 * "40 ship now, 7 in about 10 days": a line asks for more than the shelf holds of a part that can be back-ordered.
 * The server decides the split; this only says it.
 */
export function BackorderNote({ backorder }: { backorder: Backorder | null | undefined }) {
  const t = useTranslations('cart');
  if (!backorder) return null;
  return (
    <p className="text-sm font-medium text-amber-800" data-testid="backorder-note">
      {backorder.shipNow > 0 ? t('backorder', backorder) : t('backorderAll', backorder)}
    </p>
  );
}
