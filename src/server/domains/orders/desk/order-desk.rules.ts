import { deskActions, type DeskAction } from '@/shared/order-desk-rules';
import { canMoveOrder, type OrderState, type PaymentState } from '../order-states';

export { deskActions, type DeskAction };

/** The permission of an action in the permission table. */
export const permissionOf = <A extends DeskAction>(action: A) => `orders.${action}` as const;

export type PaymentFacts = {
  id: number;
  method: string;
  state: PaymentState;
  amountCents: number;
  receivedCents: number;
  refundedCents: number;
};

/** What the rules look at: the order's state and methods, its payments, and its lines as sold and returned. */
export type OrderFacts = {
  state: OrderState;
  paymentMethod: string;
  shippingMethod: string;
  payments: PaymentFacts[];
  lines: { id: number; quantity: number; returnedQuantity: number }[];
};

const openPaymentStates: readonly PaymentState[] = ['created', 'pending'];

/**
 * Money the shop holds from a payment: an approved card payment its amount; a bank transfer or cash what staff
 * recorded as received (a partial transfer too: it is the customer's money, refundable).
 */
export function paidCentsOf(payment: Pick<PaymentFacts, 'method' | 'state' | 'amountCents' | 'receivedCents'>) {
  if (payment.method === 'card')
    return payment.state === 'approved' || payment.state === 'refunded' ? payment.amountCents : 0;
  return payment.receivedCents;
}

export function moneyOf(facts: Pick<OrderFacts, 'payments'>) {
  const paidCents = facts.payments.reduce((sum, payment) => sum + paidCentsOf(payment), 0);
  const refundedCents = facts.payments.reduce((sum, payment) => sum + payment.refundedCents, 0);
  return { paidCents, refundedCents, refundableCents: paidCents - refundedCents };
}

/** The payment staff act on: the newest one still open (a bank transfer waiting, cash to collect). */
export function openPaymentOf(facts: Pick<OrderFacts, 'payments'>, method: string): PaymentFacts | undefined {
  return facts.payments
    .filter((payment) => payment.method === method && openPaymentStates.includes(payment.state))
    .sort((a, b) => b.id - a.id)[0];
}

export const returnableOf = (line: OrderFacts['lines'][number]) => line.quantity - line.returnedQuantity;

/**
 * Which order-desk action the order allows now, as data: the page offers exactly these (for the roles that may)
 * and every action refuses the others with INVALID_TRANSITION. Each state-changing action is a move of the order
 * table (order-states.ts); the payment conditions are the payment table's.
 */
const beforeShipping: readonly OrderState[] = ['pending', 'processing', 'ready'];
const collectable: readonly OrderState[] = ['processing', 'ready', 'shipped', 'completed'];

const allowedNow: Record<DeskAction, (facts: OrderFacts) => boolean> = {
  'mark-paid': (facts) =>
    facts.paymentMethod === 'bank-transfer' &&
    canMoveOrder(facts.state, 'processing') &&
    openPaymentOf(facts, 'bank-transfer') !== undefined,
  'mark-collected': (facts) =>
    facts.paymentMethod === 'cash-on-delivery' &&
    collectable.includes(facts.state) &&
    openPaymentOf(facts, 'cash-on-delivery') !== undefined,
  pack: (facts) => canMoveOrder(facts.state, 'ready'),
  // A pickup order is handed over at the counter (deliver), not shipped.
  ship: (facts) => facts.shippingMethod !== 'pickup' && canMoveOrder(facts.state, 'shipped'),
  // A courier order is completed once delivered; a pickup order when it is collected (packed or not).
  deliver: (facts) =>
    facts.state === 'shipped' || (facts.shippingMethod === 'pickup' && canMoveOrder(facts.state, 'completed')),
  cancel: (facts) => canMoveOrder(facts.state, 'canceled'),
  return: (facts) =>
    (facts.state === 'shipped' || facts.state === 'completed') && facts.lines.some((line) => returnableOf(line) > 0),
  refund: (facts) => moneyOf(facts).refundableCents > 0,
  'edit-contact': (facts) => beforeShipping.includes(facts.state),
  'resend-confirmation': () => true,
  note: () => true,
};

export function deskActionAllowed(action: DeskAction, facts: OrderFacts): boolean {
  return allowedNow[action](facts);
}

/** The actions the order allows now, in the desk's order. */
export function allowedDeskActions(facts: OrderFacts): DeskAction[] {
  return deskActions.filter((action) => allowedNow[action](facts));
}
