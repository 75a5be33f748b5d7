import { getTranslations } from 'next-intl/server';
import type { StaffOrderView } from '@/server/domains/orders';
import { formatMoney } from '@/shared/money';
import type { Locale } from '@/shared/locales';
import type { DeskAction } from '@/shared/order-desk-rules';
import { EditContactForm, NoteForm } from './ContactForms';
import type { DeskOrderRef, RunDeskAction } from './desk-action-state';
import { DeskActionForm } from './DeskActionForm';
import { CancelForm, ShipForm } from './FulfilmentForms';
import { MarkCollectedForm, MarkPaidForm, RefundForm } from './PaymentForms';
import { ReturnForm } from './ReturnForm';

type Props = { order: StaffOrderView; offered: DeskAction[]; run: RunDeskAction; locale: Locale };

/** "124,50" in Greek, "124.50" in English: what staff would type, and the forms accept either. */
const typed = (cents: number, locale: Locale) => {
  const text = (cents / 100).toFixed(2);
  return locale === 'el' ? text.replace('.', ',') : text;
};

/**
 * The actions this staff member may take on the order now (role and state both allow them), each a small form
 * behind its name; nothing else is offered, and the server refuses anything else anyway.
 */
export async function OrderActionsPanel({ order, offered, run, locale }: Props) {
  const t = await getTranslations('orderDesk');
  const ref: DeskOrderRef = { id: order.id, number: order.number, version: order.version, locale };
  const money = (cents: number) => formatMoney({ cents, currency: order.currency }, locale);
  const formOf = (action: DeskAction) => {
    switch (action) {
      case 'mark-paid':
        return (
          <MarkPaidForm
            order={ref}
            run={run}
            due={{ amount: typed(order.money.dueCents, locale), formatted: money(order.money.dueCents) }}
          />
        );
      case 'mark-collected':
        return <MarkCollectedForm order={ref} run={run} />;
      case 'ship':
        return <ShipForm order={ref} run={run} />;
      case 'cancel':
        return (
          <CancelForm
            order={ref}
            run={run}
            refundable={order.money.refundableCents > 0 ? money(order.money.refundableCents) : null}
          />
        );
      case 'refund':
        return (
          <RefundForm
            order={ref}
            run={run}
            refundable={{
              amount: typed(order.money.refundableCents, locale),
              formatted: money(order.money.refundableCents),
            }}
          />
        );
      case 'return':
        return (
          <ReturnForm
            order={ref}
            run={run}
            withdrawn={order.withdrawal !== null && order.withdrawal.handledAt === null}
            lines={order.lines
              .filter((line) => line.quantity > line.returnedQuantity)
              .map((line) => ({
                id: line.id,
                name: line.name,
                sku: line.sku,
                returnable: line.quantity - line.returnedQuantity,
              }))}
          />
        );
      case 'edit-contact':
        return (
          <EditContactForm
            order={ref}
            run={run}
            address={order.shippingAddress}
            contactPhone={order.billingAddress.phone}
          />
        );
      case 'note':
        return <NoteForm order={ref} run={run} />;
      case 'pack':
      case 'deliver':
      case 'resend-confirmation':
        return (
          <>
            {action === 'pack' && <p className="mb-3 text-sm text-neutral-700">{t('actions.packHint')}</p>}
            {action === 'resend-confirmation' && (
              <p className="mb-3 text-sm text-neutral-700">{t('actions.resendHint', { email: order.email })}</p>
            )}
            <DeskActionForm action={action} order={ref} run={run} />
          </>
        );
    }
  };
  return (
    <section aria-labelledby="desk-actions" className="space-y-2">
      <h2 id="desk-actions" className="text-xl font-bold text-ink">
        {t('sections.actions')}
      </h2>
      {offered.length === 0 && <p className="text-neutral-700">{t('actions.none')}</p>}
      {offered.map((action) => (
        <details key={action} className="rounded-md border border-neutral-300 bg-white" data-action={action}>
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-ink">
            {t(`actions.names.${action}`)}
          </summary>
          <div className="border-t border-neutral-200 p-3">{formOf(action)}</div>
        </details>
      ))}
    </section>
  );
}
