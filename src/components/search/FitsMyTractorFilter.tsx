'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/providers/Hydration';
import { LazyMessages } from '@/i18n/LazyMessages';
import { Link } from '@/i18n/navigation';
import { useMyTractor, type MyTractor } from '@/stores/myTractor';

type Props = { pathname: string; query: Record<string, string>; models: string[] };

/**
 * With a tractor chosen: one click narrows the listing to parts that fit it, one more shows everything again. Its
 * texts load when a tractor is chosen (issue #20).
 */
export function FitsMyTractorFilter(props: Props) {
  const stored = useMyTractor((state) => state.tractor);
  const tractor = useHydrated() ? stored : null;
  if (!tractor) return null;
  return (
    <LazyMessages bundle="myTractorFit">
      <FitsFilter {...props} tractor={tractor} />
    </LazyMessages>
  );
}

function FitsFilter({ pathname, query, models, tractor }: Props & { tractor: MyTractor }) {
  const t = useTranslations('myTractor.fit');
  const narrowed = models.includes(tractor.key);
  const next = { ...query };
  const rest = models.filter((model) => model !== tractor.key);
  if (!narrowed) next.model = tractor.key;
  else if (rest.length) next.model = rest.join(',');
  else delete next.model;
  return (
    <Link
      href={{ pathname, query: next }}
      data-testid="fits-my-tractor"
      data-narrowed={narrowed}
      className={`mb-4 inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 text-sm font-semibold ${narrowed ? 'border-brand bg-brand text-white' : 'border-brand text-brand-dark hover:bg-brand/5'}`}
    >
      {narrowed ? <Icon name="x" className="size-4" /> : <Icon name="tractor" className="size-4" />}
      {narrowed ? t('showAll', { model: tractor.model }) : t('onlyFitting', { model: tractor.model })}
    </Link>
  );
}
