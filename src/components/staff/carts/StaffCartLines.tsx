import { getTranslations } from 'next-intl/server';
import type { SharedCartView } from '@/server/domains/shared-carts';
import type { Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';
import { CartActionForm } from './CartActionForm';

type Props = { cart: SharedCartView; locale: Locale; editable: boolean };

const percentText = (basisPoints: number) => String(basisPoints / 100);
const inputClass = 'h-11 w-24 rounded-md border border-neutral-300 px-3 text-base text-ink';

/** The cart's lines with their locked and agreed prices; each line's quantity, discount and removal. */
export async function StaffCartLines({ cart, locale, editable }: Props) {
  const t = await getTranslations('staffCarts');
  const money = (cents: number) => formatMoney({ cents, currency: cart.currency }, locale);
  if (cart.lines.length === 0) return <p className="text-neutral-700">{t('noLines')}</p>;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200" data-testid="staff-cart-lines">
        {cart.lines.map((line) => (
          <li key={line.variantId} className="space-y-2 p-4" data-testid="staff-cart-line" data-sku={line.sku}>
            <div className="flex flex-wrap justify-between gap-2">
              <p className="min-w-0 break-words">
                <span className="font-semibold text-ink">{line.name}</span>
                <span className="block text-sm text-neutral-600">
                  {line.sku}
                  {line.mpn ? ` · ${line.mpn}` : ''}
                </span>
              </p>
              <p className="text-right text-sm text-neutral-700">
                {t('listPrice')}: {money(line.listUnitCents)} · {t('finalPrice')}: {money(line.unitCents)}
                <span className="block font-semibold text-ink">
                  {t('lineTotal')}: {money(line.lineCents)}
                </span>
              </p>
            </div>
            {!line.orderable && (
              <p role="status" className="text-sm font-semibold text-brand">
                {line.withdrawn ? t('withdrawn') : t('soldMeanwhile', { count: line.available })}
              </p>
            )}
            {editable && (
              <div className="flex flex-wrap items-end gap-3">
                <CartActionForm
                  key={`${line.variantId}-${cart.version}`}
                  locale={locale}
                  cartId={cart.id}
                  version={cart.version}
                  intent="change-line"
                  label={t('save')}
                  hidden={{ variantId: line.variantId }}
                >
                  <label className="text-sm text-ink">
                    {t('quantity')}
                    <input
                      name="quantity"
                      type="number"
                      min={1}
                      max={99}
                      defaultValue={line.quantity}
                      className={`mt-1 block ${inputClass}`}
                    />
                  </label>
                  <label className="text-sm text-ink">
                    {t('lineDiscount')}
                    <input
                      name="discount"
                      inputMode="decimal"
                      defaultValue={percentText(line.discountBasisPoints)}
                      className={`mt-1 block ${inputClass}`}
                    />
                  </label>
                </CartActionForm>
                <CartActionForm
                  locale={locale}
                  cartId={cart.id}
                  version={cart.version}
                  intent="remove-line"
                  label={t('remove')}
                  hidden={{ variantId: line.variantId }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <p className="text-right text-lg font-bold text-ink" data-testid="staff-cart-subtotal">
        {t('subtotal')}: {money(cart.itemsCents)}
      </p>
    </div>
  );
}
