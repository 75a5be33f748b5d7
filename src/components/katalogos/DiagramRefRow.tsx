'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { AvailabilityBadge } from '@/components/catalog/AvailabilityBadge';
import { Price } from '@/components/catalog/Price';
import type { DiagramPart } from '@/hooks/useDiagramParts';
import type { Availability } from '@/server/domains/catalog';
import { Link } from '@/i18n/navigation';
import type { CatalogueRef } from '@/shared/catalogue-db';
import { AskForPartLink } from './AskForPartLink';

type Props = {
  ref: Ref<HTMLLIElement>;
  reference: CatalogueRef;
  modelName: string;
  highlighted: boolean;
  onHover: () => void;
  onChoose: () => void;
  parts: DiagramPart[];
  loading: boolean;
  /** The first row of its callout (a callout naming several part numbers has one row for each). */
  first?: boolean;
};

/** A reference of the drawing: its number, part number and quantity, and the shop's parts sold under that number. */
export function DiagramRefRow({
  ref,
  reference,
  modelName,
  highlighted,
  onHover,
  onChoose,
  parts,
  loading,
  first = true,
}: Props) {
  const t = useTranslations('katalogos');
  return (
    <li
      ref={ref}
      id={first ? `ref-${reference.ref}` : undefined}
      tabIndex={-1}
      data-highlighted={highlighted}
      onMouseEnter={onHover}
      onFocus={onChoose}
      className="flex scroll-mt-24 gap-3 p-3 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset data-[highlighted=true]:bg-brand/10"
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-brand font-bold text-brand-dark"
      >
        {reference.ref}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm text-neutral-600">
          <span className="sr-only">{t('refNo', { ref: reference.ref })} · </span>
          {t('partNumber')}: <span className="font-mono text-ink">{reference.mpn}</span> ·{' '}
          {t('quantity', { qty: reference.qty })}
        </p>
        {loading ? (
          <p className="h-6 w-2/3 animate-pulse rounded bg-neutral-100" aria-hidden="true" />
        ) : parts.length === 0 ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-neutral-600">
              {reference.skus.length > 0 ? t('notAvailableNow') : t('notSoldAlone')}
            </span>
            <AskForPartLink label={t('askForPart')} model={modelName} partNumber={reference.mpn} />
          </div>
        ) : (
          parts.map((part) => {
            // The API's enums are upper case (AVAILABLE); the shop's components speak the domain's words.
            const availability = part.availability.toLowerCase() as Availability;
            return (
              <div key={part.id} className="flex flex-wrap items-end justify-between gap-3">
                <div className="min-w-0">
                  <Link href={`/product/${part.slug}`} className="font-semibold text-ink hover:underline">
                    {part.name}
                  </Link>
                  {part.condition && (
                    <span className="ml-2 text-xs text-neutral-500 uppercase">{part.condition.name}</span>
                  )}
                  <Price price={part.price} salePrice={part.salePrice ?? null} />
                  <AvailabilityBadge availability={availability} />
                </div>
                <AddToCartButton
                  variantId={Number(part.masterId)}
                  available={availability !== 'unavailable'}
                  size="sm"
                />
              </div>
            );
          })
        )}
      </div>
    </li>
  );
}
