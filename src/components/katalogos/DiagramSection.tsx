'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useDiagramParts } from '@/hooks/useDiagramParts';
import type { CatalogueSection } from '@/shared/catalogue-db';
import type { Locale } from '@/shared/locales';
import { DiagramDrawing } from './DiagramDrawing';
import { DiagramRefRow } from './DiagramRefRow';

/**
 * One exploded drawing beside its parts list. Hovering or focusing a row highlights its callout and the other
 * way round; choosing a callout brings its row into view and moves the focus there.
 */
export function DiagramSection({ section, modelName }: { section: CatalogueSection; modelName: string }) {
  const t = useTranslations('katalogos');
  const locale = useLocale() as Locale;
  const [active, setActive] = useState<number | null>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  // Every number is asked for, not only those the published file lists as sold: the shop's offer may be newer.
  const parts = useDiagramParts([...new Set(section.refs.map((ref) => ref.mpn))]);
  const title = section.title[locale];

  const pick = (ref: number) => {
    setActive(ref);
    const row = rows.current.get(ref);
    row?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    row?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="diagram-title" className="grid gap-6 xl:grid-cols-2">
      <div>
        <h2 id="diagram-title" className="mb-3 text-xl font-semibold text-ink">
          <span className="mr-2 font-mono text-neutral-500">{section.code}</span>
          {title}
        </h2>
        <DiagramDrawing
          section={section}
          title={`${modelName}: ${title}`}
          active={active}
          onActivate={setActive}
          onPick={pick}
        />
      </div>
      <div className="min-w-0">
        <h3 className="mb-3 text-lg font-semibold">{t('partsHeading')}</h3>
        <ol
          aria-label={t('partsOf', { title })}
          className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white"
          onMouseLeave={() => setActive(null)}
        >
          {section.refs.map((ref) => (
            <DiagramRefRow
              key={ref.ref}
              ref={(element) => {
                if (element) rows.current.set(ref.ref, element);
                else rows.current.delete(ref.ref);
              }}
              reference={ref}
              modelName={modelName}
              highlighted={active === ref.ref}
              onActivate={() => setActive(ref.ref)}
              parts={parts.byPartNumber.get(ref.mpn) ?? []}
              loading={parts.isPending}
            />
          ))}
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
