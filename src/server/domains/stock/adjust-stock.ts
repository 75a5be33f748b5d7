import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DomainContext } from '@/server/context';
import { appendAudit } from '@/server/domains/audit';
import { variants } from '@/server/domains/catalog/product.tables';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { ErrorCodes } from '@/shared/error-codes';
import { changeStock } from './stock-ledger';

/** A form field's problem: the field's name and what is wrong (a key of `staffStock.problems`). */
export type StockFieldProblem = { field: string; reason: string };
export type StockActionResult =
  | { ok: true; stock: number }
  | { ok: false; code: ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND' | 'STOCK_BELOW_ZERO'> }
  | { ok: false; code: ErrorCodes<'INVALID_INPUT'>; problems: StockFieldProblem[] };

type StockContext = Pick<DomainContext, 'db' | 'now'>;

const adjustmentSchema = z.object({
  delta: z.coerce
    .number({ error: 'wholeNumber' })
    .int({ error: 'wholeNumber' })
    .refine((value) => value !== 0, { error: 'notZero' })
    .refine((value) => Math.abs(value) <= 100_000, { error: 'tooLarge' }),
  reason: z.string().trim().min(3, { error: 'reasonRequired' }).max(500, { error: 'reasonTooLong' }),
});

const thresholdSchema = z.object({
  lowStockAt: z.coerce
    .number({ error: 'wholeNumber' })
    .int({ error: 'wholeNumber' })
    .min(0, { error: 'notNegative' })
    .max(100_000, { error: 'tooLarge' }),
});

function problemsOf(error: z.ZodError): StockFieldProblem[] {
  return error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), reason: issue.message }));
}

/**
 * A manual stock adjustment (units found, counted, damaged ...): the role is checked against the permission table,
 * then the change goes through the ledger (`changeStock`, never below zero) with its reason, and its audit entry is
 * written in the same transaction.
 */
export async function adjustStock(
  ctx: StockContext,
  actor: StaffActor,
  variantId: number,
  input: { delta: unknown; reason: unknown },
): Promise<StockActionResult> {
  if (!staffMay(actor.role, 'stock.adjust')) return { ok: false, code: 'NOT_PERMITTED' };
  const parsed = adjustmentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'INVALID_INPUT', problems: problemsOf(parsed.error) };
  const { delta, reason } = parsed.data;
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<StockActionResult> => {
    const [before] = await tx
      .select({ stock: variants.stockOnHand })
      .from(variants)
      .where(eq(variants.id, variantId))
      .for('update');
    if (!before) return { ok: false, code: 'NOT_FOUND' };
    const changed = await changeStock(tx, variantId, delta, {
      reason: 'adjustment',
      actorUserId: actor.userId,
      note: reason,
      now,
    });
    if (!changed) return { ok: false, code: 'STOCK_BELOW_ZERO' };
    const stock = before.stock + delta;
    await appendAudit(
      tx,
      actor,
      { entity: 'variant', entityId: variantId, action: 'stock.adjust', before, after: { stock, delta, reason } },
      now,
    );
    return { ok: true, stock };
  });
}

/** Sets the number at or below which the variant is on the low-stock list (0: never), audited. */
export async function setLowStockThreshold(
  ctx: StockContext,
  actor: StaffActor,
  variantId: number,
  input: { lowStockAt: unknown },
): Promise<StockActionResult> {
  if (!staffMay(actor.role, 'stock.adjust')) return { ok: false, code: 'NOT_PERMITTED' };
  const parsed = thresholdSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'INVALID_INPUT', problems: problemsOf(parsed.error) };
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<StockActionResult> => {
    const [before] = await tx
      .select({ lowStockAt: variants.lowStockAt, stock: variants.stockOnHand })
      .from(variants)
      .where(eq(variants.id, variantId))
      .for('update');
    if (!before) return { ok: false, code: 'NOT_FOUND' };
    await tx.update(variants).set({ lowStockAt: parsed.data.lowStockAt }).where(eq(variants.id, variantId));
    await appendAudit(
      tx,
      actor,
      {
        entity: 'variant',
        entityId: variantId,
        action: 'stock.threshold',
        before: { lowStockAt: before.lowStockAt },
        after: parsed.data,
      },
      now,
    );
    return { ok: true, stock: before.stock };
  });
}
