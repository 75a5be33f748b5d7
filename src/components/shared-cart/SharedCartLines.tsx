'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SharedCartFieldsFragment } from '@/api-client/generated/graphql';
import { LineThumbnail } from '@/components/cart/LineThumbnail';
import { QuantityStepper } from '@/components/cart/QuantityStepper';
import { Link } from '@/i18n/navigation';

type Props = {
  lines: SharedCartFieldsFragment['lines'];
  editable: boolean;
  lower: (variantId: string, quantity: number) => Promise<string | null>;
};

/** The shared cart's lines at the agreed prices; the stepper goes down only (its most is the agreed quantity). */
export function SharedCartLines({ lines, editable, lower }: Props) {
  const t = useTranslations('sharedCart');
  const tCart = useTranslations('cart');
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const change = async (variantId: string, quantity: number) => {
    setBusy(variantId);
    setFailed((await lower(variantId, quantity)) ? variantId : null);
    setBusy(null);
  };
  return (
    <ul className="divide-y divide-neutral-200" aria-label={t('title')}>
      {lines.map((line) => (
        <li key={line.variantId} className="flex gap-3 py-4" data-testid="shared-cart-line" data-sku={line.sku}>
          <div className="relative size-20 shrink-0 overflow-hidden rounded border border-neutral-200 bg-white sm:size-24">
            <LineThumbnail image={line.image} name={line.name} />
          </div>
          <div className="min-w-0 flex-1 space-y-1">
            <Link href={`/product/${line.slug}`} className="line-clamp-2 font-semibold text-ink hover:text-brand">
              {line.name}
            </Link>
            {line.mpn && <p className="text-sm text-neutral-600">{tCart('partNumber', { mpn: line.mpn })}</p>}
            <p className="text-sm text-neutral-600">
              {t('agreedPrice')}:{' '}
              <span className="font-semibold text-ink" data-testid="shared-line-price">
                {line.unitPrice.formatted}
              </span>{' '}
              <span className="text-xs">({tCart('exclVat')})</span>
              {line.listUnitPrice.formatted !== line.unitPrice.formatted && (
                <span className="ml-2 text-xs">
                  <s>{t('listPrice', { price: line.listUnitPrice.formatted })}</s>
                </span>
              )}
            </p>
            {!line.orderable && (
              <p role="status" className="text-sm font-semibold text-brand-dark" data-testid="sold-meanwhile">
                {line.withdrawn ? t('withdrawn') : t('soldMeanwhile', { count: line.available })}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
              {editable ? (
                <QuantityStepper
                  name={line.name}
                  quantity={line.quantity}
                  max={line.quantity}
                  busy={busy === line.variantId}
                  onChange={(quantity) => change(line.variantId, quantity)}
                />
              ) : (
                <span className="text-ink">
                  {tCart('quantity')}: {line.quantity}
                </span>
              )}
              <span className="font-bold text-ink" data-testid="line-total">
                {line.lineTotal.formatted}
              </span>
            </div>
            {editable && (
              <button
                type="button"
                onClick={() => change(line.variantId, 0)}
                disabled={busy === line.variantId}
                className="min-h-11 text-sm font-medium text-neutral-600 underline hover:text-brand"
                aria-label={tCart('removeNamed', { name: line.name })}
              >
                {tCart('remove')}
              </button>
            )}
            {failed === line.variantId && (
              <p role="alert" className="text-sm font-medium text-brand-dark">
                {t('changed')}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
