/**
 * Checkout benchmark: concurrent buyers add a part to a new guest cart and place the order through the GraphQL
 * API (in process, as the route handler runs it), on PostgreSQL and on PGlite, with the shared demo catalogue.
 * A third of the parts are one-offs (stock 1), so buyers keep competing for the last unit. Reports orders per second,
 * add-to-cart and place-order latency, and checks that no part was sold beyond its stock.
 *   npm run bench:checkout -- [--buyers 32] [--attempts 2000] [--parts 300] [--database-url postgres://...] [--skip-pglite]
 * Asserts nothing; prints figures.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import { readConfig } from '@/server/config';
import { openDatabase, rowsOf, type Database } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { openScratchPostgres } from '@/server/db/testing';
import { SignInThrottle } from '@/server/domains/auth';
import { importCatalogue } from '@/server/domains/catalog';
import { products, variants } from '@/server/domains/catalog';
import { createShopYoga } from '@/server/graphql/yoga';
import { storageInFolder } from '@/server/storage';
import { stats } from './lib/stats';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '32' },
    attempts: { type: 'string', default: '2000' },
    parts: { type: 'string', default: '300' },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const buyers = Number(values.buyers);
const attempts = Number(values.attempts);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'));
const config = readConfig({
  NODE_ENV: 'production',
  TENANT_ID: 'bench',
  SITE_URL: 'http://shop.bench',
  CARD_PROVIDER: 'off',
  DATABASE_POOL_SIZE: '20',
});
const customer = {
  email: 'bench@example.gr',
  billing: {
    firstName: 'Bench',
    lastName: 'Buyer',
    address1: 'Odos 1',
    phone: '+30 690 000 0000',
    country: 'GR',
    city: 'Athens',
    postalCode: '115 26',
  },
  shipToBilling: true,
  document: 'receipt',
  // Collecting from the store suits every part; some demo parts weigh more than a courier takes.
  shippingMethod: 'pickup',
  paymentMethod: 'cash-on-delivery',
};

const targets: [string, () => Promise<Database>][] = [
  ['PostgreSQL', () => openScratchPostgres(values['database-url']!)],
];
if (!values['skip-pglite']) targets.push(['PGlite', openPglite]);

for (const [label, open] of targets) {
  const database = await open();
  const imported = await importCatalogue(
    { db: database.db, storage: storageInFolder(work), now: () => new Date() },
    path.resolve('../shared/data/catalogue'),
  );
  if (!imported.ok) throw new Error(`import into ${label} failed`);
  const parts = await database.db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(sql`${products.status} = 'active' and ${variants.isMaster}`)
    .orderBy(variants.id)
    .limit(Number(values.parts));
  // Every third part is a one-off used part (stock 1) that buyers compete for; the others have 20.
  const stockBefore = new Map(parts.map((part, index) => [part.id, index % 3 === 0 ? 1 : 20]));
  for (const [id, stock] of stockBefore)
    await database.db.update(variants).set({ stockOnHand: stock, backorderable: false }).where(eq(variants.id, id));

  const yoga = createShopYoga({
    database: async () => database.db,
    config,
    safelist: false,
    logging: false,
    throttle: new SignInThrottle(),
  });
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await yoga.fetch(
      new Request('http://shop.bench/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', tenant: 'bench', locale: 'el' },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const body = (await response.json()) as {
      data?: Record<
        string,
        { error?: string | null; cart?: { token: string } | null; order?: { number: string } | null }
      >;
      errors?: unknown[];
    };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };

  const addTimes: number[] = [];
  const placeTimes: number[] = [];
  let placed = 0;
  let outOfStock = 0;
  let addRefused = 0;
  let next = 0;
  const ids = [...stockBefore.keys()];
  const buyer = async () => {
    while (next < attempts) {
      next += 1;
      const variantId = ids[Math.floor(Math.random() * ids.length)]!;
      let started = performance.now();
      const added = await call('mutation($v: ID!) { addToCart(variantId: $v, quantity: 1) { error cart { token } } }', {
        v: String(variantId),
      });
      addTimes.push(performance.now() - started);
      if (added.addToCart!.error) {
        addRefused += 1;
        continue;
      }
      started = performance.now();
      const result = await call(
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { error order { number } } }',
        {
          input: {
            ...customer,
            cartToken: added.addToCart!.cart!.token,
            checkoutToken: randomBytes(18).toString('base64url'),
          },
        },
      );
      placeTimes.push(performance.now() - started);
      if (result.placeOrder!.order) placed += 1;
      else if (result.placeOrder!.error === 'OUT_OF_STOCK') outOfStock += 1;
      else throw new Error(`unexpected ${result.placeOrder!.error}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: buyers }, buyer));
  const seconds = (performance.now() - started) / 1000;

  const after = await database.db
    .select({ id: variants.id, stock: variants.stockOnHand })
    .from(variants)
    .where(inArray(variants.id, ids));
  const sold = rowsOf<{ variant_id: number; sold: number }>(
    await database.db.execute(sql`select variant_id, sum(quantity)::int as sold from order_items group by variant_id`),
  );
  const soldOf = new Map(sold.map((row) => [row.variant_id, row.sold]));
  const oversold = after.reduce(
    (sum, row) => sum + Math.max(0, (soldOf.get(row.id) ?? 0) - stockBefore.get(row.id)!),
    0,
  );
  const mismatched = after.filter((row) => stockBefore.get(row.id)! - (soldOf.get(row.id) ?? 0) !== row.stock).length;
  const add = stats(addTimes);
  const place = stats(placeTimes);
  console.log(
    `\n${label}: ${buyers} concurrent buyers, ${attempts} attempts on ${ids.length} parts (a third one-offs, ${[...stockBefore.values()].reduce((a, b) => a + b, 0)} units)`,
  );
  console.log(
    `  orders placed: ${placed} in ${seconds.toFixed(1)} s = ${(placed / seconds).toFixed(0)} orders/s (${((placed + outOfStock) / seconds).toFixed(0)} checkouts/s with the refused ones)`,
  );
  console.log(`  refused: ${outOfStock} out of stock at checkout, ${addRefused} at add-to-cart`);
  console.log(
    `  add to cart: p50 ${add.p50.toFixed(1)} ms, p95 ${add.p95.toFixed(1)} ms, max ${add.max.toFixed(1)} ms`,
  );
  console.log(
    `  place order: p50 ${place.p50.toFixed(1)} ms, p95 ${place.p95.toFixed(1)} ms, max ${place.max.toFixed(1)} ms`,
  );
  console.log(`  oversold units: ${oversold}; parts whose stock does not match their sales: ${mismatched}`);
  await database.close();
}
fs.rmSync(work, { recursive: true, force: true });

async function openPglite(): Promise<Database> {
  const database = await openDatabase({ pgliteDir: path.join(work, 'pglite') });
  await migrateDatabase(database);
  return database;
}
