'use client';

import { SlidersHorizontal, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { primaryButton } from '@/components/ui/button-styles';

/**
 * The filters: a sidebar from 1024px; below, a panel opened by a "Filters (n)" button, closed again by
 * "Show N products" (the results are already updated behind it, each choice is a page of its own).
 */
export function FiltersPanel({
  chosenCount,
  total,
  children,
}: {
  chosenCount: number;
  total: number;
  children: ReactNode;
}) {
  const t = useTranslations('search.filters');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-md border border-neutral-300 bg-white px-4 font-medium text-ink hover:border-brand lg:hidden"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <SlidersHorizontal aria-hidden="true" className="size-5" />
        )}
        {t('toggle')}
        {chosenCount > 0 && <span className="rounded-full bg-brand px-2 text-sm text-white">{chosenCount}</span>}
      </button>
      <div
        id={panelId}
        className={`${open ? 'block' : 'hidden'} mb-6 rounded-md border border-neutral-200 bg-white px-4 lg:mb-0 lg:block lg:border-0 lg:px-0`}
      >
        <h2 className="sr-only lg:not-sr-only lg:mb-1 lg:text-lg lg:font-bold lg:text-ink">{t('title')}</h2>
        {children}
        <button type="button" onClick={() => setOpen(false)} className={`my-4 w-full lg:hidden ${primaryButton}`}>
          {t('showResults', { count: total })}
        </button>
      </div>
    </div>
  );
}
