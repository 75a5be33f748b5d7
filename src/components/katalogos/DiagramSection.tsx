'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useDiagramParts } from '@/hooks/useDiagramParts';
import type { CatalogueSection } from '@/shared/catalogue-db';
import type { Locale } from '@/shared/locales';
import { DiagramDrawing } from './DiagramDrawing';
import { DiagramRefRow } from './DiagramRefRow';

/**
 * One exploded drawing beside its parts list. Hovering a row highlights its callout and the other way round, for
 * as long as the pointer stays; choosing a callout (or a row) highlights it until another is chosen, and brings its
 * row into view with the focus. (The smooth scroll used to move the drawing from under the pointer, whose leaving
 * cleared the highlight of the callout just chosen.)
 */
export function DiagramSection({ section, modelName }: { section: CatalogueSection; modelName: string }) {
  const t = useTranslations('katalogos');
  const locale = useLocale() as Locale;
  const [chosen, setChosen] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const active = hovered ?? chosen;
  const rows = useRef(new Map<number, HTMLLIElement>());
  // Every number is asked for, not only those the published file lists as sold: the shop's offer may be newer.
  const parts = useDiagramParts([...new Set(section.refs.map((ref) => ref.mpn))]);
  const title = section.title[locale];

  const pick = (ref: number) => {
    setChosen(ref);
    const row = rows.current.get(ref);
    row?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    row?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="diagram-title" className="grid gap-6 xl:grid-cols-2">
      <div>
        <h2 id="diagram-title" className="mb-3 text-xl font-semibold text-ink">
          <span className="mr-2 font-mono text-neutral-600">{section.code}</span>
          {title}
        </h2>
        <DiagramDrawing
          section={section}
          title={`${modelName}: ${title}`}
          active={active}
          onHover={setHovered}
          onChoose={setChosen}
          onPick={pick}
        />
      </div>
      <div className="min-w-0">
        <h3 className="mb-3 text-lg font-semibold">{t('partsHeading')}</h3>
        <ol
          aria-label={t('partsOf', { title })}
          className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white"
          onMouseLeave={() => setHovered(null)}
        >
          {section.refs.map((ref, index) => {
            // A callout with several part numbers has a row for each: the first is the one it brings into view.
            const first = section.refs.findIndex((each) => each.ref === ref.ref) === index;
            return (
              <DiagramRefRow
                key={`${ref.ref}:${ref.mpn}`}
                first={first}
                ref={
                  first
                    ? (element: HTMLLIElement | null) => {
                        if (element) rows.current.set(ref.ref, element);
                        else rows.current.delete(ref.ref);
                      }
                    : null
                }
                reference={ref}
                modelName={modelName}
                highlighted={active === ref.ref}
                onHover={() => setHovered(ref.ref)}
                onChoose={() => setChosen(ref.ref)}
                parts={parts.byPartNumber.get(ref.mpn) ?? []}
                loading={parts.isPending}
              />
            );
          })}
        </ol>
        {parts.isError && (
          <p role="alert" className="mt-2 text-sm text-brand-dark">
            {t('pricesFailed')}
          </p>
        )}
      </div>
    </section>
  );
}
