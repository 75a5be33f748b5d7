import 'server-only';
import type { z } from 'zod';
import { deskProblems } from '@/shared/order-desk-rules';
import type { DeskResult } from './order-change';

/** The form's input through its shared schema: the data, or the INVALID_INPUT answer with the fields' problems. */
export function deskInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | Extract<DeskResult, { ok: false }> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, error: { code: 'INVALID_INPUT', problems: deskProblems(parsed.error) } };
}
