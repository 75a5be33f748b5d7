import 'server-only';
// next-intl's translator without Next or React's rendering: route handlers answer with text in the caller's language.
import { createTranslator } from 'use-intl/core';
import { allMessages } from '@/i18n/all-messages';
import { locales, type Locale } from '@/shared/locales';
import { errorStatus, type ErrorCode } from '@/shared/error-codes';

const translators = Object.fromEntries(
  locales.map((locale) => [locale, createTranslator({ locale, messages: allMessages[locale], namespace: 'errors' })]),
) as Record<Locale, ReturnType<typeof createTranslator<typeof allMessages.el, 'errors'>>>;

/** The message of an error code (`errors.<CODE>`) in the caller's language, with its {placeholders} filled. */
export function errorMessage(locale: Locale, code: ErrorCode, values: Record<string, string | number> = {}): string {
  return translators[locale](code, values);
}

/** Spec §8: an expected failure as a route handler answers it, `{ message, statusCode }` with the catalogue's status. */
export function errorBody(locale: Locale, code: ErrorCode, values: Record<string, string | number> = {}) {
  return { message: errorMessage(locale, code, values), statusCode: errorStatus(code), code };
}
