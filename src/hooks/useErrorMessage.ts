'use client';

import { createTranslator, useLocale, useMessages, useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '@/components/loading/idle';
import { useErrorCatalogueHref } from '@/i18n/ErrorCatalogueSource';
import {
  errorCatalogueState,
  loadErrorCatalogue,
  onErrorCatalogueChange,
  type ErrorCatalogueMessages,
} from '@/i18n/error-catalogue-loader';
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

const translators = new WeakMap<ErrorCatalogueMessages, (code: string, values: ErrorMessageValues) => string>();

function translatorOf(locale: Locale, messages: ErrorCatalogueMessages) {
  let translate = translators.get(messages);
  if (!translate) {
    const t = createTranslator({ locale, messages: { errors: messages } as never, namespace: 'errors' as never });
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
  const href = useErrorCatalogueHref();
  useSyncExternalStore(
    onErrorCatalogueChange,
    () => (href ? errorCatalogueState(href) : undefined),
    () => undefined,
  );
  const carriesCodes = Object.keys(inline).some((key) => codeKey.test(key));
  useEffect(() => {
    if (href && !carriesCodes) return whenIdle(() => void loadErrorCatalogue(href));
  }, [href, carriesCodes]);

  const message = (code: ErrorCode, values: ErrorMessageValues = {}): string => {
    if (Object.hasOwn(inline, code)) return t(code, values);
    const state = href ? errorCatalogueState(href) : undefined;
    if (state?.messages && Object.hasOwn(state.messages, code))
      return translatorOf(locale, state.messages)(code, values);
    return state?.failed || !href ? t('system') : '';
  };
  return Object.assign(message, { ready: () => (href ? loadErrorCatalogue(href) : Promise.resolve()) });
}
