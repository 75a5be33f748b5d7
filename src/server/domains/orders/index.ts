import 'server-only';
export {
  memberOrder,
  memberOrders,
  orderByReceipt,
  outcomeOf,
  type OrderItemView,
  type OrderListEntry,
  type OrderOutcome,
  type OrderView,
  type PaymentView,
} from './orders.service';
export { placeOrder, type PlacedOrder, type PlaceOrderError, type PlaceOrderRequest } from './place-order';
export { orderConfirmationEmail, sendOrderConfirmation } from './order-emails';
export { orderIdOf, orderNumber } from './order-number';
export { releaseUnpaidCardOrders, releaseUnpaidCardOrdersNow } from './release-unpaid';
export { canMoveOrder, canMovePayment } from './order-states';
export {
  orderDeskCounts,
  orderDeskPage,
  type OrderDeskCounts,
  type OrderDeskPage,
  type OrderDeskRow,
} from './desk-list';
export { orderDeskCsv, orderDeskCsvColumns, type OrderDeskCsvColumn, type OrderDeskCsvText } from './desk-export';
