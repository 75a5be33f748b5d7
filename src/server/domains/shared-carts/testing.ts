import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { smallCatalogueVariants } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import { testMember } from '@/server/domains/requests/testing';
import type { StaffActor, StaffRole } from '@/server/domains/staff';
import { staffMembers } from '@/server/domains/staff/staff.tables';
import { testConfig } from '@/server/graphql/testing';
import type { Locale } from '@/shared/locales';
import { createSharedCart } from './staff-shared-carts.service';

/** A shared-cart test's world: a database with the small catalogue, a movable clock and staff of every role. */
export async function sharedCartWorld(database: Database, variantCount = 2) {
  const clock = { now: new Date() };
  const ctx = (locale: Locale = 'el') => ({
    db: database.db,
    locale,
    now: () => clock.now,
    config: testConfig,
  });
  const variantIds = await smallCatalogueVariants(database.db, variantCount);
  await database.db.update(variants).set({ stockOnHand: 10, backorderable: false });
  /** A staff member acting in the back office (sessions and second factors have their own tests). */
  const staff = async (role: StaffRole): Promise<StaffActor> => {
    const member = await testMember(database, testConfig);
    await database.db.insert(staffMembers).values({ userId: member.id, role });
    return { userId: member.id, email: member.email, role, address: '192.0.2.1' };
  };
  const newCart = async (actor: StaffActor, locale: Locale = 'el') => {
    const created = await createSharedCart(ctx(), actor, locale);
    if (!created.ok) throw new Error(created.error);
    return created.id;
  };
  const priceOf = async (variantId: number) =>
    (
      await database.db
        .select({ price: variants.priceCents, sale: variants.salePriceCents })
        .from(variants)
        .where(eq(variants.id, variantId))
    ).map((row) => row.sale ?? row.price)[0]!;
  return { clock, ctx, variantIds, staff, newCart, priceOf, member: () => testMember(database, testConfig) };
}
