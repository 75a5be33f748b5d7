import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { smallCatalogueVariants } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import { testConfig } from '@/server/graphql/testing';
import { addToCart, readCart } from './cart.service';

describe.each(testDatabases)('the cart on $name', ({ open }) => {
  let database: Database;
  let variantId: number;
  const ctx = () => ({ db: database.db, locale: 'el' as const, now: () => new Date(), config: testConfig });

  beforeAll(async () => {
    database = await open();
    [variantId] = (await smallCatalogueVariants(database.db, 1)) as [number];
  });
  afterAll(async () => database.close());

  it('never holds more than the stock, however many adds arrive at once', async () => {
    await database.db.update(variants).set({ stockOnHand: 8, backorderable: false }).where(eq(variants.id, variantId));
    const first = await addToCart(ctx(), { token: null }, variantId, 1);
    if (!first.ok) throw new Error(first.error);
    const owner = { token: first.cart.token! };
    const answers = await Promise.all(Array.from({ length: 20 }, () => addToCart(ctx(), owner, variantId, 1)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(7);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.error)).toEqual(
      Array(13).fill('INSUFFICIENT_STOCK'),
    );
    expect((await readCart(ctx(), owner)).lines.map((line) => line.quantity)).toEqual([8]);
  });
});
