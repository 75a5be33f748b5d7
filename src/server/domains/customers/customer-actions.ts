import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { requestPasswordReset } from '@/server/domains/auth';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { ErrorCodes } from '@/shared/error-codes';
import { ownedBy, type CustomerRef } from './customer-ref';
import { customerRecord, type CustomerRecord } from './customer-record';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;
type Refusal = { ok: false; error: ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND'> };

/** How the audit log names a customer: by account number, or "guest" (never by e-mail, which erasure removes). */
const auditId = (ref: CustomerRef) => (ref.kind === 'member' ? ref.userId : 'guest');

/** A privacy export: everything held about the customer, and the audit entry saying who took it. */
export async function exportCustomer(
  ctx: Ctx,
  actor: StaffActor,
  ref: CustomerRef,
): Promise<{ ok: true; record: CustomerRecord } | Refusal> {
  if (!staffMay(actor.role, 'customers.export')) return { ok: false, error: 'NOT_PERMITTED' };
  const record = await customerRecord(ctx, ref);
  if (!record) return { ok: false, error: 'NOT_FOUND' };
  await appendAudit(ctx.db, actor, { entity: 'customer', entityId: auditId(ref), action: 'export' }, ctx.now());
  return { ok: true, record };
}

/**
 * A member's password reset link, sent the way the storefront's "forgot password" sends it (queued with its audit
 * entry): staff never see or set a password.
 */
export async function sendCustomerPasswordReset(ctx: Ctx, actor: StaffActor, userId: number) {
  if (!staffMay(actor.role, 'customers.reset-password')) return { ok: false, error: 'NOT_PERMITTED' } as const;
  const record = await customerRecord(ctx, { kind: 'member', userId });
  if (!record) return { ok: false, error: 'NOT_FOUND' } as const;
  await ctx.db.transaction(async (tx) => {
    await requestPasswordReset({ ...ctx, db: tx }, record.email);
    await appendAudit(tx, actor, { entity: 'customer', entityId: userId, action: 'send-password-reset' }, ctx.now());
  });
  return { ok: true } as const;
}

/**
 * Erasure (the right to be forgotten), in one transaction with its audit entry. Orders stay as the tax law wants
 * them, with their invoice fields (billing address, invoice details, amounts), but lose the account and the contact
 * details beyond the invoice: the e-mail becomes a placeholder, the delivery address the billing one, notes go.
 * Contact requests and the newsletter subscription are deleted; the account goes with its addresses, carts and
 * sign-ins. The receipt link still opens the order.
 */
export async function eraseCustomer(
  ctx: Ctx,
  actor: StaffActor,
  ref: CustomerRef,
): Promise<{ ok: true; orders: number; requests: number } | Refusal> {
  if (!staffMay(actor.role, 'customers.erase')) return { ok: false, error: 'NOT_PERMITTED' };
  const record = await customerRecord(ctx, ref);
  if (!record) return { ok: false, error: 'NOT_FOUND' };
  const owned = ownedBy(ref, record.email);
  return ctx.db.transaction(async (tx) => {
    const orders = rowsOf<{ id: number }>(
      await tx.execute(sql`update orders t set user_id = null, email = 'erased-' || t.id || '@erased.invalid',
          shipping_address = t.billing_address, notes = null, updated_at = ${ctx.now().toISOString()}::timestamptz
        where ${owned} returning t.id`),
    );
    const requests = rowsOf<{ id: number }>(
      await tx.execute(sql`delete from requests t where ${owned} returning t.id`),
    );
    await tx.execute(sql`delete from newsletter_subscribers where email = ${record.email}`);
    if (ref.kind === 'member') await tx.execute(sql`delete from users where id = ${ref.userId}`);
    await appendAudit(
      tx,
      actor,
      {
        entity: 'customer',
        entityId: auditId(ref),
        action: 'erase',
        after: { orders: orders.map((order) => order.id), requests: requests.length },
      },
      ctx.now(),
    );
    return { ok: true, orders: orders.length, requests: requests.length } as const;
  });
}
