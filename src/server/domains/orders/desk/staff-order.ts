import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { auditEntries, type AuditRecord } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import { images, imageTranslations } from '@/server/domains/catalog/properties.tables';
import { variants } from '@/server/domains/catalog/product.tables';
import { orderIdOf, orderNumber } from '../order-number';
import { orderEvents, orderNotes, orderReturns, refunds } from '../orders.tables';
import { orderWithdrawals } from '../withdrawal.tables';
import { allowedDeskActions, moneyOf, type DeskAction } from './order-desk.rules';
import { loadOrder, type OrderItemRow, type OrderRow, type PaymentRow } from './order-facts';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export type StaffOrderLine = Pick<
  OrderItemRow,
  | 'id'
  | 'variantId'
  | 'sku'
  | 'mpn'
  | 'name'
  | 'productSlug'
  | 'condition'
  | 'quantity'
  | 'returnedQuantity'
  | 'unitCents'
  | 'lineCents'
> & {
  image: { src: string; alt: string } | null;
  /** The variant's stock on hand now; null when the product is gone from the catalogue. */
  stockNow: number | null;
};

export type StaffOrderView = Omit<OrderRow, 'idempotencyKey' | 'searchText'> & {
  number: string;
  customer: { kind: 'member'; userId: number; email: string } | { kind: 'guest' };
  /** A phone order's staff member (their e-mail), who built its shared cart; null for the shop's own orders. */
  phoneOrderBy: string | null;
  lines: StaffOrderLine[];
  payments: PaymentRow[];
  refunds: {
    id: number;
    amountCents: number;
    channel: string;
    providerRef: string | null;
    reason: string | null;
    actorEmail: string | null;
    createdAt: Date;
  }[];
  /** The customer's withdrawal: a return (or cancellation) to handle while `handledAt` is null. */
  withdrawal: { requestedAt: Date; handledAt: Date | null } | null;
  returns: {
    id: number;
    lines: { sku: string; name: string; quantity: number }[];
    restock: boolean;
    reason: string;
    actorEmail: string | null;
    createdAt: Date;
  }[];
  history: {
    id: number;
    kind: string;
    fromState: string | null;
    toState: string;
    actorEmail: string | null;
    detail: Record<string, unknown> | null;
    createdAt: Date;
  }[];
  internalNotes: { id: number; body: string; authorEmail: string | null; createdAt: Date }[];
  audit: AuditRecord[];
  money: ReturnType<typeof moneyOf> & { dueCents: number };
  /** What the order's state allows now (the page offers those the staff member's role may do). */
  allowedActions: DeskAction[];
};

async function linePictures(ctx: Ctx, variantIds: number[]) {
  if (variantIds.length === 0) return new Map<number, { image: StaffOrderLine['image']; stockNow: number }>();
  const rows = await ctx.db
    .select({
      variantId: variants.id,
      stockNow: variants.stockOnHand,
      path: images.path,
      alt: imageTranslations.alt,
      position: images.position,
    })
    .from(variants)
    .leftJoin(images, eq(images.productId, variants.productId))
    .leftJoin(
      imageTranslations,
      and(eq(imageTranslations.imageId, images.id), eq(imageTranslations.locale, ctx.locale)),
    )
    .where(inArray(variants.id, variantIds))
    .orderBy(asc(variants.id), asc(images.position));
  const byVariant = new Map<number, { image: StaffOrderLine['image']; stockNow: number }>();
  for (const row of rows)
    if (!byVariant.has(row.variantId))
      byVariant.set(row.variantId, {
        stockNow: row.stockNow,
        image: row.path ? { src: `/uploads/${row.path}`, alt: row.alt ?? '' } : null,
      });
  return byVariant;
}

/**
 * Everything the order page shows (issue #15): the lines with their pictures, part numbers and the stock now, the
 * customer, addresses and invoice details, payments with what was received, refunds, returns, the history with who
 * did what, internal notes and the order's own audit entries. By number (TP-000123); null when there is none.
 */
