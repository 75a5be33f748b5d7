import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CartActionForm } from '@/components/staff/carts/CartActionForm';
import { StaffCartLines } from '@/components/staff/carts/StaffCartLines';
import { StaffCartPoller } from '@/components/staff/carts/StaffCartPoller';
import { StaffCartSettings } from '@/components/staff/carts/StaffCartSettings';
import { StaffPartSearch } from '@/components/staff/carts/StaffPartSearch';
import { Link } from '@/i18n/navigation';
import { partsToAdd, sharedCartLink, staffSharedCart } from '@/server/domains/shared-carts';
import { discountLimitBasisPoints } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { localizedPath } from '@/shared/paths';
import { shortCodeForDisplay } from '@/shared/shared-cart-rules';
import { shopTimeZone } from '@/shared/shop-dates';
import { pageLocale } from '../../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffCarts'))('title') };
}

/**
 * One phone order's cart: the link and code for the customer, the customer, the lines with their prices and
 * discounts, the parts search, and a poll that re-renders the page when the customer changes the cart.
 */
export default async function StaffCartPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'carts.create');
  const id = Number((await params).id);
  const ctx = await pageContext(locale);
  const cart = Number.isInteger(id) ? await staffSharedCart(ctx, actor, id) : null;
  if (!cart) notFound();
  const requested = (await searchParams).q;
  const term = typeof requested === 'string' ? requested : '';
  const editable = cart.state === 'open';
  const [parts, t, format] = await Promise.all([
    editable && term ? partsToAdd(ctx, term) : Promise.resolve(null),
    getTranslations('staffCarts'),
    getFormatter(),
  ]);
  const date = (value: Date) =>
    format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: shopTimeZone });
  return (
    <div className="max-w-4xl space-y-6">
      <StaffCartPoller versionUrl={localizedPath(locale, `/staff/carts/${cart.id}/version`)} version={cart.version} />
      <Link href="/staff/carts" className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline">
        ← {t('back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink">{t('cartTitle', { code: shortCodeForDisplay(cart.shortCode) })}</h1>
        <span
          data-testid="shared-cart-state"
          className="rounded-full bg-neutral-900 px-3 py-1 text-sm font-semibold text-white"
        >
          {t(`states.${cart.state}`)}
        </span>
      </div>
      <p className="text-sm text-neutral-700">
        {t('owner')}: {cart.ownerEmail} · {t('created')}: {date(cart.createdAt)} · {t('expires')}:{' '}
        {date(cart.expiresAt)}
      </p>
      {editable ? (
        <p className="text-sm text-neutral-700">{t('live')}</p>
      ) : (
        <p role="status" className="font-semibold text-ink">
          {cart.state === 'closed' ? t('closedNote') : t('expiredNote')}
        </p>
      )}
      <StaffCartSettings
        cart={cart}
        locale={locale}
        link={sharedCartLink(ctx.config, cart.locale, cart.token)}
        editable={editable}
        discountLimit={discountLimitBasisPoints[actor.role]}
      />
      <section aria-labelledby="cart-lines" className="space-y-3">
        <h2 id="cart-lines" className="text-xl font-bold text-ink">
          {t('lines')}
        </h2>
        <StaffCartLines cart={cart} locale={locale} editable={editable} />
      </section>
      {editable && (
        <StaffPartSearch cartId={cart.id} version={cart.version} locale={locale} term={term} parts={parts} />
      )}
      {editable && (
        <CartActionForm locale={locale} cartId={cart.id} version={cart.version} intent="close" label={t('closeCart')} />
      )}
    </div>
  );
}
