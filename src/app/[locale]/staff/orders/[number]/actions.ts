'use server';

import { refreshStorefront } from '@/server/cache/refresh-storefront';
import { redirect } from 'next/navigation';
import type { DeskActionState } from '@/components/staff/orders/desk-action-state';
import { cacheTags } from '@/server/cache/cache-tags';
import { permissionOf } from '@/server/domains/orders';
import { cardProvider } from '@/server/domains/payments';
import { performDeskAction } from '@/server/http/staff/order-desk-form';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isLocale } from '@/shared/locales';
import { isDeskAction } from '@/shared/order-desk-rules';
import { localizedPath } from '@/shared/paths';

/**
 * Every order-desk form posts here: the staff gate for the action's permission, then the domain action with the
 * version the page was rendered with. A success reloads the order page (new state, new version) saying what was
 * done, and refreshes the storefront's catalogue when parts went back on the shelf; a refusal is shown by the form.
 */
export async function runDeskAction(_: DeskActionState, form: FormData): Promise<DeskActionState> {
  const [locale, action, number] = [form.get('locale'), form.get('action'), String(form.get('number') ?? '')];
  const order = { id: Number(form.get('orderId')), version: Number(form.get('version')) };
  if (!isLocale(locale) || !isDeskAction(action) || !Number.isInteger(order.id) || !Number.isInteger(order.version))
    return { status: 'error', code: 'INVALID_INPUT', problems: [], values: {} };
  const actor = await requireStaff(locale, permissionOf(action));
  const page = await pageContext(locale);
  const ctx = { ...page, cardProviderFor: (db: typeof page.db) => cardProvider(page.config, db) };
  const result = await performDeskAction(action, ctx, actor, order, form);
  if (!result.ok)
    return {
      status: 'error',
      code: result.error.code,
      problems: result.error.code === 'INVALID_INPUT' ? result.error.problems : [],
      values: Object.fromEntries(
        [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    };
  if (result.stockChanged) await refreshStorefront(cacheTags.catalogue);
  redirect(`${localizedPath(locale, `/staff/orders/${encodeURIComponent(number)}`)}?done=${action}`);
}
