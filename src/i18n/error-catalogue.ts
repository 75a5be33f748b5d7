import 'server-only';
import { createHash } from 'node:crypto';
import { allMessages } from './all-messages';
import { backOfficeErrorCodes, errorCodeList } from '@/shared/error-codes';
import type { Locale } from '@/shared/locales';

/** The storefront's error codes: the ones its pages can show (the back office's are sent inline on its pages). */
export const storefrontErrorCodes = errorCodeList.filter(
  (code) => !(backOfficeErrorCodes as readonly string[]).includes(code),
);

export type ErrorCatalogue = { body: string; version: string };

const made = new Map<Locale, ErrorCatalogue>();

/**
 * The messages of the storefront's error codes in one language, as JSON (precompiled as the build compiles every
 * message), and a version named by its content. Pages do not carry them (issue #20: 2 KB gzipped of every page):
 * the browser loads them once, when a form or a button that can fail is on the page, and keeps them for good.
 */
export function errorCatalogue(locale: Locale): ErrorCatalogue {
  let catalogue = made.get(locale);
  if (!catalogue) {
    const errors = allMessages[locale].errors as Record<string, unknown>;
    const body = JSON.stringify(Object.fromEntries(storefrontErrorCodes.map((code) => [code, errors[code]])));
    catalogue = { body, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
    made.set(locale, catalogue);
  }
  return catalogue;
}

/** Where the browser loads the catalogue: the version in the address lets it keep the answer for a year. */
export const errorCatalogueHref = (locale: Locale) =>
  `/api/error-messages/${locale}?v=${errorCatalogue(locale).version}`;
