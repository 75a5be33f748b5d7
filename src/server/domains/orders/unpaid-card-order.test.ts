import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { addToCart } from '@/server/domains/cart';
import { smallCatalogueVariants } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import { startCardPayment } from '@/server/domains/payments';
import { cardProvider } from '@/server/domains/payments/providers';
import { testConfig } from '@/server/graphql/testing';
import { keptMailer } from '@/server/mail/testing';
import { sendOrderConfirmation } from './order-emails';
import { orderByReceipt } from './orders.service';
import { placeOrder } from './place-order';
import { greekCustomer } from './testing';

/** A card order the customer leaves before paying (#23): never "processing" for good, and never a dead end. */
describe.each(testDatabases)('a card order left unpaid on $name', ({ open }) => {
  let database: Database;
  let variantId: number;
  const placedAt = new Date('2026-11-22T10:00:00Z');
  const at = (date: Date) => ({ db: database.db, locale: 'en' as const, now: () => date, config: testConfig });
  const minutes = (count: number) => new Date(placedAt.getTime() + count * 60_000);

  beforeAll(async () => {
    database = await open();
    [variantId] = (await smallCatalogueVariants(database.db, 1)) as [number];
  });
  afterAll(async () => database.close());

  it('is processing a moment, then unpaid and payable until the window closes, then cancelled with its part back', async () => {
    await database.db.update(variants).set({ stockOnHand: 1 }).where(eq(variants.id, variantId));
    const added = await addToCart(at(placedAt), { token: null }, variantId, 1);
    if (!added.ok) throw new Error(added.error);
    const placed = await placeOrder(at(placedAt), {
      owner: { token: added.cart.token! },
      userId: null,
      idempotencyKey: randomBytes(18).toString('base64url'),
      input: { ...greekCustomer, paymentMethod: 'card' },
      cardAvailable: true,
    });
    if (!placed.ok) throw new Error(placed.error.code);
    const receiptId = placed.order.receiptId;
    await startCardPayment(at(placedAt), cardProvider(testConfig, database.db)!, receiptId, {
      returnUrl: '/r',
      callbackUrl: '/c',
    });

    expect(await orderByReceipt(at(new Date(placedAt.getTime() + 5_000)), receiptId)).toMatchObject({
      outcome: 'processing',
    });
    expect(await orderByReceipt(at(minutes(2)), receiptId)).toMatchObject({
      outcome: 'unpaid',
      state: 'pending',
      payableUntil: minutes(testConfig.checkout.cardPaymentWindowMinutes),
    });

    const mailer = keptMailer();
    await sendOrderConfirmation(at(minutes(2)), mailer, placed.order.id);
    expect(mailer.sent[0]!.text).toContain(
      'Your card payment is not complete yet. Pay at the receipt link below until',
    );

    const closed = await orderByReceipt(at(minutes(testConfig.checkout.cardPaymentWindowMinutes + 1)), receiptId);
    expect(closed).toMatchObject({ outcome: 'canceled', state: 'canceled', payableUntil: null });
    const [variant] = await database.db
      .select({ stock: variants.stockOnHand })
      .from(variants)
      .where(eq(variants.id, variantId));
    expect(variant?.stock).toBe(1);
  });
});
