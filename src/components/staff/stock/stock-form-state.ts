import type { ErrorCode } from '@/shared/error-codes';

/** What a stock form shows after posting: nothing yet, or the refusal with its fields' problems and what was typed. */
export type StockFormState =
  | { status: 'idle' }
  | {
      status: 'error';
      code: ErrorCode;
      problems: { field: string; reason: string }[];
      values: Record<string, string>;
    };

export type RunStockForm = (state: StockFormState, form: FormData) => Promise<StockFormState>;
