'use server';

import { redirect } from 'next/navigation';
import { customerKey, customerRefOf, eraseCustomer, sendCustomerPasswordReset } from '@/server/domains/customers';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isLocale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

function target(form: FormData) {
  const locale = form.get('locale');
  const ref = customerRefOf(String(form.get('customer') ?? ''));
  return isLocale(locale) && ref ? { locale, ref } : null;
}

/** "Send a password reset link": queued like the storefront's own, audited; the page then says it was sent. */
export async function sendResetLinkAction(form: FormData): Promise<void> {
  const found = target(form);
  if (!found || found.ref.kind !== 'member') return;
  const actor = await requireStaff(found.locale, 'customers.reset-password');
  const result = await sendCustomerPasswordReset(await pageContext(found.locale), actor, found.ref.userId);
  const path = localizedPath(found.locale, `/staff/customers/${encodeURIComponent(customerKey(found.ref))}`);
  redirect(`${path}?done=${result.ok ? 'reset' : result.error}`);
}

/** Erasure, after the owner ticked that they understand it cannot be undone; back to the list, saying so. */
export async function eraseCustomerAction(form: FormData): Promise<void> {
  const found = target(form);
  if (!found) return;
  const actor = await requireStaff(found.locale, 'customers.erase');
  const path = localizedPath(found.locale, `/staff/customers/${encodeURIComponent(customerKey(found.ref))}`);
  if (form.get('confirm') !== 'yes') redirect(`${path}?done=confirm`);
  const result = await eraseCustomer(await pageContext(found.locale), actor, found.ref);
  if (!result.ok) redirect(`${path}?done=${result.error}`);
  redirect(`${localizedPath(found.locale, '/staff/customers')}?erased=${result.orders}`);
}
