import 'server-only';
export { applyCardOutcome, refreshCardPayment, startCardPayment, type CardPaymentStart } from './payments.service';
export {
  cardPaymentsOn,
  cardProvider,
  sandboxCards,
  sandboxGateway,
  type CardAttempt,
  type CardOutcome,
  type CardProvider,
  type CardRefundRequest,
  type CardRefundResult,
} from './providers';
