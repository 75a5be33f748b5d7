'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { Link } from '@/i18n/navigation';
import { ShortCodeForm } from './ShortCodeForm';
import { SharedCartLines } from './SharedCartLines';
import { useSharedCart } from './useSharedCart';

/**
 * A phone order's cart as its customer sees it, in the page's language: the agreed lines, live while staff add
 * more, what sold meanwhile, and the way to the normal checkout with the agreed prices.
 */
export function SharedCartPanel({ token }: { token: string }) {
  const t = useTranslations('sharedCart');
  const tCart = useTranslations('cart');
  const format = useFormatter();
  const { cart, loading, lower } = useSharedCart(token);
  if (loading) return <LoadingNote className="py-8">{tCart('updating')}</LoadingNote>;
  if (!cart)
    return (
      <div className="space-y-8">
        <FormAlert lines={[t('notFound')]} />
        <ShortCodeForm />
      </div>
    );
  const open = cart.state === 'open';
  const canCheckout = open && cart.lines.length > 0 && !cart.soldMeanwhile;
  return (
    <section aria-labelledby="shared-cart-title" className="space-y-4" data-testid="shared-cart">
      <h2 id="shared-cart-title" className="text-2xl font-bold text-ink">
        {t('title')}
      </h2>
      {open ? (
        <p className="text-neutral-700">
          {t('lead')} {t('live')}
        </p>
      ) : (
        <p role="status" className="font-semibold text-ink" data-testid="shared-cart-state">
          {cart.state === 'closed' ? t('closed') : t('expired')}
        </p>
      )}
      {cart.note && (
        <blockquote className="rounded-md border-l-4 border-brand bg-neutral-50 p-3 text-ink">
          <p className="text-sm font-semibold">{t('note')}</p>
          <p className="whitespace-pre-line">{cart.note}</p>
        </blockquote>
      )}
      {cart.soldMeanwhile && open && <FormAlert lines={[t('someSold')]} />}
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        {cart.lines.length === 0 ? (
          <p className="text-neutral-700">{t('empty')}</p>
        ) : (
          <SharedCartLines lines={cart.lines} editable={open} lower={lower} />
        )}
        <aside className="h-fit space-y-3 rounded-md border border-neutral-200 p-4">
          {cart.discountPercent > 0 && (
            <p className="text-sm text-neutral-700">{t('cartDiscount', { percent: cart.discountPercent })}</p>
          )}
          <p className="flex justify-between gap-2 text-lg font-bold text-ink">
            <span>
              {tCart('subtotal')} <span className="text-sm font-normal">({tCart('exclVat')})</span>
            </span>
            <span data-testid="shared-cart-subtotal">{cart.subtotal.formatted}</span>
          </p>
          <p className="text-sm text-neutral-600">{tCart('items', { count: cart.totalItems })}</p>
          {open && (
            <p className="text-sm text-neutral-600">
              {t('expires', { date: format.dateTime(new Date(cart.expiresAt), { dateStyle: 'long' }) })}
            </p>
          )}
          {canCheckout ? (
            <Link
              href={`/checkout?shared=${encodeURIComponent(cart.token)}`}
              className={`flex w-full items-center justify-center ${primaryButton}`}
            >
              {tCart('checkout')}
            </Link>
          ) : (
            open && (
              <button type="button" disabled className={`w-full opacity-50 ${primaryButton}`}>
                {tCart('checkout')}
              </button>
            )
          )}
        </aside>
      </div>
    </section>
  );
}
