import 'server-only';
// use-intl's core, as for e-mails: the shop's messages without Next or React.
import { createTranslator } from 'use-intl/core';
import { allMessages } from '@/i18n/all-messages';
import { localeTags, type Locale } from '@/shared/locales';

/** The texts of the printed documents (`documents.*`), with the checkout's names of methods, in one language. */
export function documentTexts(locale: Locale) {
  const t = createTranslator({ locale, messages: allMessages[locale] });
  const tag = localeTags[locale];
  return {
    t,
    /** A configured method without a name in the messages is shown by its code. */
    methodName: (kind: 'payments' | 'methods', code: string) => {
      const key = `checkout.${kind}.${code}` as 'checkout.methods.courier';
      return t.has(key) ? t(key) : code;
    },
    date: (date: Date) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Athens' }).format(date),
    country: (code: string) => new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code,
  };
}

export type DocumentTexts = ReturnType<typeof documentTexts>;
