import 'server-only';
import { localizedPath } from '@/shared/paths';
import type { Locale } from '@/shared/locales';

/** The addresses newsletter e-mails link to, on the shop's public address. */
export const newsletterPaths = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
  oneClickUnsubscribe: '/api/newsletter/unsubscribe',
} as const;

export function confirmLink(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizedPath(locale, newsletterPaths.confirm)}?token=${token}`;
}

/** The page the unsubscribe link of the e-mail's text opens: a button that unsubscribes. */
export function unsubscribeLink(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizedPath(locale, newsletterPaths.unsubscribe)}?token=${token}`;
}

/** The `List-Unsubscribe` address a mail program POSTs to (RFC 8058 one-click). */
export function oneClickUnsubscribeLink(siteUrl: string, token: string): string {
  return `${siteUrl}${newsletterPaths.oneClickUnsubscribe}?token=${token}`;
}
