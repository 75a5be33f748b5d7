import 'server-only';
export {
  memberOrder,
  orderByNumber,
  memberOrders,
  orderByReceipt,
  type OrderItemView,
  type OrderListEntry,
  type OrderOutcome,
  type OrderView,
  type PaymentView,
} from './orders.service';
export { outcomeOf, payableUntil } from './order-outcome';
export { requestWithdrawal, type WithdrawalResult, type WithdrawalView } from './withdrawal';
export { placeOrder, type PlacedOrder, type PlaceOrderError, type PlaceOrderRequest } from './place-order';
export { sendOrderConfirmation } from './order-emails';
export { writeOrderConfirmation } from './order-confirmation';
export { orderIdOf, orderNumber } from './order-number';
export { releaseUnpaidCardOrders, releaseUnpaidCardOrdersNow } from './release-unpaid';
export { canMoveOrder, canMovePayment, type OrderState, type PaymentState } from './order-states';
export { markBankTransferPaid, markCashCollected } from './desk/payment-actions';
export { markOrderDelivered, packOrder, shipOrder } from './desk/fulfilment-actions';
export { cancelOrder } from './desk/cancel-order';
export { refundOrder } from './desk/refund-order';
export { recordOrderReturn } from './desk/return-order';
export { addOrderNote, editOrderContact, resendOrderConfirmation } from './desk/contact-actions';
export type { DeskContext, DeskError, DeskResult } from './desk/order-change';
export { changeOrder, DeskRefusal } from './desk/order-change';
export { deskActions, permissionOf, type DeskAction } from './desk/order-desk.rules';
export { staffOrder, type StaffOrderLine, type StaffOrderView } from './desk/staff-order';
export { sendOrderUpdate, sendStaffNewOrder, type OrderUpdate } from './desk/order-update-emails';
export { orderDocumentPdf } from './documents/order-document';
export { packingSlipPdf } from './documents/packing-slip';
export {
  orderDeskCounts,
  ordersAwaitingStaff,
  orderDeskPage,
  type OrderDeskCounts,
  type OrderDeskPage,
  type OrderDeskRow,
} from './desk-list';
export { orderDeskCsv, orderDeskCsvColumns, type OrderDeskCsvColumn, type OrderDeskCsvText } from './desk-export';
