'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { primaryButton } from '@/components/ui/button-styles';

/**
 * The filters: a sidebar from 1024px; below, a panel opened by a "Filters (n)" button, closed again by choosing a
 * filter or by "Show N products" (each choice is a page of its own): the visitor is back at the results, with the
 * focus on the button that reopens the panel.
 */
/**
 * When a filter was last chosen in the open panel. The page it leads to can be another route's (a search as typed is
 * a cached view of its own, a narrowed one is rendered per request), whose panel is a new one: that one takes the
 * focus back to its button, where the old panel had put it.
 */
let filterChosenAt = 0;

export function FiltersPanel({
  chosenCount,
  total,
  showResults,
  children,
}: {
  chosenCount: number;
  total: number;
  /**
   * "Show 24 products", written by the server: a plural with a number, written here, would be the page's first use
   * of the browser's plural rules and number format, which load its locale data while the page hydrates (issue #20).
   */
  showResults: string;
  children: ReactNode;
}) {
  const t = useTranslations('search.filters');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const backToResults = () => {
    setOpen(false);
    toggle.current?.focus({ preventScroll: true });
    toggle.current?.scrollIntoView({ block: 'start' });
  };
  // A filter is a link: following it on a phone closes the panel (the sidebar from 1024px stays as it is).
  const choseFilter = (event: MouseEvent) => {
    if (!open || !(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    filterChosenAt = Date.now();
    backToResults();
  };
  // The chosen filter's page has come: this panel (new, or the same with new results) keeps the focus on its button.
  useEffect(() => {
    if (Date.now() - filterChosenAt < 10_000 && document.activeElement === document.body)
      toggle.current?.focus({ preventScroll: true });
    filterChosenAt = 0;
  }, [chosenCount, total]);
  return (
    <div>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="filters-toggle"
      >
        {open ? <Icon name="x" className="size-5" /> : <Icon name="sliders-horizontal" className="size-5" />}
        {t('toggle')}
        {chosenCount > 0 && <span className="rounded-full bg-brand px-2 text-sm text-white">{chosenCount}</span>}
      </button>
      <div
        id={panelId}
        onClick={choseFilter}
        // Shown or not by utilities, which win over the panel's own class (globals.css).
        className={`filters-panel ${open ? 'block' : 'hidden lg:block'}`}
      >
        <h2 className="filters-title">{t('title')}</h2>
        {children}
        <button type="button" onClick={backToResults} className={`my-4 w-full lg:hidden ${primaryButton}`}>
          {showResults}
        </button>
      </div>
    </div>
  );
}
