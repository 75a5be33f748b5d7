import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Whom a back-office customer page is about: a member (their account, and the guest orders placed with the same
 * address before or after registering) or a guest known only by the e-mail of their orders and requests.
 */
export type CustomerRef = { kind: 'member'; userId: number } | { kind: 'guest'; email: string };

/** The customer's rows of a table with `user_id` and `email` columns (alias `t`). */
export function ownedBy(ref: CustomerRef, email: string): SQL {
  return ref.kind === 'member'
    ? sql`(t.user_id = ${ref.userId} or lower(t.email) = ${email})`
    : sql`(t.user_id is null and lower(t.email) = ${email})`;
}

/** The customer a back-office address names: `/staff/customers/12` a member, `/staff/customers/a%40b.gr` a guest. */
export function customerRefOf(key: string): CustomerRef | null {
  if (/^\d{1,9}$/.test(key)) return { kind: 'member', userId: Number(key) };
  const email = key.trim().toLowerCase();
  return email.length <= 254 && /^[^@\s]+@[^@\s]+$/.test(email) ? { kind: 'guest', email } : null;
}

export const customerKey = (ref: CustomerRef) => (ref.kind === 'member' ? String(ref.userId) : ref.email);
