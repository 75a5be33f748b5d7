import 'server-only';
export { applyCardOutcome, refreshCardPayment, startCardPayment, type CardPaymentStart } from './payments.service';
export {
  applyCardWebhook,
  cardCheckout,
  cardWebhookVerification,
  lateCardPaymentsUnrefunded,
  lateRefundReason,
  payOrderByCard,
  receiveCardCallback,
  refreshOrderPayment,
  refundLateCardPayment,
  returnFromCardPayment,
  type CallbackResult,
  type PaymentsContext,
} from './card-checkout';
export {
  cardPaymentsOn,
  cardProvider,
  sandboxCards,
  sandboxGateway,
  vivaDeclinedCard,
  vivaEmulator,
  vivaShopPaths,
  type CardAttempt,
  type CardNotice,
  type CardOutcome,
  type CardProvider,
  type CardRefundRequest,
  type CardRefundResult,
  type CardWebhookTicket,
  type VivaWebhook,
} from './providers';
