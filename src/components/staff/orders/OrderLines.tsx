import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { isDrawing } from '@/shared/drawing';
import { TotalRow } from '@/components/ui/TotalRow';
import type { StaffOrderView } from '@/server/domains/orders';
import { formatMoney } from '@/shared/money';
import type { Locale } from '@/shared/locales';
import { OrderSection } from './OrderSection';

const placeholder = '/placeholder-part.svg';

/** What was bought: picture, name, part number and SKU, the stock on the shelf now, and the order's totals. */
export async function OrderLines({ order, locale }: { order: StaffOrderView; locale: Locale }) {
  const t = await getTranslations('orderDesk');
  const money = (cents: number) => formatMoney({ cents, currency: order.currency }, locale);
  return (
    <OrderSection id="desk-lines" title={t('sections.lines')}>
      <ul className="divide-y divide-neutral-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-3" data-testid="desk-line">
            <div className="relative size-14 shrink-0 overflow-hidden rounded border border-neutral-200 bg-neutral-50">
              <Image
                src={line.image?.src ?? placeholder}
                alt={line.image?.alt ?? ''}
                fill
                sizes="56px"
                className="object-contain"
                unoptimized={isDrawing(line.image?.src ?? placeholder)}
              />
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-ink">{line.name}</p>
              <p className="text-sm break-all text-neutral-600">
                {line.mpn && `${t('lines.partNumber', { mpn: line.mpn })} · `}
                {line.sku}
                {line.condition && ` · ${line.condition}`}
              </p>
              <p className="text-sm text-neutral-700">
                {line.stockNow === null ? t('lines.gone') : t('lines.stockNow', { count: line.stockNow })}
                {line.returnedQuantity > 0 && ` · ${t('lines.returned', { count: line.returnedQuantity })}`}
              </p>
            </div>
            <div className="shrink-0 text-right text-sm tabular-nums">
              <p className="text-base font-semibold">× {line.quantity}</p>
              <p className="text-neutral-600">{money(line.unitCents)}</p>
              <p className="font-semibold text-ink">{money(line.lineCents)}</p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-3 ml-auto max-w-xs space-y-1 text-ink">
        <TotalRow label={t('money.items')} value={money(order.itemsCents)} />
        <TotalRow label={t('money.shipping')} value={money(order.shippingCents)} />
        {order.paymentFeeCents > 0 && <TotalRow label={t('money.paymentFee')} value={money(order.paymentFeeCents)} />}
        <TotalRow label={t('money.vat', { rate: order.vatRateBasisPoints / 100 })} value={money(order.taxCents)} />
        <TotalRow label={t('money.total')} value={money(order.totalCents)} strong />
      </dl>
    </OrderSection>
  );
}
