import type { Mail } from '@/server/mail/mailer';
import type { Locale } from '@/shared/locales';
import { escapeHtml } from '@/shared/text';
import { oneClickUnsubscribeLink, unsubscribeLink } from './newsletter-links';

/** The texts of the newsletter's own e-mails, in the subscriber's language. */
const texts = {
  el: {
    confirmSubject: 'Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο',
    confirmBody: (link: string) =>
      `Γεια σας,\n\nζητήθηκε η εγγραφή αυτής της διεύθυνσης στο ενημερωτικό δελτίο του Tractor Parts Hellas (νέες παραλαβές ανταλλακτικών και προσφορές). Για να την ολοκληρώσετε, ανοίξτε αυτόν τον σύνδεσμο (ισχύει 7 ημέρες και μία φορά):\n\n${link}\n\nΑν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: δεν θα σας στείλουμε τίποτα.\n\nTractor Parts Hellas`,
    alreadySubject: 'Είστε ήδη εγγεγραμμένοι στο ενημερωτικό δελτίο',
    alreadyBody: (link: string) =>
      `Γεια σας,\n\nζητήθηκε ξανά η εγγραφή αυτής της διεύθυνσης στο ενημερωτικό δελτίο του Tractor Parts Hellas. Είστε ήδη εγγεγραμμένοι, οπότε δεν χρειάζεται να κάνετε τίποτα.\n\nΑν θέλετε να σταματήσετε να το λαμβάνετε, διαγραφείτε εδώ:\n\n${link}\n\nTractor Parts Hellas`,
    footer: 'Λαμβάνετε αυτό το μήνυμα επειδή εγγραφήκατε στο ενημερωτικό δελτίο του Tractor Parts Hellas. Διαγραφή:',
    footerLink: 'Διαγραφή από το ενημερωτικό δελτίο',
  },
  en: {
    confirmSubject: 'Please confirm your newsletter subscription',
    confirmBody: (link: string) =>
      `Hello,\n\nsomeone asked to subscribe this address to the Tractor Parts Hellas newsletter (new parts arrivals and offers). To complete it, open this link (it works once, for 7 days):\n\n${link}\n\nIf it was not you, ignore this message: we will send you nothing.\n\nTractor Parts Hellas`,
    alreadySubject: 'You are already subscribed to our newsletter',
    alreadyBody: (link: string) =>
      `Hello,\n\nsomeone asked again to subscribe this address to the Tractor Parts Hellas newsletter. You are already subscribed, so there is nothing to do.\n\nIf you would rather stop receiving it, unsubscribe here:\n\n${link}\n\nTractor Parts Hellas`,
    footer: 'You receive this message because you subscribed to the Tractor Parts Hellas newsletter. Unsubscribe:',
    footerLink: 'Unsubscribe from the newsletter',
  },
} satisfies Record<Locale, Record<string, string | ((link: string) => string)>>;

export function confirmationEmail(locale: Locale, link: string): Pick<Mail, 'subject' | 'text'> {
  return { subject: texts[locale].confirmSubject, text: texts[locale].confirmBody(link) };
}

export function alreadySubscribedEmail(locale: Locale, link: string): Pick<Mail, 'subject' | 'text'> {
  return { subject: texts[locale].alreadySubject, text: texts[locale].alreadyBody(link) };
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
  const text = texts[recipient.locale];
  const link = unsubscribeLink(siteUrl, recipient.locale, recipient.unsubscribeToken);
  return {
    to: recipient.email,
    subject: content.subject,
    text: `${content.body.trim()}\n\n--\n${text.footer}\n${link}\n`,
    html: `<!doctype html>\n<html lang="${recipient.locale}"><body>\n${paragraphs(content.body)}\n<hr>\n<p><small>${escapeHtml(text.footer)} <a href="${escapeHtml(link)}">${escapeHtml(text.footerLink)}</a></small></p>\n</body></html>\n`,
    headers: { 'List-Unsubscribe': `<${oneClickUnsubscribeLink(siteUrl, recipient.unsubscribeToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
