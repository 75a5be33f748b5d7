import { formatMoney } from '@/shared/money';
import type { Locale } from '@/shared/locales';

const texts = {
  el: {
    subject: (number: string) => `Η παραγγελία σας ${number} στο Tractor Parts Hellas`,
    body: (number: string, total: string, link: string) =>
      `Γεια σας,\n\nευχαριστούμε για την παραγγελία σας ${number} (σύνολο ${total} με ΦΠΑ).\n\nΔείτε την απόδειξη και την πορεία της εδώ:\n\n${link}\n\nΓια οποιαδήποτε ερώτηση απαντήστε σε αυτό το μήνυμα ή καλέστε μας.\n\nTractor Parts Hellas`,
  },
  en: {
    subject: (number: string) => `Your order ${number} at Tractor Parts Hellas`,
    body: (number: string, total: string, link: string) =>
      `Hello,\n\nthank you for your order ${number} (total ${total} including VAT).\n\nSee its receipt and progress here:\n\n${link}\n\nFor any question, reply to this message or call us.\n\nTractor Parts Hellas`,
  },
} satisfies Record<Locale, { subject: (number: string) => string; body: (number: string, total: string, link: string) => string }>;

/** The confirmation of a placed order, in the customer's language, with the receipt link. */
export function orderConfirmationEmail(locale: Locale, order: { number: string; totalCents: number; currency: string }, receiptLink: string) {
  const text = texts[locale];
  return { subject: text.subject(order.number), text: text.body(order.number, formatMoney({ cents: order.totalCents, currency: order.currency }, locale), receiptLink) };
}
