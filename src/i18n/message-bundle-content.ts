import 'server-only';
import { createHash } from 'node:crypto';
import { allMessages } from './all-messages';
import { pickMessages } from './client-messages';
import { messageBundleNames, messageBundles, type BundleHrefs, type MessageBundle } from './message-bundles';
import { backOfficeErrorCodes, errorCodeList } from '@/shared/error-codes';
import type { Locale } from '@/shared/locales';

/** The storefront's error codes: the ones its pages can show (the back office's are sent inline on its pages). */
export const storefrontErrorCodes = errorCodeList.filter(
  (code) => !(backOfficeErrorCodes as readonly string[]).includes(code),
);

export type BundleContent = { body: string; version: string };

const made = new Map<string, BundleContent>();

function messagesOf(locale: Locale, bundle: MessageBundle): object {
  if (bundle !== 'errors') return pickMessages(allMessages[locale], messageBundles[bundle]);
  const errors = allMessages[locale].errors as Record<string, unknown>;
  return { errors: Object.fromEntries(storefrontErrorCodes.map((code) => [code, errors[code]])) };
}

/**
 * One bundle's messages in one language, in the shape of the whole messages file (precompiled as the build compiles
 * every message), and a version named by its content.
 */
export function bundleContent(locale: Locale, bundle: MessageBundle): BundleContent {
  const key = `${locale}/${bundle}`;
  let content = made.get(key);
  if (!content) {
    const body = JSON.stringify(messagesOf(locale, bundle));
    content = { body, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
    made.set(key, content);
  }
  return content;
}

/** Where the browser loads a bundle: the version in the address lets it keep the answer for a year. */
export const bundleHref = (locale: Locale, bundle: MessageBundle) =>
  `/api/messages/${locale}/${bundle}?v=${bundleContent(locale, bundle).version}`;

export const bundleHrefs = (locale: Locale): BundleHrefs =>
  Object.fromEntries(messageBundleNames.map((bundle) => [bundle, bundleHref(locale, bundle)])) as BundleHrefs;
