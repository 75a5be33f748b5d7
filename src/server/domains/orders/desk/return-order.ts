import 'server-only';
import { and, eq } from 'drizzle-orm';
import { changeStock } from '@/server/domains/stock';
import type { StaffActor } from '@/server/domains/staff';
import { returnSchema, type ReturnInput } from '@/shared/order-desk-rules';
import { orderReturns, payments } from '../orders.tables';
import { canMoveOrder, canMovePayment } from '../order-states';
import { changeOrder, DeskRefusal, type DeskContext, type DeskResult, type OrderEventInput } from './order-change';
import { openPaymentOf, returnableOf } from './order-desk.rules';
import { deskInput } from './desk-input';
import { handleOpenWithdrawal } from '../withdrawal';

/**
 * Some lines came back after shipping: how many of each (never more than sold minus returned before), whether they
 * go back on the shelf (return movements in the stock ledger) and why. When every unit is back the order is
 * returned, and cash never collected for it is cancelled. Money is given back by the refund action, for the amount
 * staff decide.
 */
export async function recordOrderReturn(
  ctx: DeskContext,
  actor: StaffActor,
  orderId: number,
  expectedVersion: number,
  input: ReturnInput,
): Promise<DeskResult> {
  const parsed = deskInput(returnSchema, input);
  if (!parsed.ok) return parsed;
  const { lines, restock, reason } = parsed.data;
  return changeOrder(ctx, actor, { action: 'return', orderId, expectedVersion }, async (tx, loaded) => {
    const { order, items, facts } = loaded;
    const returned = lines.map((line) => {
      const item = items.find((each) => each.id === line.orderItemId);
      if (!item)
        throw new DeskRefusal({
          code: 'INVALID_INPUT',
          problems: [{ field: `lines.${line.orderItemId}`, reason: 'invalid' }],
        });
      if (line.quantity > returnableOf(item)) throw new DeskRefusal({ code: 'RETURN_TOO_MANY' });
      return { item, quantity: line.quantity };
    });
    const now = ctx.now();
    const [recorded] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        lines: returned.map(({ item, quantity }) => ({ orderItemId: item.id, quantity })),
        restock,
        reason,
        actorUserId: actor.userId,
        createdAt: now,
      })
      .returning({ id: orderReturns.id });
    // A consumer's withdrawal waits for this: the return handles it.
    const withdrawalHandled = await handleOpenWithdrawal(tx, order.id, recorded!.id, now);
    if (restock)
      for (const { item, quantity } of returned
        .filter(({ item }) => item.variantId !== null)
        .sort((a, b) => a.item.variantId! - b.item.variantId!))
        await changeStock(tx, item.variantId!, quantity, {
          reason: 'return',
          orderId: order.id,
          actorUserId: actor.userId,
          now,
        });

    const allBack = facts.lines.every(
      (line) => returnableOf(line) === (returned.find(({ item }) => item.id === line.id)?.quantity ?? 0),
    );
    const becomesReturned = allBack && canMoveOrder(order.state, 'returned');
    const events: OrderEventInput[] = [];
    const uncollected = openPaymentOf(facts, 'cash-on-delivery');
    if (becomesReturned && uncollected && canMovePayment(uncollected.state, 'canceled')) {
      await tx
        .update(payments)
        .set({ state: 'canceled', updatedAt: now })
        .where(and(eq(payments.id, uncollected.id), eq(payments.state, uncollected.state)));
      events.push({
        kind: 'payment',
        fromState: uncollected.state,
        toState: 'canceled',
        detail: { paymentId: uncollected.id },
      });
    }
    const returnedLines = returned.map(({ item, quantity }) => ({ orderItemId: item.id, sku: item.sku, quantity }));
    events.push({ kind: 'return', detail: { lines: returnedLines, restock, reason, withdrawalHandled } });
    return {
      set: becomesReturned ? { state: 'returned' } : undefined,
      events,
      audit: {
        before: {
          state: order.state,
          lines: returned.map(({ item }) => ({ sku: item.sku, returned: item.returnedQuantity })),
        },
        after: {
          state: becomesReturned ? 'returned' : order.state,
          lines: returned.map(({ item, quantity }) => ({ sku: item.sku, returned: item.returnedQuantity + quantity })),
          restock,
          reason,
        },
      },
      emails: [{ update: 'returned' }],
      stockChanged: restock,
    };
  });
}
