import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { ErrorCodes } from '@/shared/error-codes';
import {
  addressFields,
  addressSchema,
  type Address,
  type AddressField,
  type AddressInput,
} from '@/shared/address-rules';
import { addresses } from './auth.tables';

type Ctx = Pick<DomainContext, 'db' | 'now'>;

export type SavedAddress = Address & { id: number };
export type AddressProblem = {
  field: AddressField | 'id';
  reason: 'required' | 'invalid' | ErrorCodes<'TOO_MANY_ADDRESSES' | 'NOT_FOUND'>;
};

/** A member has at most this many saved addresses. */
export const maxAddresses = 20;

const columns = {
  id: addresses.id,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  company: addresses.company,
  address1: addresses.address1,
  address2: addresses.address2,
  floor: addresses.floor,
  doorbell: addresses.doorbell,
  phone: addresses.phone,
  alternativePhone: addresses.alternativePhone,
  country: addresses.country,
  region: addresses.region,
  city: addresses.city,
  postalCode: addresses.postalCode,
};

/** The member's own addresses, the one an order used last first, then the rest oldest first; nobody else's are read. */
export function listAddresses(ctx: Ctx, userId: number): Promise<SavedAddress[]> {
  return ctx.db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(sql`${addresses.lastUsedAt} desc nulls last`, asc(addresses.id));
}

/** Two addresses are the same when every field is, ignoring case, spacing and empty versus missing. */
const sameAddressKey = (address: Address) =>
  addressFields.map((field) => (address[field] ?? '').replace(/\s+/g, ' ').trim().toLowerCase()).join('\n');

/**
 * After a member's order: each address it used (billing, then shipping) goes into their address book unless the same
 * one is there already, and is marked as used now, so that the next checkout offers it first. A full book (20) gets
 * no new ones.
 */
export async function rememberOrderAddresses(ctx: Ctx, userId: number, used: Address[]): Promise<void> {
  const now = ctx.now().getTime();
  const saved = await listAddresses(ctx, userId);
  const byKey = new Map(saved.map((address) => [sameAddressKey(address), address.id]));
  const done = new Set<string>();
  let total = saved.length;
  for (const [index, address] of used.entries()) {
    const key = sameAddressKey(address);
    if (done.has(key)) continue;
    done.add(key);
    // Checkout fills the billing fields with the first address offered: each later one counts a millisecond older.
    const lastUsedAt = new Date(now - index);
    const known = byKey.get(key);
    if (known !== undefined) await ctx.db.update(addresses).set({ lastUsedAt }).where(eq(addresses.id, known));
    else if (total < maxAddresses) {
      await ctx.db
        .insert(addresses)
        .values({ ...address, userId, lastUsedAt, createdAt: new Date(now), updatedAt: new Date(now) });
      total += 1;
    }
  }
}

/** Adds an address, or changes one of the member's own (`id`); every problem is reported by field. */
export async function saveAddress(
  ctx: Ctx,
  userId: number,
  input: AddressInput,
  id?: number,
): Promise<{ ok: true; address: SavedAddress } | { ok: false; problems: AddressProblem[] }> {
  const parsed = addressSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        field: issue.path[0] as AddressField,
        reason:
          issue.code === 'too_small' || (issue.code === 'invalid_type' && issue.input == null) ? 'required' : 'invalid',
      })),
    };
  const now = ctx.now();
  if (id === undefined) {
    const [{ total } = { total: 0 }] = await ctx.db
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (total >= maxAddresses) return { ok: false, problems: [{ field: 'id', reason: 'TOO_MANY_ADDRESSES' }] };
    const [created] = await ctx.db
      .insert(addresses)
      .values({ ...parsed.data, userId, createdAt: now, updatedAt: now })
      .returning(columns);
    return { ok: true, address: created! };
  }
  const [updated] = await ctx.db
    .update(addresses)
    .set({ ...parsed.data, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning(columns);
  return updated ? { ok: true, address: updated } : { ok: false, problems: [{ field: 'id', reason: 'NOT_FOUND' }] };
}

export async function deleteAddress(ctx: Ctx, userId: number, id: number): Promise<boolean> {
  const deleted = await ctx.db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
