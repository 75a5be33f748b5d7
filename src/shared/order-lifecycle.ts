/**
 * The states an order and a payment can be in: shared, because the order desk's filters (parsed from the address
 * bar) name them. Which moves between them are allowed is the orders domain's (`order-states.ts`).
 */
export const orderStates = ['pending', 'processing', 'ready', 'shipped', 'completed', 'canceled', 'returned'] as const;
export type OrderState = (typeof orderStates)[number];

export const paymentStates = ['created', 'pending', 'approved', 'failed', 'canceled', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];
