import 'server-only';
import type { StaffActor } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import { editContactSchema, noteSchema, type EditContactInput, type NoteInput } from '@/shared/order-desk-rules';
import { orderNotes } from '../orders.tables';
import { changeOrder, DeskRefusal, type DeskContext, type DeskResult } from './order-change';
import { deskInput } from './desk-input';

/**
 * Before shipping, the shipping address (with its phone) and the contact phone may be corrected. The country stays:
 * it decided the VAT and the shipping price the customer paid. The customer is told what the parcel's address now is.
 */
export async function editOrderContact(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
  input: EditContactInput,
): Promise<DeskResult> {
  const parsed = deskInput(editContactSchema, input);
  if (!parsed.ok) return parsed;
  const { shippingAddress, contactPhone } = parsed.data;
  return changeOrder(ctx, actor, { action: 'edit-contact', orderId, expectedVersion }, async (_, { order }) => {
    if (shippingAddress.country !== order.shippingAddress.country)
      throw new DeskRefusal({
        code: 'INVALID_INPUT',
        problems: [{ field: 'shippingAddress.country', reason: 'countryLocked' }],
      });
    const billingAddress = { ...order.billingAddress, phone: contactPhone };
    return {
      set: { shippingAddress, billingAddress },
      events: [{ kind: 'contact-edit' }],
      audit: {
        before: { shippingAddress: order.shippingAddress, contactPhone: order.billingAddress.phone },
        after: { shippingAddress, contactPhone },
      },
      emails: [{ update: 'details-updated' }],
    };
  });
}

/**
 * Sends the order's confirmation again (the customer lost it, or the address was mistyped and corrected). It changes
 * nothing another staff member could overwrite, so it needs no version.
 */
export function resendOrderConfirmation(ctx: DeskContext, actor: StaffActor, orderId: number): Promise<DeskResult> {
  return changeOrder(
    ctx,
    actor,
    { action: 'resend-confirmation', orderId, expectedVersion: null },
    async (tx, { order }) => {
      const now = ctx.now();
      await enqueue(
        { db: tx, now: ctx.now },
        'order-confirmation',
        { orderId: order.id },
        {
          uniqueKey: `order-confirmation:${order.id}:resent:${now.getTime()}`,
        },
      );
      return {
        events: [{ kind: 'confirmation-resent', detail: { email: order.email } }],
        audit: { before: null, after: { email: order.email } },
      };
    },
  );
}

/** An internal note on the order (the customer never sees it); notes only add, so they need no version. */
export async function addOrderNote(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  input: NoteInput,
): Promise<DeskResult> {
  const parsed = deskInput(noteSchema, input);
  if (!parsed.ok) return parsed;
  const { body } = parsed.data;
  return changeOrder(ctx, actor, { action: 'note', orderId, expectedVersion: null }, async (tx, { order }) => {
    await tx.insert(orderNotes).values({ orderId: order.id, authorUserId: actor.userId, body, createdAt: ctx.now() });
    return { events: [], audit: { before: null, after: { note: body } } };
  });
}
