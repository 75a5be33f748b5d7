import 'server-only';
import type { Config } from '@/server/config';
import { emailTexts } from '@/server/mail/email-texts';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';
import { shortCodeForDisplay } from '@/shared/shared-cart-rules';

/** The storefront's cart page opened on the shared cart, in the customer's language. */
export function sharedCartLink(config: Pick<Config, 'siteUrl'>, locale: Locale, token: string): string {
  return `${config.siteUrl}${localizedPath(locale, '/shopping-cart')}?shared=${encodeURIComponent(token)}`;
}

/** The e-mail with the link and the short code, in the customer's language. */
export function sharedCartEmail(locale: Locale, link: string, shortCode: string, expiresAt: Date) {
  const t = emailTexts(locale);
  const date = new Intl.DateTimeFormat(locale === 'el' ? 'el-GR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Athens',
  }).format(expiresAt);
  return {
    subject: t('sharedCart.subject'),
    text: t('sharedCart.body', { link, code: shortCodeForDisplay(shortCode), date }),
  };
}
