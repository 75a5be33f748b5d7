import { getTranslations } from 'next-intl/server';
import type { SharedCartView } from '@/server/domains/shared-carts';
import type { Locale } from '@/shared/locales';
import { shortCodeForDisplay } from '@/shared/shared-cart-rules';
import { CartActionForm } from './CartActionForm';

type Props = { cart: SharedCartView; locale: Locale; link: string; editable: boolean; discountLimit: number };

const fieldClass = 'mt-1 block h-11 w-full rounded-md border border-neutral-300 px-3 text-base text-ink';
const box = 'space-y-3 rounded-md border border-neutral-200 p-4';

/** The link and short code for the customer, whom the cart is for, and the cart's discount and note. */
export async function StaffCartSettings({ cart, locale, link, editable, discountLimit }: Props) {
  const t = await getTranslations('staffCarts');
  const form = { locale, cartId: cart.id, version: cart.version };
  return (
    <>
      <section aria-labelledby="cart-link" className={box}>
        <h2 id="cart-link" className="text-xl font-bold text-ink">
          {t('link')}
        </h2>
        <input
          readOnly
          value={link}
          aria-label={t('link')}
          data-testid="shared-cart-link"
          className={`${fieldClass} font-mono text-sm`}
        />
        <p className="text-ink">
          {t('shortCode')}:{' '}
          <strong className="font-mono text-xl tracking-widest" data-testid="shared-cart-code">
            {shortCodeForDisplay(cart.shortCode)}
          </strong>
        </p>
        <p className="text-sm text-neutral-700">{t('copyHint')}</p>
        {editable &&
          (cart.customerEmail ? (
            <CartActionForm
              {...form}
              intent="send"
              label={t('send')}
              doneMessage={t('sent', { email: cart.customerEmail })}
            />
          ) : (
            <p className="text-sm text-neutral-700">{t('needEmail')}</p>
          ))}
      </section>
      <section aria-labelledby="cart-customer" className={box}>
        <h2 id="cart-customer" className="text-xl font-bold text-ink">
          {t('customer')}
        </h2>
        <p className="break-all text-ink" data-testid="shared-cart-customer">
          {cart.customerEmail || cart.customerPhone ? (
            <>
              {cart.memberUserId ? t('member') : t('guest')}: {cart.customerEmail ?? ''}
              {cart.customerPhone ? ` · ${cart.customerPhone}` : ''}
            </>
          ) : (
            t('noCustomer')
          )}
        </p>
        {editable && (
          <CartActionForm
            {...form}
            key={`customer-${cart.version}`}
            intent="attach"
            label={t('attach')}
            className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <label className="text-ink">
              {t('email')}
              <input name="email" type="email" defaultValue={cart.customerEmail ?? ''} className={fieldClass} />
            </label>
            <label className="text-ink">
              {t('phone')}
              <input name="phone" type="tel" defaultValue={cart.customerPhone ?? ''} className={fieldClass} />
            </label>
          </CartActionForm>
        )}
        <p className="text-sm text-neutral-700">{t('attachHint')}</p>
      </section>
      {editable && (
        <section aria-labelledby="cart-details" className={box}>
          <h2 id="cart-details" className="text-xl font-bold text-ink">
            {t('details')}
          </h2>
          <CartActionForm
            {...form}
            key={`details-${cart.version}`}
            intent="details"
            label={t('save')}
            className="space-y-3"
          >
            <label className="block text-ink">
              {t('cartDiscount')}
              <input
                name="discount"
                inputMode="decimal"
                defaultValue={String(cart.discountBasisPoints / 100)}
                className={`${fieldClass} sm:w-32`}
              />
            </label>
            <p className="text-sm text-neutral-700">{t('discountLimit', { percent: discountLimit / 100 })}</p>
            <label className="block text-ink">
              {t('note')}
              <textarea
                name="note"
                rows={3}
                maxLength={2000}
                defaultValue={cart.note}
                className="mt-1 block w-full rounded-md border border-neutral-300 p-3 text-base text-ink"
              />
            </label>
          </CartActionForm>
        </section>
      )}
    </>
  );
}
