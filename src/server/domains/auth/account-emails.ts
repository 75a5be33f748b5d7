import 'server-only';
import { emailTexts } from '@/server/mail/email-texts';
import type { Locale } from '@/shared/locales';
import type { AccountLinkPurpose } from './auth.tables';

const textsOf = { 'reset-password': 'resetPassword', 'verify-email': 'verifyEmail' } as const satisfies Record<
  AccountLinkPurpose,
  string
>;

/** The account e-mail with its link, in the member's language. */
export function accountEmail(locale: Locale, purpose: AccountLinkPurpose, link: string) {
  const t = emailTexts(locale);
  const texts = textsOf[purpose];
  return { subject: t(`account.${texts}.subject`), text: t(`account.${texts}.body`, { link }) };
}
