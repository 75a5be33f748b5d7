import type { ErrorCode } from '@/shared/error-codes';
import type { Locale } from '@/shared/locales';
import type { FieldProblem } from '@/shared/order-desk-rules';

/**
 * What a desk form shows after posting: nothing yet, or the refusal (its code, and the fields' problems). A success
 * navigates to the order page again, which shows the new state and says what was done.
 */
export type DeskActionState =
  | { status: 'idle' }
  /** `values`: what was typed, shown again (React resets a form after its action). */
  | { status: 'error'; code: ErrorCode; problems: FieldProblem[]; values: Record<string, string> };

export type RunDeskAction = (state: DeskActionState, form: FormData) => Promise<DeskActionState>;

/** The order a form acts on, as the page showed it: the version is what the action checks against. */
export type DeskOrderRef = { id: number; number: string; version: number; locale: Locale };
