export { applyCardOutcome, refreshCardPayment, startCardPayment, type CardPaymentStart } from './payments.service';
