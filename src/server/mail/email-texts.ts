import 'server-only';
// use-intl's core is next-intl's translator without Next or React's rendering, so domain code can send e-mail.
import { createTranslator } from 'use-intl/core';
import { allMessages } from '@/i18n/all-messages';
import type { Locale } from '@/shared/locales';

const translators = new Map<Locale, ReturnType<typeof translatorFor>>();

function translatorFor(locale: Locale) {
  return createTranslator({
    locale,
    messages: allMessages[locale],
    namespace: 'emails',
    // A text that cannot be written fails the e-mail (the job retries, staff see it) instead of sending its key.
    onError: (error) => {
      throw error;
    },
  });
}

/**
 * The texts of the shop's e-mails (`emails.*` in the message files) in one language, translated like the rest
 * of the shop: `emailTexts('el')('orders.confirmation.subject', { number })`.
 */
export function emailTexts(locale: Locale) {
  let translator = translators.get(locale);
  if (!translator) {
    translator = translatorFor(locale);
    translators.set(locale, translator);
  }
  return translator;
}