export async function staffOrder(ctx: Ctx, number: string): Promise<StaffOrderView | null> {
  const orderId = orderIdOf(number);
  if (orderId === null) return null;
  const loaded = await loadOrder(ctx.db, orderId);
  if (!loaded) return null;
  const { order, items, payments } = loaded;
  const actor = (column: Parameters<typeof eq>[0]) => eq(users.id, column);
  const [pictures, member, refundRows, returnRows, historyRows, noteRows, audit, phoneStaff, withdrawals] =
    await Promise.all([
      linePictures(
        ctx,
        items.flatMap((item) => (item.variantId === null ? [] : [item.variantId])),
      ),
      order.userId === null
        ? Promise.resolve([])
        : ctx.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId)),
      ctx.db
        .select({
          id: refunds.id,
          amountCents: refunds.amountCents,
          channel: refunds.channel,
          providerRef: refunds.providerRef,
          reason: refunds.reason,
          actorEmail: users.email,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .leftJoin(users, actor(refunds.actorUserId))
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.id)),
      ctx.db
        .select({
          id: orderReturns.id,
          lines: orderReturns.lines,
          restock: orderReturns.restock,
          reason: orderReturns.reason,
          actorEmail: users.email,
          createdAt: orderReturns.createdAt,
        })
        .from(orderReturns)
        .leftJoin(users, actor(orderReturns.actorUserId))
        .where(eq(orderReturns.orderId, orderId))
        .orderBy(asc(orderReturns.id)),
      ctx.db
        .select({
          id: orderEvents.id,
          kind: orderEvents.kind,
          fromState: orderEvents.fromState,
          toState: orderEvents.toState,
          actorEmail: users.email,
          detail: orderEvents.detail,
          createdAt: orderEvents.createdAt,
        })
        .from(orderEvents)
        .leftJoin(users, actor(orderEvents.actorUserId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id)),
      ctx.db
        .select({ id: orderNotes.id, body: orderNotes.body, authorEmail: users.email, createdAt: orderNotes.createdAt })
        .from(orderNotes)
        .leftJoin(users, actor(orderNotes.authorUserId))
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.id)),
      auditEntries(ctx.db, { entity: 'order', entityId: orderId, limit: 200 }),
      order.phoneOrderStaffUserId === null
        ? Promise.resolve([])
        : ctx.db.select({ email: users.email }).from(users).where(eq(users.id, order.phoneOrderStaffUserId)),
      ctx.db
        .select({ requestedAt: orderWithdrawals.requestedAt, handledAt: orderWithdrawals.handledAt })
        .from(orderWithdrawals)
        .where(eq(orderWithdrawals.orderId, orderId)),
    ]);
  const money = moneyOf(loaded.facts);
  // The idempotency key is the customer's checkout secret; the search text is the list's.
  const columns: Partial<OrderRow> = { ...order };
  delete columns.idempotencyKey;
  delete columns.searchText;
  return {
    ...(columns as Omit<OrderRow, 'idempotencyKey' | 'searchText'>),
    number: orderNumber(order.id),
    customer: member[0] ? { kind: 'member', userId: order.userId!, email: member[0].email } : { kind: 'guest' },
    phoneOrderBy: phoneStaff[0]?.email ?? null,
    lines: items.map((item) => ({
      id: item.id,
      variantId: item.variantId,
      sku: item.sku,
      mpn: item.mpn,
      name: item.name,
      productSlug: item.productSlug,
      condition: item.condition,
      quantity: item.quantity,
      returnedQuantity: item.returnedQuantity,
      unitCents: item.unitCents,
      lineCents: item.lineCents,
      image: item.variantId === null ? null : (pictures.get(item.variantId)?.image ?? null),
      stockNow: item.variantId === null ? null : (pictures.get(item.variantId)?.stockNow ?? null),
    })),
    payments,
    refunds: refundRows,
    withdrawal: withdrawals[0] ?? null,
    returns: returnRows.map((row) => ({
      ...row,
      lines: row.lines.map((line) => {
        const item = items.find((each) => each.id === line.orderItemId);
        return { sku: item?.sku ?? '', name: item?.name ?? '', quantity: line.quantity };
      }),
    })),
    history: historyRows,
    internalNotes: noteRows,
    audit,
    money: { ...money, dueCents: Math.max(order.totalCents - money.paidCents, 0) },
    allowedActions: allowedDeskActions(loaded.facts),
  };
}
