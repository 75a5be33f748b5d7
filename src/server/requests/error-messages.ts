import el from '../../../messages/el.json';
import en from '../../../messages/en.json';
import type { Locale } from '@/shared/locales';

export type RequestErrorCode = 'INVALID_INPUT' | 'TOO_MANY_PHOTOS' | 'PHOTO_TOO_LARGE' | 'PHOTO_NOT_IMAGE' | 'FORM_TOO_FAST' | 'FORM_EXPIRED' | 'TOO_MANY_REQUESTS' | 'FORM_UNAVAILABLE' | 'REQUEST_NOT_FOUND';

const messages: Record<Locale, Record<RequestErrorCode, string>> = { el: el.errors, en: en.errors };

/** The message of an error code (`errors.<CODE>`) in the caller's language, with its {placeholders} filled. */
export function errorMessage(locale: Locale, code: RequestErrorCode, values: Record<string, string | number> = {}): string {
  return messages[locale][code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
