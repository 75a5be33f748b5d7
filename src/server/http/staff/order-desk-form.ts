import 'server-only';
import {
  addOrderNote,
  cancelOrder,
  editOrderContact,
  markBankTransferPaid,
  markCashCollected,
  markOrderDelivered,
  packOrder,
  recordOrderReturn,
  refundOrder,
  resendOrderConfirmation,
  shipOrder,
  type DeskContext,
  type DeskResult,
} from '@/server/domains/orders';
import type { StaffActor } from '@/server/domains/staff';
import { addressFields, type AddressInput } from '@/shared/address-rules';
import type { DeskAction } from '@/shared/order-desk-rules';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The return form's `return.<line id>` inputs: how many units of each line came back. */
const returnedLines = (form: FormData) =>
  [...form.keys()]
    .filter((name) => name.startsWith('return.'))
    .map((name) => ({ orderItemId: name.slice('return.'.length), quantity: text(form, name) || '0' }));

/** The edit form's shipping address, its inputs named `shipping.<field>` as in the checkout. */
const shippingAddress = (form: FormData) =>
  Object.fromEntries(addressFields.map((field) => [field, text(form, `shipping.${field}`)]));

/**
 * A desk form's post, read into the action's input and handed to its domain action (which checks the role, the
 * order's state and version, and the input against the shared schema).
 */
export function performDeskAction(
  action: DeskAction,
  ctx: DeskContext,
  actor: StaffActor,
  order: { id: number; version: number },
  form: FormData,
): Promise<DeskResult> {
  const at = [ctx, actor, order.id] as const;
  switch (action) {
    case 'mark-paid':
      return markBankTransferPaid(...at, order.version, {
        amount: text(form, 'amount'),
        reference: text(form, 'reference'),
      });
    case 'mark-collected':
      return markCashCollected(...at, order.version, { reference: text(form, 'reference') });
    case 'pack':
      return packOrder(...at, order.version);
    case 'ship':
      return shipOrder(...at, order.version, {
        carrier: text(form, 'carrier'),
        trackingNumber: text(form, 'trackingNumber'),
        trackingUrl: text(form, 'trackingUrl'),
      });
    case 'deliver':
      return markOrderDelivered(...at, order.version);
    case 'cancel':
      return cancelOrder(...at, order.version, { reason: text(form, 'reason'), refund: text(form, 'refund') === 'on' });
    case 'return':
      return recordOrderReturn(...at, order.version, {
        lines: returnedLines(form),
        restock: text(form, 'restock') === 'on',
        reason: text(form, 'reason'),
      });
    case 'refund':
      return refundOrder(...at, order.version, { amount: text(form, 'amount'), reason: text(form, 'reason') });
    case 'edit-contact':
      return editOrderContact(...at, order.version, {
        shippingAddress: shippingAddress(form) as AddressInput,
        contactPhone: text(form, 'contactPhone'),
      });
    case 'resend-confirmation':
      return resendOrderConfirmation(...at);
    case 'note':
      return addOrderNote(...at, { body: text(form, 'body') });
  }
}
