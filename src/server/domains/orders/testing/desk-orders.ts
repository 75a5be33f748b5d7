import { randomBytes } from 'node:crypto';
import type { Queryable } from '@/server/db';
import type { Address } from '@/shared/address-rules';
import type { PaymentMethodCode } from '@/shared/checkout-rules';
import { orderItems, orders, payments } from '../orders.tables';
import type { OrderState, PaymentState } from '../order-states';

/** An order as the desk tests need it: who, how, when, which lines, and its payments oldest first. */
export type DeskOrderSpec = {
  firstName: string;
  lastName: string;
  company?: string;
  email: string;
  phone: string;
  state: OrderState;
  paymentMethod: PaymentMethodCode;
  /** Each payment attempt, oldest first; the last is the order's payment state. */
  payments: PaymentState[];
  shippingMethod: string;
  createdAt: Date;
  lines?: { sku: string; mpn?: string; quantity: number; unitCents: number; variantId?: number }[];
  shippingCents?: number;
};

/** Writes an order straight into the tables (the desk reads orders; placing them is checkout's, tested there). */
export async function insertDeskOrder(db: Queryable, spec: DeskOrderSpec): Promise<number> {
  const lines = spec.lines ?? [{ sku: 'TP-TEST', quantity: 1, unitCents: 1000 }];
  const itemsCents = lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
  const shippingCents = spec.shippingCents ?? 500;
  const taxCents = Math.round((itemsCents + shippingCents) * 0.24);
  const address: Address = {
    firstName: spec.firstName,
    lastName: spec.lastName,
    company: spec.company ?? null,
    address1: 'Ηρώων Πολυτεχνείου 5',
    phone: spec.phone,
    country: 'GR',
    city: 'Λάρισα',
    postalCode: '412 22',
  } as Address;
  const [order] = await db
    .insert(orders)
    .values({
      receiptId: randomBytes(16).toString('hex'),
      idempotencyKey: randomBytes(16).toString('hex'),
      email: spec.email,
      locale: 'el',
      state: spec.state,
      itemsCents,
      shippingCents,
      paymentFeeCents: 0,
      taxCents,
      totalCents: itemsCents + shippingCents + taxCents,
      vatRateBasisPoints: 2400,
      billingAddress: address,
      shippingAddress: address,
      shippingMethod: spec.shippingMethod,
      paymentMethod: spec.paymentMethod,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order!.id,
      variantId: line.variantId ?? null,
      sku: line.sku,
      mpn: line.mpn ?? null,
      name: `Part ${line.sku}`,
      quantity: line.quantity,
      unitCents: line.unitCents,
      lineCents: line.quantity * line.unitCents,
    })),
  );
  for (const state of spec.payments)
    await db.insert(payments).values({
      orderId: order!.id,
      method: spec.paymentMethod,
      state,
      amountCents: itemsCents + shippingCents + taxCents,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    });
  return order!.id;
}
