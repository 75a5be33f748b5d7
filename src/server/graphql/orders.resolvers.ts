import 'server-only';
import { moneyView } from '@/server/domains/catalog';
import { installmentBounds } from '@/server/domains/checkout';
import { memberOrder, memberOrders, orderByReceipt, requestWithdrawal } from '@/server/domains/orders';
import { cardCheckout } from '@/server/domains/payments';
import type {
  OrderItemResolvers,
  OrderListEntryResolvers,
  OrderResolvers,
  PaymentResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from './generated/resolvers-types';

/** Orders: a member sees only their own; a receipt is found only by its unguessable id. */
const Query = {
  orders: async (_, __, { domain, member }) => {
    const signedIn = await member();
    return signedIn ? memberOrders(domain, signedIn.id) : [];
  },
  order: async (_, { number }, { domain, member }) => {
    const signedIn = await member();
    return signedIn ? memberOrder(domain, signedIn.id, number) : null;
  },
  receipt: (_, { id }, { domain }) => orderByReceipt(domain, id),
} satisfies QueryResolvers;

const Mutation = {
  withdrawFromOrder: async (_, { receiptId }, { domain }) => {
    const result = await requestWithdrawal(domain, receiptId);
    return {
      ok: result.ok,
      error: result.ok ? null : result.code,
      order: result.ok || result.code !== 'NOT_FOUND' ? await orderByReceipt(domain, receiptId) : null,
    };
  },
} satisfies MutationResolvers;

const Order = {
  createdAt: (order) => order.createdAt.toISOString(),
  payableUntil: (order) => order.payableUntil?.toISOString() ?? null,
  subtotal: (order, _, { domain }) => moneyView(order.itemsCents, order.currency, domain.locale),
  shipmentTotal: (order, _, { domain }) => moneyView(order.shippingCents, order.currency, domain.locale),
  paymentFee: (order, _, { domain }) => moneyView(order.paymentFeeCents, order.currency, domain.locale),
  taxTotal: (order, _, { domain }) => moneyView(order.taxCents, order.currency, domain.locale),
  total: (order, _, { domain }) => moneyView(order.totalCents, order.currency, domain.locale),
  tracking: (order) => order.trackingNumber,
  withdrawal: ({ withdrawal }) => ({
    ...withdrawal,
    requestedAt: withdrawal.requestedAt?.toISOString() ?? null,
    deadline: withdrawal.deadline.toISOString(),
  }),
  shipment: (order) =>
    order.shipment
      ? {
          ...order.shipment,
          shippedAt: order.shipment.shippedAt.toISOString(),
          statusChangedAt: order.shipment.statusChangedAt.toISOString(),
        }
      : null,
  vatRate: (order) => order.vatRatePercent,
  installmentOptions: (order, _, { domain }) => installmentBounds(domain.config.checkout, order.totalCents),
  cardPaymentHosted: (_, __, { domain }) => cardCheckout(domain).hosted,
  items: (order) => order.items.map((item) => ({ ...item, currency: order.currency })),
  payments: (order) => order.payments.map((payment) => ({ ...payment, currency: order.currency })),
} satisfies OrderResolvers;

const OrderItem = {
  price: (item, _, { domain }) => moneyView(item.unitCents, item.currency ?? 'EUR', domain.locale),
  lineTotal: (item, _, { domain }) => moneyView(item.lineCents, item.currency ?? 'EUR', domain.locale),
} satisfies OrderItemResolvers;

const Payment = {
  amount: (payment, _, { domain }) => moneyView(payment.amountCents, payment.currency ?? 'EUR', domain.locale),
  createdAt: (payment) => payment.createdAt.toISOString(),
} satisfies PaymentResolvers;

const OrderListEntry = {
  createdAt: (entry) => entry.createdAt.toISOString(),
  total: (entry, _, { domain }) => moneyView(entry.totalCents, entry.currency, domain.locale),
} satisfies OrderListEntryResolvers;

export const orderResolvers: Resolvers = { Query, Mutation, Order, OrderItem, Payment, OrderListEntry };
