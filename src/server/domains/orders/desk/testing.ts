import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Queryable } from '@/server/db';
import { auditEntries } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import { addToCart } from '@/server/domains/cart';
import { smallCatalogueVariants } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import { applyCardOutcome, startCardPayment } from '@/server/domains/payments';
import { createSandboxGateway, sandboxCards } from '@/server/domains/payments/providers/sandbox-gateway';
import type { StaffActor, StaffRole } from '@/server/domains/staff';
import { changeStock, stockLedgerMismatches } from '@/server/domains/stock';
import { stockMovements } from '@/server/domains/stock/stock.tables';
import { testConfig } from '@/server/graphql/testing';
import { runDueJobs } from '@/server/jobs';
import { jobHandlers } from '@/server/jobs/handlers';
import { keptMailer } from '@/server/mail/testing';
import type { CheckoutInput } from '@/shared/checkout-rules';
import type { Locale } from '@/shared/locales';
import { orders, payments } from '../orders.tables';
import { placeOrder } from '../place-order';
import { greekCustomer } from '../testing';
import type { DeskContext } from './order-change';

/** The sandbox gateway of a test: callbacks are not posted anywhere (the tests apply outcomes themselves). */
const gatewayOn = (db: Queryable) =>
  createSandboxGateway({ secret: testConfig.paymentCallbackSecret, db, notify: async () => {} });

export type PlaceOptions = {
  paymentMethod?: 'cash-on-delivery' | 'bank-transfer' | 'card';
  shippingMethod?: 'courier' | 'pickup' | 'boxnow';
  /** Units of each of the fixture's variants, in order (default: 1 of the first). */
  quantities?: number[];
  locale?: Locale;
  /** Changes to the Greek customer's checkout input (another country, an invoice). */
  input?: Partial<CheckoutInput>;
  /** Another configuration for placing (couriers' addresses on their emulators). */
  config?: typeof testConfig;
};

/**
 * An order desk on a test database: the small catalogue with plenty of stock (through the ledger), one staff
 * member of each role, and orders placed through the real checkout.
 */
export async function orderDesk(database: Database) {
  const db = database.db;
  const variantIds = await smallCatalogueVariants(db, 2);
  const now = () => new Date();
  for (const variantId of variantIds)
    await changeStock(db, variantId, 50, { reason: 'adjustment', note: 'test stock', now: now() });
  const staff = {} as Record<StaffRole, StaffActor>;
  for (const role of ['owner', 'manager', 'warehouse', 'accountant'] as const) {
    const email = `${role}-${randomBytes(3).toString('hex')}@tractorparts-hellas.example`;
    const [user] = await db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
    staff[role] = { userId: user!.id, email, role, address: '203.0.113.7' };
  }
  const ctx = (): DeskContext & { locale: Locale; user: null } => ({
    db,
    locale: 'el',
    user: null,
    now,
    config: testConfig,
    cardProviderFor: (on) => gatewayOn(on).provider,
  });

  async function place(options: PlaceOptions = {}) {
    const quantities = options.quantities ?? [1];
    let token: string | null = null;
    for (const [index, quantity] of quantities.entries()) {
      if (quantity === 0) continue;
      const added = await addToCart(
        { ...ctx(), locale: options.locale ?? 'el' },
        { token },
        variantIds[index]!,
        quantity,
      );
      if (!added.ok) throw new Error(added.error);
      token = added.cart.token!;
    }
    const placed = await placeOrder(
      { ...ctx(), locale: options.locale ?? 'el', ...(options.config ? { config: options.config } : {}) },
      {
        owner: { token },
        userId: null,
        idempotencyKey: randomBytes(18).toString('base64url'),
        input: {
          ...greekCustomer,
          ...options.input,
          paymentMethod: options.paymentMethod ?? 'cash-on-delivery',
          shippingMethod: options.input?.shippingMethod ?? options.shippingMethod ?? 'courier',
        },
        cardAvailable: true,
      },
    );
    if (!placed.ok) throw new Error(placed.error.code);
    return placed.order;
  }

  /** A card order paid on the sandbox gateway with the approved test card. */
  async function placePaidByCard(options: Omit<PlaceOptions, 'paymentMethod'> = {}) {
    const order = await place({ ...options, paymentMethod: 'card' });
    const gateway = gatewayOn(db);
    const started = await startCardPayment(ctx(), gateway.provider, order.receiptId, {
      returnUrl: '/receipt',
      callbackUrl: 'http://shop.test/callback',
    });
    const ref = started!.payUrl.split('/').at(-1)!;
    await gateway.pay(ref, {
      number: sandboxCards.approved,
      holder: 'Eleni K',
      expiryMonth: '12',
      expiryYear: '2031',
      cvv: '123',
      installments: 1,
    });
    await applyCardOutcome(ctx(), ref, await gateway.provider.outcome(ref));
    return order;
  }

  const orderRow = async (orderId: number) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const paymentsOf = (orderId: number) =>
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  const stockOf = async (variantId: number) =>
    (await db.select({ stock: variants.stockOnHand }).from(variants).where(eq(variants.id, variantId)))[0]!.stock;
  const movementsOf = (orderId: number, reason: 'sale' | 'release' | 'return') =>
    db
      .select({
        variantId: stockMovements.variantId,
        delta: stockMovements.delta,
        actorUserId: stockMovements.actorUserId,
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, reason)))
      .orderBy(asc(stockMovements.id));
  const auditOf = (orderId: number) => auditEntries(db, { entity: 'order', entityId: orderId });
  const ledgerMismatches = () => stockLedgerMismatches(db);

  /** Runs the queued jobs and gives back the e-mails they sent. */
  async function sentMails() {
    const mailer = keptMailer();
    await runDueJobs({ db, deps: { ctx: ctx(), mailer }, handlers: jobHandlers });
    return mailer.sent;
  }

  return {
    db,
    ctx,
    staff,
    variantIds,
    place,
    placePaidByCard,
    orderRow,
    paymentsOf,
    stockOf,
    movementsOf,
    auditOf,
    ledgerMismatches,
    sentMails,
  };
}

export type OrderDesk = Awaited<ReturnType<typeof orderDesk>>;
