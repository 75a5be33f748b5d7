'use client';

import { CircleCheck, CircleQuestionMark } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/hooks/useAuth';
import { useMyTractor } from '@/stores/myTractor';

/** With a tractor chosen: "Fits your L1-185" when the part lists it, otherwise "Check fitment". */
export function FitBadge({ fits }: { fits: string[] }) {
  const t = useTranslations('myTractor');
  const stored = useMyTractor((state) => state.tractor);
  const tractor = useHydrated() ? stored : null;
  if (!tractor) return null;
  const fitting = fits.includes(tractor.key);
  return (
    <span
      data-testid="fit-badge"
      data-fits={fitting}
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold ${fitting ? 'bg-success/10 text-success-text' : 'bg-amber-50 text-amber-800'}`}
    >
      {fitting ? (
        <CircleCheck aria-hidden="true" className="size-3.5" />
      ) : (
        <CircleQuestionMark aria-hidden="true" className="size-3.5" />
      )}
      {fitting ? t('fits', { model: tractor.model }) : t('checkFitment')}
    </span>
  );
}
