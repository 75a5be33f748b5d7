'use server';

import { redirect } from 'next/navigation';
import { cancelVoucher, createVoucher } from '@/server/domains/shipping';
import { requireStaff } from '@/server/http/staff/require-staff';
import { shopJobRunner } from '@/server/jobs/shop-worker';
import { pageContext } from '@/server/request-context';
import { isLocale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

/**
 * The voucher panel's two buttons: create the courier's voucher for the order (one click; the locker too for BOX
 * NOW), or cancel it. Each answers the order page again saying how it went (or the courier's refusal).
 */
export async function runVoucherAction(form: FormData): Promise<void> {
  const [locale, action, number] = [form.get('locale'), form.get('action'), String(form.get('number') ?? '')];
  const orderId = Number(form.get('orderId'));
  const version = Number(form.get('version'));
  if (!isLocale(locale) || !Number.isInteger(orderId) || !Number.isInteger(version)) return;
  const page = `${localizedPath(locale, `/staff/orders/${encodeURIComponent(number)}`)}`;
  const actor = await requireStaff(locale, 'orders.ship');
  const ctx = await pageContext(locale);
  const lockerId = String(form.get('lockerId') ?? '').trim() || null;
  const result =
    action === 'cancel'
      ? await cancelVoucher(ctx, actor, orderId)
      : await createVoucher(ctx, actor, orderId, version, { lockerId });
  if (!result.ok) redirect(`${page}?voucherError=${result.error.code}`);
  // The "shipped" e-mail with the tracking link is queued with the change: sent now rather than at the next look.
  await shopJobRunner.kick();
  redirect(`${page}?voucher=${action === 'cancel' ? 'cancelled' : 'created'}`);
}
