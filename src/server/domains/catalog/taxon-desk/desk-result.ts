import 'server-only';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import type { ErrorCodes } from '@/shared/error-codes';
import type { TaxonFieldProblem } from '@/shared/taxon-desk-rules';
import type { PhotoRefusal } from '../editor/photo-files';

export type Ctx = Pick<DomainContext, 'db' | 'now'>;

export type TaxonDeskError =
  | { code: ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND' | 'VERSION_CONFLICT'> }
  | { code: PhotoRefusal }
  | { code: ErrorCodes<'INVALID_INPUT'>; problems: TaxonFieldProblem[] }
  | { code: ErrorCodes<'TAXON_IN_USE'>; products: number; children: number };

export type TaxonDeskResult = { ok: true; id: number } | { ok: false; error: TaxonDeskError };

/** Thrown inside the transaction to undo what was written, answered as its error. */
export class Refusal extends Error {
  constructor(readonly error: TaxonDeskError) {
    super(error.code);
  }
}

export const refused = (error: TaxonDeskError): TaxonDeskResult => ({ ok: false, error });

export async function inTransaction(
  ctx: Ctx,
  work: (tx: Queryable, now: Date) => Promise<TaxonDeskResult>,
): Promise<TaxonDeskResult> {
  try {
    return await ctx.db.transaction((tx) => work(tx, ctx.now()));
  } catch (error) {
    if (error instanceof Refusal) return refused(error.error);
    throw error;
  }
}
