'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/providers/Hydration';
import { useMyTractor, type MyTractor } from '@/stores/myTractor';

/** "This is my tractor": remembers the model so listings can be narrowed to parts that fit it. */
export function MyTractorButton({ tractor }: { tractor: MyTractor }) {
  const t = useTranslations('myTractor');
  const hydrated = useHydrated();
  const mine = useMyTractor((state) => state.tractor?.key === tractor.key) && hydrated;
  const { choose, forget } = useMyTractor.getState();
  return (
    <button
      type="button"
      aria-pressed={mine}
      onClick={() => (mine ? forget() : choose(tractor))}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-brand px-4 font-semibold text-brand-dark hover:bg-brand/5 aria-pressed:bg-brand aria-pressed:text-white"
    >
      {mine ? <Icon name="check" className="size-5" /> : <Icon name="tractor" className="size-5" />}
      {mine ? t('isMine', { model: tractor.model }) : t('setMine', { model: tractor.model })}
    </button>
  );
}
