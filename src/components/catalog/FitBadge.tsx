'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/providers/Hydration';
import { LazyMessages } from '@/i18n/LazyMessages';
import { useMyTractor, type MyTractor } from '@/stores/myTractor';

/**
 * With a tractor chosen: "Fits your L1-185" when the part lists it; "Does not fit your L1-185" when the part lists
 * the tractors it fits and yours is not one of them; "Check fitment" only when the data says nothing (universal parts).
 * Its texts load when a tractor is chosen (issue #20).
 */
export function FitBadge({ fits }: { fits: string[] }) {
  const stored = useMyTractor((state) => state.tractor);
  const tractor = useHydrated() ? stored : null;
  if (!tractor) return null;
  return (
    <LazyMessages bundle="myTractorFit">
      <Badge fits={fits} tractor={tractor} />
    </LazyMessages>
  );
}

function Badge({ fits, tractor }: { fits: string[]; tractor: MyTractor }) {
  const t = useTranslations('myTractor.fit');
  const fit = fits.includes(tractor.key) ? 'fits' : fits.length > 0 ? 'doesNotFit' : 'checkFitment';
  const icon = ({ fits: 'circle-check', doesNotFit: 'circle-x', checkFitment: 'circle-question-mark' } as const)[fit];
  const style = {
    fits: 'bg-success/10 text-success-text',
    doesNotFit: 'bg-brand/10 text-brand-dark',
    checkFitment: 'bg-amber-50 text-amber-800',
  }[fit];
  return (
    <span
      data-testid="fit-badge"
      data-fits={fit === 'fits'}
      data-fit={fit}
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold ${style}`}
    >
      <Icon name={icon} className="size-3.5" />
      {t(fit, { model: tractor.model })}
    </span>
  );
}
