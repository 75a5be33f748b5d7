'use client';

import { useTranslations } from 'next-intl';
import type { ErrorCode } from '@/shared/error-codes';

/** Values for the messages that take them: `{max}` photos or addresses, `{min}` characters of a password. */
export type ErrorMessageValues = Record<string, string | number>;

/** The message of an expected failure in the page's language: `errors.<CODE>`, the one place codes are shown. */
export function useErrorMessage() {
  const t = useTranslations('errors');
  return (code: ErrorCode, values: ErrorMessageValues = {}): string => t(code, values);
}
