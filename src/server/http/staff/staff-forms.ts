import type { ErrorCode } from '@/shared/error-codes';

/** What a back-office form's Server Action answers: why nothing happened, or what to show once. */
export type StaffFormState = {
  error?: ErrorCode;
  /** Set-up done: the recovery codes, shown this once. */
  recoveryCodes?: string[];
  /** A change went through (the form says so). */
  done?: boolean;
  /** What was typed, to put back in the form after a refusal (never a password or a code). */
  email?: string;
  /** Joining: whether an existing account was chosen or a new one. */
  account?: 'existing' | 'new';
} | null;

export const textOf = (form: FormData, name: string, max = 500) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};
