'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CatalogueSection } from '@/shared/catalogue-db';

type Props = {
  section: CatalogueSection;
  title: string;
  active: number | null;
  /** The pointer is over a callout (null: it left the drawing). */
  onHover: (ref: number | null) => void;
  /** A callout got the focus: highlighted until another is chosen. */
  onChoose: (ref: number) => void;
  onPick: (ref: number) => void;
};

/** The exploded drawing with a button over each numbered callout (hotspots in percent of the drawing). */
export function DiagramDrawing({ section, title, active, onHover, onChoose, onPick }: Props) {
  const t = useTranslations('katalogos');
  const [missing, setMissing] = useState(false);
  return (
    <div
      className="relative overflow-hidden rounded-lg border border-neutral-200 bg-white"
      onMouseLeave={() => onHover(null)}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawing shown as is; next/image would not resize it */}
      <img
        src={missing ? '/placeholder-part.svg' : section.image}
        alt={missing ? t('drawingMissing') : title}
        width={800}
        height={600}
        // The page's largest picture: fetched first (issue #20).
        fetchPriority="high"
        onError={() => setMissing(true)}
        className="block h-auto w-full"
      />
      {!missing &&
        // A callout naming several part numbers is listed once per number and drawn once.
        section.refs.map((ref, index) =>
          ref.x === null ||
          ref.y === null ||
          section.refs.findIndex((each) => each.ref === ref.ref) !== index ? null : (
            <button
              key={ref.ref}
              type="button"
              data-ref={ref.ref}
              data-highlighted={active === ref.ref}
              aria-label={t('callout', {
                ref: ref.ref,
                partNumber: section.refs
                  .filter((each) => each.ref === ref.ref)
                  .map((each) => each.mpn)
                  .join(', '),
              })}
              style={{ left: `${ref.x}%`, top: `${ref.y}%` }}
              onMouseEnter={() => onHover(ref.ref)}
              onFocus={() => onChoose(ref.ref)}
              onClick={() => onPick(ref.ref)}
              className="absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-brand bg-white text-xs font-bold text-brand-dark shadow transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink data-[highlighted=true]:scale-125 data-[highlighted=true]:bg-brand data-[highlighted=true]:text-white sm:size-7"
            >
              {ref.ref}
            </button>
          ),
        )}
    </div>
  );
}
