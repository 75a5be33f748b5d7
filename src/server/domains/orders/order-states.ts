import 'server-only';
import { orderStates, paymentStates, type OrderState, type PaymentState } from '@/shared/order-lifecycle';

export { orderStates, paymentStates, type OrderState, type PaymentState };

/**
 * Order and payment lifecycles as data (DESIGN.md habit 4): every move not in a table is refused. An order is
 * pending until it is paid (card, bank transfer) or accepted (cash on delivery), then packed (ready) and shipped,
 * or handed over at the counter (ready or processing → completed, for pickup). It is canceled before shipping,
 * returned after it (when every line came back). The order desk's actions are moves in these tables
 * (desk/order-desk.rules.ts says which action makes which move).
 */
export const orderTransitions: Record<OrderState, readonly OrderState[]> = {
  pending: ['processing', 'canceled'],
  processing: ['ready', 'shipped', 'completed', 'canceled'],
  ready: ['shipped', 'completed', 'canceled'],
  shipped: ['completed', 'returned'],
  completed: ['returned'],
  canceled: [],
  returned: [],
};

export const paymentTransitions: Record<PaymentState, readonly PaymentState[]> = {
  created: ['pending', 'approved', 'failed', 'canceled'],
  pending: ['approved', 'failed', 'canceled'],
  approved: ['refunded'],
  failed: [],
  canceled: [],
  refunded: [],
};

export function canMoveOrder(from: OrderState, to: OrderState): boolean {
  return orderTransitions[from].includes(to);
}

export function canMovePayment(from: PaymentState, to: PaymentState): boolean {
  return paymentTransitions[from].includes(to);
}
