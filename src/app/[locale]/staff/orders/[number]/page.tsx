import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FormAlert } from '@/components/ui/FormAlert';
import { OrderActionsPanel } from '@/components/staff/orders/OrderActionsPanel';
import { OrderCustomer } from '@/components/staff/orders/OrderCustomer';
import { OrderHeader } from '@/components/staff/orders/OrderHeader';
import { OrderHistory } from '@/components/staff/orders/OrderHistory';
import { OrderLines } from '@/components/staff/orders/OrderLines';
import { OrderAudit, OrderNotes } from '@/components/staff/orders/OrderNotesAudit';
import { OrderPayments } from '@/components/staff/orders/OrderPayments';
import { OrderReturns } from '@/components/staff/orders/OrderReturns';
import { OrderShipment } from '@/components/staff/orders/OrderShipment';
import { VoucherPanel } from '@/components/staff/orders/VoucherPanel';
import { permissionOf, staffOrder } from '@/server/domains/orders';
import { staffMay } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isErrorCode } from '@/shared/error-codes';
import { isDeskAction } from '@/shared/order-desk-rules';
import { pageLocale } from '../../../page-locale';
import { runDeskAction } from './actions';
import { courierOf } from './courier';
import { runVoucherAction } from './voucher-actions';

type Props = {
  params: Promise<{ locale: string; number: string }>;
  searchParams: Promise<{ done?: string | string[]; voucher?: string | string[]; voucherError?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('orderDesk');
  return {
    title: t('title', { number: decodeURIComponent((await params).number) }),
    robots: { index: false, follow: false },
  };
}

/**
 * The order page of the back office (issue #15): everything about one order, rendered on the server for the
 * signed-in staff member, with the actions their role may take in the order's state now.
 */
export default async function StaffOrderPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'orders.view');
  const ctx = await pageContext(locale);
  const order = await staffOrder(ctx, decodeURIComponent((await params).number));
  if (!order) notFound();
  const t = await getTranslations('orderDesk');
  const tErrors = await getTranslations('errors');
  const { done, voucher, voucherError } = await searchParams;
  const courier = await courierOf(ctx, order);
  const offered = order.allowedActions.filter((action) => staffMay(actor.role, permissionOf(action)));
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-6 sm:px-6">
      <OrderHeader order={order} locale={locale} canPrint={staffMay(actor.role, 'orders.print')} />
      {isDeskAction(done) && <FormAlert tone="success" lines={[t(`actions.done.${done}`)]} />}
      {(voucher === 'created' || voucher === 'cancelled') && (
        <FormAlert tone="success" lines={[t(`voucher.${voucher}`)]} />
      )}
      {isErrorCode(voucherError) && <FormAlert lines={[tErrors(voucherError)]} />}
      {/* On a phone the actions come first (the warehouse works from one); on a wide screen they head the side column. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <OrderActionsPanel order={order} offered={offered} run={runDeskAction} locale={locale} />
          {courier && (
            <VoucherPanel
              order={order}
              locale={locale}
              {...courier}
              canShip={staffMay(actor.role, 'orders.ship')}
              canPrint={staffMay(actor.role, 'orders.print')}
              run={runVoucherAction}
            />
          )}
        </div>
        <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <OrderLines order={order} locale={locale} />
          <OrderCustomer order={order} locale={locale} />
          <OrderPayments order={order} locale={locale} />
          <OrderShipment order={order} />
          <OrderReturns order={order} />
        </div>
        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-2">
          <OrderHistory order={order} />
          <OrderNotes order={order} />
          <OrderAudit order={order} />
        </div>
      </div>
    </div>
  );
}
