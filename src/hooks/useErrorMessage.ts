'use client';

import { createTranslator, useLocale, useMessages, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { whenIdle } from '@/components/loading/idle';
import { bundleState, loadBundle, type BundleMessages } from '@/i18n/message-bundle-loader';
import { useBundle } from '@/i18n/MessageBundlesSource';
import type { ErrorCode } from '@/shared/error-codes';
import type { Locale } from '@/shared/locales';

/** Values for the messages that take them: `{max}` photos or addresses, `{min}` characters of a password. */
export type ErrorMessageValues = Record<string, string | number>;

export type ErrorMessage = ((code: ErrorCode, values?: ErrorMessageValues) => string) & {
  /** Resolves once every code's message can be given: await it in a handler (after reading its event) before calling. */
  ready(): Promise<void>;
};

/** Codes are UPPER_SNAKE (src/shared/error-codes.ts); the page texts beside them under `errors` are not. */
const codeKey = /^[A-Z][A-Z0-9_]*$/;

const translators = new WeakMap<BundleMessages, (code: string, values: ErrorMessageValues) => string>();

function translatorOf(locale: Locale, messages: BundleMessages) {
  let translate = translators.get(messages);
  if (!translate) {
    const t = createTranslator({ locale, messages: messages as never, namespace: 'errors' as never });
    translate = (code, values) => (t as unknown as (key: string, values: ErrorMessageValues) => string)(code, values);
    translators.set(messages, translate);
  }
  return translate;
}

/**
 * The message of an expected failure in the page's language: `errors.<CODE>`, the one place codes are shown.
 * The back office's pages carry every code's message; the storefront's carry none (issue #20) and load them once
 * the page is idle (`ready()` waits for that), so a component that shows a code draws again when they arrive.
 */
export function useErrorMessage(): ErrorMessage {
  const t = useTranslations('errors');
  const inline = (useMessages().errors ?? {}) as Record<string, unknown>;
  const locale = useLocale();
  // Subscribed, so a component showing a code draws again when the messages arrive.
  const { href } = useBundle('errors');
  const carriesCodes = Object.keys(inline).some((key) => codeKey.test(key));
  useEffect(() => {
    if (href && !carriesCodes) return whenIdle(() => void loadBundle(href));
  }, [href, carriesCodes]);

  const message = (code: ErrorCode, values: ErrorMessageValues = {}): string => {
    if (Object.hasOwn(inline, code)) return t(code, values);
    // Read when called: a handler calls it after awaiting ready(), past the render that made it.
    const state = href ? bundleState(href) : undefined;
    const loaded = state?.messages?.errors as BundleMessages | undefined;
    if (state?.messages && loaded && Object.hasOwn(loaded, code))
      return translatorOf(locale, state.messages)(code, values);
    return state?.failed || !href ? t('system') : '';
  };
  return Object.assign(message, { ready: () => (href ? loadBundle(href) : Promise.resolve()) });
}
