import 'server-only';
import { emailTexts } from '@/server/mail/email-texts';
import type { Locale } from '@/shared/locales';

/** The confirmation of a new request, in its language, with its link. */
export function requestConfirmationEmail(locale: Locale, name: string, link: string) {
  const t = emailTexts(locale);
  return { subject: t('requests.confirmation.subject'), text: t('requests.confirmation.body', { name, link }) };
}

/** A staff reply, in the request's language, with its link. */
export function staffReplyEmail(locale: Locale, name: string, reply: string, link: string) {
  const t = emailTexts(locale);
  return { subject: t('requests.staffReply.subject'), text: t('requests.staffReply.body', { name, reply, link }) };
}
