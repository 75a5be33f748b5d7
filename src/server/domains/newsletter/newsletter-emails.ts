import 'server-only';
import { emailTexts } from '@/server/mail/email-texts';
import type { Mail } from '@/server/mail/mailer';
import type { Locale } from '@/shared/locales';
import { escapeHtml } from '@/shared/text';
import { oneClickUnsubscribeLink, unsubscribeLink } from './newsletter-links';

export function confirmationEmail(locale: Locale, link: string): Pick<Mail, 'subject' | 'text'> {
  const t = emailTexts(locale);
  return {
    subject: t('newsletter.confirmSubscription.subject'),
    text: t('newsletter.confirmSubscription.body', { link }),
  };
}

export function alreadySubscribedEmail(locale: Locale, link: string): Pick<Mail, 'subject' | 'text'> {
  const t = emailTexts(locale);
  return { subject: t('newsletter.alreadySubscribed.subject'), text: t('newsletter.alreadySubscribed.body', { link }) };
}

export type NewsletterContent = { subject: string; body: string };
export type NewsletterRecipient = { email: string; locale: Locale; unsubscribeToken: string };

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * One newsletter to one subscriber: the unsubscribe link closes both the text and the HTML, and the
 * `List-Unsubscribe` headers let a mail program unsubscribe with one click (RFC 2369, RFC 8058).
 */
export function newsletterEmail(siteUrl: string, recipient: NewsletterRecipient, content: NewsletterContent): Mail {
  const t = emailTexts(recipient.locale);
  const [footer, footerLink] = [t('newsletter.footer'), t('newsletter.footerLink')];
  const link = unsubscribeLink(siteUrl, recipient.locale, recipient.unsubscribeToken);
  return {
    to: recipient.email,
    subject: content.subject,
    text: `${content.body.trim()}\n\n--\n${footer}\n${link}\n`,
    html: `<!doctype html>\n<html lang="${recipient.locale}"><body>\n${paragraphs(content.body)}\n<hr>\n<p><small>${escapeHtml(footer)} <a href="${escapeHtml(link)}">${escapeHtml(footerLink)}</a></small></p>\n</body></html>\n`,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeLink(siteUrl, recipient.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
